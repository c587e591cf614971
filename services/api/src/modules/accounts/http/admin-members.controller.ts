import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserEntity } from '@earnwave/db';
import { AccountNotFound } from '@earnwave/domain';
import type { FastifyReply } from 'fastify';
import { Caller, RequireCapability } from '../../../common/auth/access.decorators';
import { MemberActionCommand, type MemberAction } from '../commands/member-actions.command';
import { MEMBERS } from '../infra/members.repository';
import { AdminMembersQueries } from '../queries/admin-members.queries';
import { sendPage, ApiListQuery } from '../../../common/simple-rest/list-query';

const IdPipe = new ParseUUIDPipe({ exceptionFactory: () => new AccountNotFound() });

/** Members: search and filters, the member's page, and the account actions. Answers the member as it is after. */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin/members')
export class AdminMembersController {
  constructor(
    private readonly queries: AdminMembersQueries,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiListQuery(MEMBERS)
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.queries.list(query);
    return sendPage(res, 'members', page, page.rows);
  }

  @Get(':id')
  show(@Param('id', IdPipe) id: string) {
    return this.queries.member(id);
  }

  @HttpCode(200)
  @Post(':id/deactivate')
  deactivate(@Caller() admin: UserEntity, @Param('id', IdPipe) id: string) {
    return this.act('deactivate', id, admin);
  }

  @HttpCode(200)
  @Post(':id/reactivate')
  reactivate(@Caller() admin: UserEntity, @Param('id', IdPipe) id: string) {
    return this.act('reactivate', id, admin);
  }

  @HttpCode(200)
  @Post(':id/resend-verification')
  resendVerification(@Caller() admin: UserEntity, @Param('id', IdPipe) id: string) {
    return this.act('resend-verification', id, admin);
  }

  private async act(action: MemberAction, id: string, admin: UserEntity) {
    await this.commands.execute(new MemberActionCommand(action, id, admin.id));
    return this.queries.member(id);
  }
}
