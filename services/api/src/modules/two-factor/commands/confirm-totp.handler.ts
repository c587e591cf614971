import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { TwoFactorAlreadyOn, TwoFactorNotStarted } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '@earnwave/db';
import { PasswordHasher } from '../../../common/auth/password-hasher';
import { SessionsService } from '../../../common/auth/sessions.service';
import { WrongCodes } from '../../../common/rate-limit/wrong-codes';
import { SessionsEndedEvent } from '../../sessions';
import { newRecoveryCodes, shownRecoveryCode } from '../recovery-codes';
import { TwoFactorRepository } from '../infra/two-factor.repository';
import { SecondFactor } from '../second-factor';
import { ConfirmTotpCommand } from './confirm-totp.command';

@CommandHandler(ConfirmTotpCommand)
export class ConfirmTotpHandler implements ICommandHandler<ConfirmTotpCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly enrolments: TwoFactorRepository,
    private readonly hasher: PasswordHasher,
    private readonly factor: SecondFactor,
    private readonly wrongCodes: WrongCodes,
    private readonly sessions: SessionsService,
    private readonly events: EventBus,
  ) {}

  async execute({ caller, sessionId, code }: ConfirmTotpCommand) {
    const enrolment = await this.enrolments.enrolment(caller.id);
    if (!enrolment) throw new TwoFactorNotStarted();
    if (enrolment.enabled) throw new TwoFactorAlreadyOn();
    let step: number | undefined;
    await this.wrongCodes.attempt(caller.id, async () => {
      step = await this.factor.pendingStep(caller.id, enrolment.sealed, code);
      return step !== undefined;
    });

    const recoveryCodes = newRecoveryCodes();
    const hashes = await Promise.all(recoveryCodes.map((recoveryCode) => this.hasher.hash(recoveryCode)));
    const ended = await this.unitOfWork.run(async (manager) => {
      // Only the secret this code was checked against, and only once: the confirmed step is the last used.
      if (!(await this.enrolments.turnOn(manager, caller.id, enrolment.sealed, step))) return undefined;
      const ids = hashes.map(() => randomUUID());
      await this.enrolments.replaceRecoveryCodes(manager, caller.id, ids, hashes);
      // Sessions begun with the password alone (a thief's among them) end; the one turning it on stays.
      return this.sessions.endAll(manager, caller.id, 'revoked', sessionId);
    });
    // A set-up started again, or confirmed by another request, since this one read it.
    if (!ended) throw new TwoFactorNotStarted();
    await this.sessions.caughtUp();
    if (ended.length) this.events.publish(new SessionsEndedEvent(ended));
    return { recoveryCodes: recoveryCodes.map(shownRecoveryCode) };
  }
}
