import { Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AppConfig, RateLimitName } from '@earnwave/config';
import type { Request } from 'express';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '@earnwave/config';
import { RateLimited } from '../errors';
import { REDIS } from '../redis.module';

const RATE_LIMIT = 'rate-limit';

/** Counts calls to this route per client address in Redis, so every API replica shares the count. */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT, name);

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limiters = new Map<RateLimitName, RateLimiterRedis>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT, context.getHandler());
    if (!name) return true;
    const request = context.switchToHttp().getRequest<Request>();
    try {
      await this.limiter(name).consume(request.ip ?? 'unknown');
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimited(Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  }

  private limiter(name: RateLimitName): RateLimiterRedis {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const rule = this.config.rateLimits[name];
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.config.queuePrefix}:rate:${name}`,
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
