import type { AppConfig, RateLimitName, RedisClient } from '@earnwave/config';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimited } from '../errors';

/**
 * Counts actions under the configured rules (`config.rateLimits`), in Redis under the run's
 * prefix so that every API replica shares the count. `scope` keeps one kind of key (client
 * addresses, members) apart from another.
 */
export class RateCounter {
  private readonly limiters = new Map<RateLimitName, RateLimiterRedis>();

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisClient,
    private readonly scope: string,
  ) {}

  /** Counts one action of `key`; answers the points left, or throws RateLimited (429) past the limit. */
  async consume(name: RateLimitName, key: string): Promise<number> {
    try {
      return (await this.limiter(name).consume(key)).remainingPoints;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimited(Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  }

  /** Gives back the point `key` took for an action that turned out not to count. */
  async refund(name: RateLimitName, key: string): Promise<void> {
    await this.limiter(name).reward(key);
  }

  /** Forgets what `key` used of the limit, as if its window had passed. */
  async clear(name: RateLimitName, key: string): Promise<void> {
    await this.limiter(name).delete(key);
  }

  private limiter(name: RateLimitName): RateLimiterRedis {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const rule = this.config.rateLimits[name];
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.config.queuePrefix}:${this.scope}:${name}`,
        points: rule.points,
        duration: rule.durationSeconds,
        // While Redis is unreachable each replica counts in memory: limits stay on, sign-in stays up.
        insuranceLimiter: new RateLimiterMemory({ points: rule.points, duration: rule.durationSeconds }),
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}
