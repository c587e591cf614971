import { Injectable, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';
import { AccountNotFound } from '@earnwave/domain';
import { Caller } from '../../../common/auth/access.decorators';
import { ConsoleRecords } from '../../../common/simple-rest/console-records';
import { MemberActionCommand, type MemberAction } from '../commands/member-actions.command';
import { MEMBER_RECORDS } from '../infra/members.repository';

const IdPipe = new ParseUUIDPipe({ exceptionFactory: () => new AccountNotFound() });

/** Members: search and filters, the member's page, and the account actions. Answers the member as it is after. */
@Injectable()
export class AdminMembersController extends ConsoleRecords(MEMBER_RECORDS, IdPipe) {
  constructor(private readonly commands: CommandBus) {
    super();
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
    return this.records.one(id);
  }
}
