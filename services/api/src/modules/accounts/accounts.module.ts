import { Module } from '@nestjs/common';
import { ChangePasswordHandler } from './commands/change-password.handler';
import { DeactivateAccountHandler } from './commands/deactivate-account.handler';
import { LogInHandler } from './commands/log-in.handler';
import { MemberActionHandler } from './commands/member-actions.handler';
import { RegisterMemberHandler } from './commands/register-member.handler';
import { RequestPasswordResetHandler } from './commands/request-password-reset.handler';
import { ResetPasswordHandler } from './commands/reset-password.handler';
import { VerifyEmailHandler } from './commands/verify-email.handler';
import { AccountsController } from './http/accounts.controller';
import { AdminMembersController } from './http/admin-members.controller';
import { MEMBER_RECORDS, MembersRepository } from './infra/members.repository';
import { UsersRepository } from './infra/users.repository';
import { provideReader } from '../../common/simple-rest/console-records';

@Module({
  controllers: [AccountsController, AdminMembersController],
  providers: [
    RegisterMemberHandler,
    LogInHandler,
    VerifyEmailHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    ChangePasswordHandler,
    DeactivateAccountHandler,
    MembersRepository,
    UsersRepository,
    provideReader(MEMBER_RECORDS, MembersRepository, (members) => members),
    MemberActionHandler,
  ],
})
export class AccountsModule {}
