import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { jobIdForEvent, QUEUES, type QueueName } from '@earnwave/contracts';
import { OutboxEventEntity } from '@earnwave/db';
import type { Queue } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, In } from 'typeorm';

const BATCH_SIZE = 500;
const IDLE_DELAY_MS = 100;
const ERROR_DELAY_MS = 1000;

/**
 * Moves committed outbox rows to their BullMQ queues, then marks them sent, in one database
 * transaction: rows are locked (SKIP LOCKED, so relays on several workers share the work) and a
 * failed publish rolls back, leaving the rows for the next round. A Redis outage delays events
 * and never loses them; an event published twice is one job, because the job id is the event id.
 */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelayService.name);
  private readonly queues: Record<QueueName, Queue>;
  private running = false;
  private loop?: Promise<void>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectQueue(QUEUES.mail) mail: Queue,
    @InjectQueue(QUEUES.settlement) settlement: Queue,
    @InjectQueue(QUEUES.memberships) memberships: Queue,
    @InjectQueue(QUEUES.maintenance) maintenance: Queue,
  ) {
    this.queues = { mail, settlement, memberships, maintenance };
  }

  onApplicationBootstrap(): void {
    this.running = true;
    this.loop = this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        const relayed = await this.relayBatch();
        if (relayed < BATCH_SIZE) await sleep(IDLE_DELAY_MS);
      } catch (error) {
        this.logger.warn({ err: error }, 'outbox relay failed; retrying');
        await sleep(ERROR_DELAY_MS);
      }
    }
  }

  /** Publishes one batch; answers how many events it moved. */
  async relayBatch(): Promise<number> {
    return this.db.transaction(async (manager) => {
      const events = await manager
        .getRepository(OutboxEventEntity)
        .createQueryBuilder('event')
        .where('event.sent_at IS NULL')
        .orderBy('event.created_at')
        .limit(BATCH_SIZE)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      if (events.length === 0) return 0;
      for (const [queue, group] of groupBy(events, (event) => event.queue as QueueName)) {
        await this.queues[queue].addBulk(
          group.map((event) => ({
            name: event.type,
            data: { eventId: event.id, ...(event.payload as object) },
            opts: { jobId: jobIdForEvent(event.id) },
          })),
        );
      }
      await manager.update(OutboxEventEntity, { id: In(events.map((event) => event.id)) }, { sentAt: new Date() });
      return events.length;
    });
  }
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
