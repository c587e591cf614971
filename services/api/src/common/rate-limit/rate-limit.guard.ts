import { Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AppConfig, RateLimitName } from '@earnwave/config';
import type { FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import { APP_CONFIG } from '@earnwave/config';
import { REDIS } from '../redis.module';
import { RateCounter } from './rate-counter';

const RATE_LIMIT = 'rate-limit';

/** Counts calls to this route per client address in Redis, so every API replica shares the count. */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT, name);

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly counter: RateCounter;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(REDIS) redis: Redis,
  ) {
    this.counter = new RateCounter(config, redis, 'rate');
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT, context.getHandler());
    if (!name) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.counter.consume(name, request.ip ?? 'unknown');
    return true;
  }
}
