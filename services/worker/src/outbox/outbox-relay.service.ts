import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { QUEUES, type QueueName } from '@earnwave/contracts';
import type { Queue } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { bulkOf, groupBy, jobIdsByEvent, outboxJobs } from './outbox-jobs';
import { OutboxRepository } from './infra/outbox.repository';

const BATCH_SIZE = 500;
const IDLE_DELAY_MS = 100;
const ERROR_DELAY_MS = 1000;

/**
 * Moves committed outbox rows to their BullMQ queues, then marks them sent, in one database
 * transaction: rows are locked (SKIP LOCKED, so relays on several workers share the work) and a
 * failed publish rolls back, leaving the rows for the next round. A Redis outage delays events
 * and never loses them; an event published twice is one job, because the job id is the event id
 * (settlement events travel in groups whose id derives from their events' ids; an event that lands
 * in two different groups is settled once all the same, since ledger writes are idempotent).
 *
 * Each row keeps the id of the job that carries it (`job_id`). Sent is not done: a processor
 * records `processed_at` when it has handled the event, and OutboxRedeliveryService relays again
 * what Redis lost after this relay marked it sent (see there).
 */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelayService.name);
  private readonly queues: Record<QueueName, Queue>;
  private running = false;
  private loop?: Promise<void>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: OutboxRepository,
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
      const events = await this.outbox.lockUnsent(manager, BATCH_SIZE);
      if (events.length === 0) return 0;
      const jobIds = new Map<string, string>();
      for (const [queue, group] of groupBy(events, (event) => event.queue)) {
        const jobs = outboxJobs(queue, group);
        await this.queues[queue].addBulk(bulkOf(jobs));
        for (const [eventId, jobId] of jobIdsByEvent(jobs)) jobIds.set(eventId, jobId);
      }
      await this.outbox.markSent(manager, jobIds, new Date());
      return events.length;
    });
  }
}
