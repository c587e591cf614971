import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { jobIdForEvent, QUEUES } from '@earnwave/contracts';
import type { Job, Queue } from 'bullmq';
import { createHash } from 'node:crypto';
import { Batcher } from './batcher';
import { SettlementService, type SettlementJob } from './settlement.service';

/**
 * Settlement events that the outbox relay moved together travel as one job of this name: one
 * BullMQ job per event cost more CPU (Redis scripts, socket writes, job bookkeeping) than the
 * ledger write itself, and capped one worker near 2,000 events/s on 2 cores.
 */
export const SETTLEMENT_GROUP_JOB = 'settlement-group';
export interface SettlementGroupData {
  events: SettlementJob[];
}

/**
 * A group's job id derives from its events, so the same group relayed twice (a relay that died
 * between publishing and marking its rows sent) is one job. A different grouping of an event that
 * was already relayed is a second job: a no-op, since every ledger write is idempotent.
 */
export function settlementGroupJobId(eventIds: string[]): string {
  return `grp-${createHash('sha256').update(eventIds.join(',')).digest('hex').slice(0, 40)}`;
}

/**
 * Settles earned and transferred credits. Jobs (single events, or groups of them) run at once
 * (concurrency) and feed one batcher, so the ledger writes go in groups: one database transaction
 * per group, not per event.
 *
 * An event of a group that still fails when settled alone becomes a job of its own (its usual
 * `evt-{id}` id), with its own retries, and is parked alone; the rest of the group completes.
 *
 * Crash recovery: the jobs a dead worker held stay active until their lock expires and a stalled
 * check moves them back to wait. BullMQ's defaults (30 s lock, 30 s check) leave a crashed
 * worker's jobs unsettled for 30-65 s; a group commits in milliseconds and the lock is renewed by
 * a timer every lockDuration / 2, so 10 s and 5 s bring that to 10-15 s.
 */
@Processor(QUEUES.settlement, { concurrency: 64, lockDuration: 10_000, stalledInterval: 5_000 })
export class SettlementProcessor extends WorkerHost {
  private readonly logger = new Logger(SettlementProcessor.name);
  private readonly batcher: Batcher<SettlementJob>;

  constructor(
    settlement: SettlementService,
    @InjectQueue(QUEUES.settlement) private readonly queue: Queue,
  ) {
    super();
    this.batcher = new Batcher(async (jobs) => void (await settlement.settle(jobs)), {
      maxItems: 500,
      maxWaitMs: 20,
      maxConcurrent: 2,
    });
  }

  async process(job: Job): Promise<void> {
    if (job.name !== SETTLEMENT_GROUP_JOB)
      return this.batcher.submit({ type: job.name, data: job.data } as SettlementJob);
    const { events } = job.data as SettlementGroupData;
    const outcomes = await Promise.allSettled(events.map((event) => this.batcher.submit(event)));
    const failed = events.filter((_, i) => outcomes[i].status === 'rejected');
    if (failed.length === 0) return;
    this.logger.warn(
      { job: job.id, failed: failed.map((event) => event.data.eventId) },
      'events of a settlement group failed; each goes on as a job of its own',
    );
    await this.queue.addBulk(
      failed.map((event) => ({
        name: event.type,
        data: event.data,
        opts: { jobId: jobIdForEvent(event.data.eventId) },
      })),
    );
  }
}
