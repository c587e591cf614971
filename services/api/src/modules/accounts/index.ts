export { AccountsModule } from './accounts.module';
export { accountView } from './account-answers';
export { SessionsRevokedEvent } from './events/sessions-revoked.event';
export { EmailDto } from './http/dto/email.dto';
export { RegisterMemberCommand } from './commands/register-member.command';
export { VerifyEmailCommand } from './commands/verify-email.command';
export { useLink } from './commands/use-link';
