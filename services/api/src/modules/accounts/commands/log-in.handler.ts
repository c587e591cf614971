import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountDeactivated, EmailNotVerified, WrongCredentials } from '@earnwave/domain';
import { PasswordHasher } from '../../../common/auth/password-hasher';
import { SessionsService } from '../../../common/auth/sessions.service';
import { TokenService } from '../../../common/auth/token.service';
import { UsersRepository } from '../infra/users.repository';
import { LogInCommand } from './log-in.command';

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly tokens: TokenService,
  ) {}

  async execute({ email, password, client }: LogInCommand) {
    const user = await this.users.byEmail(email);
    const matches = await this.hasher.verify(user?.passwordHash, password);
    if (!user || !matches) throw new WrongCredentials();
    // Only the rightful owner learns the account's state: these checks come after the password.
    if (user.deactivatedAt) throw new AccountDeactivated();
    if (!user.emailVerifiedAt) throw new EmailNotVerified();
    if (await this.users.twoFactorOn(user.id)) return { user, mfaToken: this.tokens.signMfa(user) };
    return { user, token: await this.sessions.open(user, client) };
  }
}
