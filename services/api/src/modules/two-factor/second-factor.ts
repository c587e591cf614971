import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PasswordHasher } from '../../common/auth/password-hasher';
import { WrongCodes } from '../../common/rate-limit/wrong-codes';
import { TwoFactorRepository } from './infra/two-factor.repository';
import { asRecoveryCode } from './recovery-codes';
import { asTotpCode, totpStep } from './totp';
import { TotpSecrets } from './totp-secrets';

/** The check of a second-factor code, wherever one is asked for (sign-in, confirmation, turning off). */
@Injectable()
export class SecondFactor {
  constructor(
    private readonly enrolments: TwoFactorRepository,
    private readonly hasher: PasswordHasher,
    private readonly secrets: TotpSecrets,
    private readonly wrongCodes: WrongCodes,
  ) {}

  /** Whether the account has TOTP on, so that a sign-in or a withdrawal asks for a code. */
  isOn(userId: string): Promise<boolean> {
    return this.enrolments.isOn(userId);
  }

  /**
   * Accepts a code of an account with TOTP on: an authenticator code of a later step than the last
   * one accepted, or an unused recovery code, which is used up. Wrong is a 422 under `code`; wrong
   * codes count against the account, apart for a `knownDevice` (WrongCodes). Given a transaction
   * (`manager`), the code is used up in it, so that an action refused after the code was checked
   * rolls its use back too.
   */
  verify(
    userId: string,
    input: string,
    { knownDevice, manager }: { knownDevice?: string; manager?: EntityManager } = {},
  ): Promise<void> {
    return this.wrongCodes.attempt(
      userId,
      () => {
        const code = asTotpCode(input);
        return code ? this.useTotpCode(userId, code, manager) : this.useRecoveryCode(userId, input, manager);
      },
      knownDevice,
    );
  }

  /** The time step of a code of the pending (not yet confirmed) secret `sealed`, if it is right. */
  async pendingStep(userId: string, sealed: string, input: string): Promise<number | undefined> {
    const secret = this.secrets.open(userId, sealed);
    const code = asTotpCode(input);
    return secret && code ? totpStep(secret, code) : undefined;
  }

  private async useTotpCode(userId: string, code: string, manager?: EntityManager): Promise<boolean> {
    const enrolment = await this.enrolments.activeEnrolment(userId, manager);
    const secret = enrolment && this.secrets.open(userId, enrolment.sealed);
    if (!secret) return false;
    const step = await totpStep(secret, code, enrolment.lastStep === null ? undefined : Number(enrolment.lastStep));
    if (step === undefined) return false;
    // Compare-and-set: of two sign-ins sent with one code, one moves the step and the other finds it moved.
    return this.enrolments.moveTimeStep(userId, step, manager);
  }

  private async useRecoveryCode(userId: string, input: string, manager?: EntityManager): Promise<boolean> {
    const code = asRecoveryCode(input);
    if (!code) return false;
    const unused = await this.enrolments.unusedRecoveryCodes(userId, manager);
    const matches = await Promise.all(unused.map(({ hash }) => this.hasher.verify(hash, code)));
    const match = unused[matches.indexOf(true)];
    if (!match) return false;
    return this.enrolments.useRecoveryCode(match.id, manager);
  }
}
