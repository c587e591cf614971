import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../../../common/redis.module';

/** What the readiness check asks of PostgreSQL and Redis. */
@Injectable()
export class HealthRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Resolves when the database answers a trivial query through the pool. */
  async pingDatabase(): Promise<void> {
    await this.db.query('SELECT 1');
  }

  async pingRedis(): Promise<void> {
    await this.redis.ping();
  }
}
