import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type RateLimitName } from '@earnwave/config';
import { SecondFactorCodeWrong } from '@earnwave/domain';
import type Redis from 'ioredis';
import type { EntityManager } from 'typeorm';
import { PasswordHasher } from '../../common/auth/password-hasher';
import { RateLimited } from '../../common/errors';
import { GuessingAlerts } from '../../common/rate-limit/guessing-alerts';
import { RateCounter } from '../../common/rate-limit/rate-counter';
import { REDIS } from '../../common/redis.module';
import { TwoFactorRepository } from './infra/two-factor.repository';
import { asRecoveryCode } from './recovery-codes';
import { asTotpCode, totpStep } from './totp';
import { TotpSecrets } from './totp-secrets';

/** The wrong-code limits of an account, the short window first. */
const CODE_LIMITS: RateLimitName[] = ['mfaCode', 'mfaCodeDaily'];

/** The check of a second-factor code, wherever one is asked for (sign-in, confirmation, turning off). */
@Injectable()
export class SecondFactor {
  private readonly wrongCodes: RateCounter;

  constructor(
    private readonly enrolments: TwoFactorRepository,
    private readonly hasher: PasswordHasher,
    private readonly secrets: TotpSecrets,
    private readonly alerts: GuessingAlerts,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(REDIS) redis: Redis,
  ) {
    this.wrongCodes = new RateCounter(config, redis, 'rate:account');
  }

  /**
   * Counts a code against the account's wrong codes, whatever the client address: 5 per 15 minutes
   * (`mfaCode`) and 20 a day (`mfaCodeDaily`), so that someone with the password cannot keep
   * guessing at the short window's pace. Past a limit every code answers 429, the right one
   * included, and the owner is mailed (once per window). The points are taken before `check` runs,
   * so guesses sent at once cannot outrun the count, and given back when it was right.
   */
  async attempt(userId: string, check: () => Promise<boolean>): Promise<void> {
    const taken: RateLimitName[] = [];
    let used = false;
    try {
      for (const limit of CODE_LIMITS) {
        used ||= (await this.wrongCodes.consume(limit, userId)) === 0;
        taken.push(limit);
      }
    } catch (error) {
      await Promise.all(taken.map((limit) => this.wrongCodes.refund(limit, userId)));
      if (error instanceof RateLimited) await this.alert(userId);
      throw error;
    }
    if (!(await check())) {
      if (used) await this.alert(userId);
      throw new SecondFactorCodeWrong();
    }
    await Promise.all(taken.map((limit) => this.wrongCodes.refund(limit, userId)));
  }

  /** One mail per day at most, whichever limit was reached. */
  private alert(userId: string): Promise<void> {
    return this.alerts.raise('mfaCodeDaily', userId, { id: userId }, 'code');
  }

  /**
   * Accepts a code of an account with TOTP on: an authenticator code of a later step than the last
   * one accepted, or an unused recovery code, which is used up. Wrong is a 422 under `code`.
   * Given a transaction (`manager`), the code is used up in it, so that an action refused after
   * the code was checked rolls its use back too.
   */
  verify(userId: string, input: string, manager?: EntityManager): Promise<void> {
    return this.attempt(userId, () => {
      const code = asTotpCode(input);
      return code ? this.useTotpCode(userId, code, manager) : this.useRecoveryCode(userId, input, manager);
    });
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
