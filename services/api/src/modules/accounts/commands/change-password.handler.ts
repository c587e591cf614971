import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork, UserEntity } from '@earnwave/db';
import { OldPasswordWrong } from '@earnwave/domain';
import { SessionsRevokedEvent } from '../events/sessions-revoked.event';
import { CallerPassword } from '../../../common/auth/caller-password';
import { PasswordHasher } from '../../../common/auth/password-hasher';
import { WrongCodes } from '../../../common/rate-limit/wrong-codes';
import { SessionsService } from '../../../common/auth/sessions.service';
import { Unauthenticated } from '../../../common/errors';
import { ChangePasswordCommand } from './change-password.command';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly events: EventBus,
    private readonly hasher: PasswordHasher,
    private readonly callerPassword: CallerPassword,
    private readonly sessions: SessionsService,
    private readonly wrongCodes: WrongCodes,
  ) {}

  async execute({ caller, sessionId, oldPassword, newPassword, deviceId }: ChangePasswordCommand) {
    if (!(await this.callerPassword.matches(caller, oldPassword, deviceId))) {
      throw new OldPasswordWrong();
    }
    const passwordHash = await this.hasher.hash(newPassword);
    const token = await this.unitOfWork.run(async (manager) => {
      const current = await manager.findOneOrFail(UserEntity, {
        where: { id: caller.id },
        lock: { mode: 'pessimistic_write' },
      });
      current.passwordHash = passwordHash;
      current.tokenVersion += 1;
      const user = await manager.save(current);
      await this.sessions.endAll(manager, user.id, 'password_changed', sessionId);
      // The caller's own session ended meanwhile (logged out elsewhere): nothing changes.
      const fresh = await this.sessions.reissue(user, sessionId, manager);
      if (!fresh) throw new Unauthenticated();
      return fresh;
    });
    await this.sessions.caughtUp();
    await this.wrongCodes.forget(caller.id);
    this.events.publish(new SessionsRevokedEvent(caller.id));
    return { token };
  }
}
