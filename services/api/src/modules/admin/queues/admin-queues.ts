import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, bullMqOptions, closeBullMqConnection, type AppConfig, type BullMqOptions } from '@earnwave/config';
import { QUEUES } from '@earnwave/contracts';
import { Queue } from 'bullmq';

export interface QueueHealth {
  name: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
  /** Set when Redis did not answer: the counts are then unknown (zero). */
  error?: string;
}

/** Long enough for a loaded Redis, short enough that a dashboard never hangs on a dead one. */
const COUNTS_TIMEOUT_MS = 2000;

/**
 * The worker's queues, opened by the API to look at them (counts, bull-board): the same names,
 * prefix and Redis as the worker's. The API adds no jobs to them: events leave through the outbox.
 */
@Injectable()
export class AdminQueues implements OnApplicationShutdown {
  readonly queues: Queue[];
  private readonly bullMq: BullMqOptions;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.bullMq = bullMqOptions(config);
    this.queues = Object.values(QUEUES).map((name) => new Queue(name, this.bullMq));
    // A Redis outage is reported by the counts; it must not crash the API through an unhandled event.
    for (const queue of this.queues) queue.on('error', () => undefined);
  }

  health(): Promise<QueueHealth[]> {
    return Promise.all(this.queues.map((queue) => this.countsOf(queue)));
  }

  private async countsOf(queue: Queue): Promise<QueueHealth> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer')), COUNTS_TIMEOUT_MS);
    });
    try {
      const counts = await Promise.race([
        queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed'),
        timeout,
      ]);
      return {
        name: queue.name,
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        failed: counts.failed ?? 0,
        completed: counts.completed ?? 0,
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : 'unavailable';
      return { name: queue.name, waiting: 0, active: 0, delayed: 0, failed: 0, completed: 0, error: message };
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.close().catch(() => undefined)));
    await closeBullMqConnection(this.bullMq);
  }
}
