import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { jobIdForEvent, QUEUES, type QueueName } from '@earnwave/contracts';
import { OutboxEventEntity } from '@earnwave/db';
import type { Queue } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, In } from 'typeorm';
import {
  SETTLEMENT_GROUP_JOB,
  settlementGroupJobId,
  type SettlementGroupData,
} from '../processors/settlement/settlement.processor';
import type { SettlementJob } from '../processors/settlement/settlement.service';

const BATCH_SIZE = 500;
const SETTLEMENT_GROUP_SIZE = 100;
const IDLE_DELAY_MS = 100;
const ERROR_DELAY_MS = 1000;

/**
 * Moves committed outbox rows to their BullMQ queues, then marks them sent, in one database
 * transaction: rows are locked (SKIP LOCKED, so relays on several workers share the work) and a
 * failed publish rolls back, leaving the rows for the next round. A Redis outage delays events
 * and never loses them; an event published twice is one job, because the job id is the event id
 * (settlement events travel in groups whose id derives from their events' ids; an event that lands
 * in two different groups is settled once all the same, since ledger writes are idempotent).
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
        await this.queues[queue].addBulk(queue === QUEUES.settlement ? settlementJobs(group) : group.map(eventJob));
      }
      await manager.update(OutboxEventEntity, { id: In(events.map((event) => event.id)) }, { sentAt: new Date() });
      return events.length;
    });
  }
}

/** One job per event, its id the event's: an event relayed twice is one job. */
function eventJob(event: OutboxEventEntity) {
  return {
    name: event.type,
    data: { eventId: event.id, ...(event.payload as object) },
    opts: { jobId: jobIdForEvent(event.id) },
  };
}

/**
 * Settlement events go in groups of up to SETTLEMENT_GROUP_SIZE per job (see SettlementProcessor):
 * a job per event cost more than the ledger write it carries.
 */
function settlementJobs(events: OutboxEventEntity[]) {
  const jobs = [];
  for (let at = 0; at < events.length; at += SETTLEMENT_GROUP_SIZE) {
    const chunk = events.slice(at, at + SETTLEMENT_GROUP_SIZE);
    if (chunk.length === 1) {
      jobs.push(eventJob(chunk[0]));
      continue;
    }
    const data: SettlementGroupData = {
      events: chunk.map((event) => ({ type: event.type, data: eventJob(event).data }) as SettlementJob),
    };
    jobs.push({
      name: SETTLEMENT_GROUP_JOB,
      data,
      opts: { jobId: settlementGroupJobId(chunk.map((event) => event.id)) },
    });
  }
  return jobs;
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
