import { Body, HttpCode, Injectable, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';
import { MembershipRequestNotFound } from '@earnwave/domain';
import { Caller } from '../../../common/auth/access.decorators';
import { ConsoleRecords } from '../../../common/simple-rest/console-records';
import { RecordIdPipe } from '../../../common/simple-rest/list-query';
import { ApproveMembershipRequestCommand } from '../commands/approve-membership-request.command';
import { RejectMembershipRequestCommand } from '../commands/reject-membership-request.command';
import { MEMBERSHIP_REQUEST_RECORDS } from '../infra/membership-requests.repository';
import { membershipRequestRecord } from '../membership-answers';
import { ApproveRequestDto, RejectRequestDto } from './dto/reject-request.dto';

const RequestIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new MembershipRequestNotFound() });

/**
 * Membership requests for administrators: the list and record with their audit, and the decisions
 * on USDT requests; answers are bare records (react-admin).
 */
@Injectable()
export class AdminMembershipRequestsController extends ConsoleRecords(MEMBERSHIP_REQUEST_RECORDS, RecordIdPipe) {
  constructor(private readonly commands: CommandBus) {
    super();
  }

  @HttpCode(200)
  @Post(':id/approve')
  async approve(@Caller() admin: UserEntity, @Param('id', RequestIdPipe) id: string, @Body() body: ApproveRequestDto) {
    return membershipRequestRecord(
      await this.commands.execute(new ApproveMembershipRequestCommand(id, admin.id, body.override)),
    );
  }

  @HttpCode(200)
  @Post(':id/reject')
  async reject(@Caller() admin: UserEntity, @Param('id', RequestIdPipe) id: string, @Body() body: RejectRequestDto) {
    return membershipRequestRecord(
      await this.commands.execute(new RejectMembershipRequestCommand(id, admin.id, body.reason)),
    );
  }
}
