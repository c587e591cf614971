import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork, UserEntity } from '@earnwave/db';
import { SessionsRevokedEvent } from '../events/sessions-revoked.event';
import { PasswordHasher } from '../../../common/auth/password-hasher';
import { WrongCodes } from '../../../common/rate-limit/wrong-codes';
import { SessionsService } from '../../../common/auth/sessions.service';
import { ResetPasswordCommand } from './reset-password.command';
import { useLink } from './use-link';

/**
 * Sets a new password from a reset link. Every session ends (rows and token version), and the
 * address counts as verified: the link proved the member reads that mailbox.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly events: EventBus,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly wrongCodes: WrongCodes,
  ) {}

  async execute({ link, email, password }: ResetPasswordCommand): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    const accountId = await this.unitOfWork.run(async (manager) => {
      const user = await useLink(manager, link, email);
      await manager.update(UserEntity, user.id, {
        passwordHash,
        tokenVersion: user.tokenVersion + 1,
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      });
      await this.sessions.endAll(manager, user.id, 'password_reset');
      return user.id;
    });
    await this.sessions.caughtUp();
    await this.wrongCodes.forget(accountId);
    this.events.publish(new SessionsRevokedEvent(accountId));
  }
}
