import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserEntity } from '@earnwave/db';
import { MembershipRequestNotFound } from '@earnwave/domain';
import type { FastifyReply } from 'fastify';
import { Caller, RequireCapability } from '../../../common/auth/access.decorators';
import { ApiListQuery, RecordIdPipe, sendPage } from '../../../common/simple-rest/list-query';
import { ApproveMembershipRequestCommand } from '../commands/approve-membership-request.command';
import { RejectMembershipRequestCommand } from '../commands/reject-membership-request.command';
import { MEMBERSHIP_REQUESTS } from '../infra/membership-requests.repository';
import { membershipRequestRecord } from '../membership-answers';
import { AdminMembershipsQueries } from '../queries/admin-memberships.queries';
import { ApproveRequestDto, RejectRequestDto } from './dto/reject-request.dto';

const RequestIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new MembershipRequestNotFound() });

/**
 * Membership requests for administrators: the list and record with their audit, and the decisions
 * on USDT requests; answers are bare records (react-admin).
 */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin/membership-requests')
export class AdminMembershipRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AdminMembershipsQueries,
  ) {}

  @Get()
  @ApiListQuery(MEMBERSHIP_REQUESTS)
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.queries.requests(query);
    return sendPage(res, 'membership-requests', page, page.rows);
  }

  @Get(':id')
  show(@Param('id', RecordIdPipe) id: string) {
    return this.queries.request(id);
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
