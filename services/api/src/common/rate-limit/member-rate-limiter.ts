import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type RateLimitName } from '@earnwave/config';
import type Redis from 'ioredis';
import { REDIS } from '../redis.module';
import { RateCounter } from './rate-counter';

/**
 * The same limits as RateLimitGuard, counted per signed-in member instead of per client address:
 * for actions that a route guard cannot see, such as socket events, or that must share one count
 * between HTTP and the socket (chat messages).
 */
@Injectable()
export class MemberRateLimiter {
  private readonly counter: RateCounter;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS) redis: Redis) {
    this.counter = new RateCounter(config, redis, 'rate:member');
  }

  /** Counts one action of the member; throws RateLimited (429) past the limit. */
  async consume(name: RateLimitName, memberId: string): Promise<void> {
    await this.counter.consume(name, memberId);
  }
}
