import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig, type RateLimitName } from '@earnwave/config';
import type { SignInGuessedMailRequested } from '@earnwave/contracts';
import { appendOutbox, UserEntity } from '@earnwave/db';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../redis.module';

/**
 * Tells an account's owner that someone is guessing at it: when one of its guessing limits is
 * reached, a mail, at most once per that limit's window (a Redis key set only if absent, expiring
 * with the window), not once per attempt. Nothing depends on the mark but the mail's repetition.
 */
@Injectable()
export class GuessingAlerts {
  private readonly logger = new Logger(GuessingAlerts.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /**
   * `limit` of `bucket` (a key without any e-mail address) is used up: mails the account found by
   * `account`, unless this window's mail went already. Never fails the request it comes from.
   */
  async raise(
    limit: RateLimitName,
    bucket: string,
    account: { id: string } | { email: string },
    guessed: SignInGuessedMailRequested['guessed'],
    knownBrowser: boolean,
  ): Promise<void> {
    try {
      const mark = `${this.config.queuePrefix}:guessing-alert:${limit}:${bucket}`;
      const first = await this.redis.set(mark, '1', 'EX', this.config.rateLimits[limit].durationSeconds, 'NX');
      if (first !== 'OK') return;
      const user = await this.db.getRepository(UserEntity).findOneBy(account);
      if (!user || user.deactivatedAt) return;
      await appendOutbox(this.db.manager, 'mail.sign-in-guessed', {
        to: user.email,
        name: user.name,
        guessed,
        knownBrowser,
      });
    } catch (error) {
      this.logger.warn({ err: error, limit }, 'guessing alert not sent');
    }
  }
}
