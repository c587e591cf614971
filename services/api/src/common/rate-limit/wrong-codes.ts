import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type RateLimitName } from '@earnwave/config';
import { SecondFactorCodeWrong } from '@earnwave/domain';
import type Redis from 'ioredis';
import { RateLimited } from '../errors';
import { REDIS } from '../redis.module';
import { GuessingAlerts } from './guessing-alerts';
import { RateCounter } from './rate-counter';

/** The wrong-code limits of an account, the short window first. */
const CODE_LIMITS: RateLimitName[] = ['mfaCode', 'mfaCodeDaily'];

/**
 * Wrong second-factor codes per account, whatever the client address: 5 per 15 minutes
 * (`mfaCode`) and 20 a day (`mfaCodeDaily`), so that someone with the password cannot keep
 * guessing at the short window's pace. Past a limit every code answers 429, the right one
 * included, and the owner is mailed (once per count and day).
 *
 * Codes from a known device (a browser that completed a sign-in to the account before, as for
 * passwords: FailedPasswords) are counted apart, per device: whoever has the password and guesses
 * from elsewhere uses up only the anonymous count, and cannot lock the owner out of their own
 * browser for a day. A new password forgets the anonymous count (`forget`).
 */
@Injectable()
export class WrongCodes {
  private readonly counter: RateCounter;

  constructor(
    private readonly alerts: GuessingAlerts,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(REDIS) redis: Redis,
  ) {
    this.counter = new RateCounter(config, redis, 'rate:account');
  }

  /**
   * Runs `check` of a code of `userId` under the counts. The points are taken before it runs, so
   * guesses sent at once cannot outrun the count, and given back when the code was right.
   */
  async attempt(userId: string, check: () => Promise<boolean>, knownDevice?: string): Promise<void> {
    const bucket = knownDevice ? `${userId}:${knownDevice}` : userId;
    const taken: RateLimitName[] = [];
    let used = false;
    try {
      for (const limit of CODE_LIMITS) {
        used ||= (await this.counter.consume(limit, bucket)) === 0;
        taken.push(limit);
      }
    } catch (error) {
      await Promise.all(taken.map((limit) => this.counter.refund(limit, bucket)));
      if (error instanceof RateLimited) await this.alert(userId, bucket);
      throw error;
    }
    if (!(await check())) {
      if (used) await this.alert(userId, bucket);
      throw new SecondFactorCodeWrong();
    }
    await Promise.all(taken.map((limit) => this.counter.refund(limit, bucket)));
  }

  /**
   * A new password (reset by mail, or changed while signed in) shuts out whoever guessed with the
   * old one: the account's anonymous wrong codes are forgotten, so that the owner can sign in on a
   * new browser at once instead of waiting out the day.
   */
  async forget(userId: string): Promise<void> {
    await Promise.all(CODE_LIMITS.map((limit) => this.counter.clear(limit, userId)));
  }

  /** One mail per count and day at most, whichever limit was reached. */
  private alert(userId: string, bucket: string): Promise<void> {
    return this.alerts.raise('mfaCodeDaily', bucket, { id: userId }, 'code', bucket !== userId);
  }
}
