import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { MSG } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { Caller, RequireCapability } from '../../../common/auth/access.decorators';
import { NotFound } from '../../../common/errors';
import { ApproveMembershipRequestCommand } from '../commands/approve-membership-request.command';
import { RejectMembershipRequestCommand } from '../commands/reject-membership-request.command';
import { membershipRequestRecord } from '../membership-views';
import { RejectRequestDto } from './dto/reject-request.dto';

const RequestIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFound(MSG.membershipRequestNotFound) });

/** Administrators' decisions on USDT membership requests; answers are bare records (react-admin). */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin/membership-requests')
export class AdminMembershipRequestsController {
  constructor(private readonly commands: CommandBus) {}

  @HttpCode(200)
  @Post(':id/approve')
  async approve(@Caller() admin: UserEntity, @Param('id', RequestIdPipe) id: string) {
    return membershipRequestRecord(await this.commands.execute(new ApproveMembershipRequestCommand(id, admin.id)));
  }

  @HttpCode(200)
  @Post(':id/reject')
  async reject(@Caller() admin: UserEntity, @Param('id', RequestIdPipe) id: string, @Body() body: RejectRequestDto) {
    return membershipRequestRecord(
      await this.commands.execute(new RejectMembershipRequestCommand(id, admin.id, body.reason)),
    );
  }
}
