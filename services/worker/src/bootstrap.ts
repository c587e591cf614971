import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { createLogger, PinoNestLogger, type AppConfig } from '@earnwave/config';
import type { Clock } from '@earnwave/domain';
import { WorkerModule, type WorkerOptions } from './worker.module';

/** Starts the processors and the outbox relay; the tests start the same thing in-process. */
export async function createWorker(
  config: AppConfig,
  clock?: Clock,
  options?: WorkerOptions,
): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, clock, options), {
    logger: new PinoNestLogger(createLogger(config.logLevel)),
  });
  app.enableShutdownHooks();
  return app;
}
