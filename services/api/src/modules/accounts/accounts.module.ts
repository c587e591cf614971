import { Module } from '@nestjs/common';
import { ChangePasswordHandler } from './commands/change-password.handler';
import { DeactivateAccountHandler } from './commands/deactivate-account.handler';
import { LogInHandler } from './commands/log-in.handler';
import { RegisterMemberHandler } from './commands/register-member.handler';
import { RequestPasswordResetHandler } from './commands/request-password-reset.handler';
import { ResetPasswordHandler } from './commands/reset-password.handler';
import { VerifyEmailHandler } from './commands/verify-email.handler';
import { AccountsController } from './http/accounts.controller';

@Module({
  controllers: [AccountsController],
  providers: [
    RegisterMemberHandler,
    LogInHandler,
    VerifyEmailHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    ChangePasswordHandler,
    DeactivateAccountHandler,
  ],
})
export class AccountsModule {}
