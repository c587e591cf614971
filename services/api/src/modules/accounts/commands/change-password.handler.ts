import { HttpStatus } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { MSG } from '@earnwave/contracts';
import { UserEntity } from '@earnwave/db';
import { SessionsRevokedEvent } from '../events/sessions-revoked.event';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../../common/auth/password-hasher';
import { TokenService } from '../../../common/auth/token.service';
import { AppError } from '../../../common/errors';
import { ChangePasswordCommand } from './change-password.command';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: EventBus,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
  ) {}

  async execute({ caller, oldPassword, newPassword }: ChangePasswordCommand) {
    if (!(await this.hasher.verify(caller.passwordHash, oldPassword))) {
      throw AppError.field(HttpStatus.UNPROCESSABLE_ENTITY, 'oldPassword', MSG.oldPasswordWrong);
    }
    const passwordHash = await this.hasher.hash(newPassword);
    const user = await this.db.transaction(async (manager) => {
      const current = await manager.findOneOrFail(UserEntity, {
        where: { id: caller.id },
        lock: { mode: 'pessimistic_write' },
      });
      current.passwordHash = passwordHash;
      current.tokenVersion += 1;
      return manager.save(current);
    });
    this.events.publish(new SessionsRevokedEvent(user.id));
    return { token: this.tokens.signSession(user) };
  }
}
