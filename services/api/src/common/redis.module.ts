import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, createRedisClient, type AppConfig, type RedisClient } from '@earnwave/config';

export const REDIS = Symbol('REDIS');

/** One shared Redis connection for rate limits and health; BullMQ keeps its own. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        createRedisClient(config, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false }),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: RedisClient) {}

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
  }
}
