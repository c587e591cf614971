import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { MSG } from '@earnwave/contracts';
import { totpEnabled, UserEntity } from '@earnwave/db';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../../common/auth/password-hasher';
import { SessionsService } from '../../../common/auth/sessions.service';
import { TokenService } from '../../../common/auth/token.service';
import { AppError } from '../../../common/errors';
import { LogInCommand } from './log-in.command';

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly tokens: TokenService,
  ) {}

  async execute({ email, password, client }: LogInCommand) {
    const user = await this.db.getRepository(UserEntity).findOneBy({ email });
    const matches = await this.hasher.verify(user?.passwordHash, password);
    if (!user || !matches) throw AppError.field(HttpStatus.UNAUTHORIZED, 'general', MSG.badCredentials);
    // Only the rightful owner learns the account's state: these checks come after the password.
    if (user.deactivatedAt) throw AppError.field(HttpStatus.FORBIDDEN, 'general', MSG.accountDeactivated);
    if (!user.emailVerifiedAt) throw AppError.field(HttpStatus.FORBIDDEN, 'general', MSG.emailNotVerified);
    if (await totpEnabled(this.db, user.id)) return { user, mfaToken: this.tokens.signMfa(user) };
    return { user, token: await this.sessions.open(user, client) };
  }
}
