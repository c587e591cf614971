import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { jobIdForEvent, QUEUES, type OutboxJobData } from '@earnwave/contracts';
import type { Job, Queue } from 'bullmq';
import { eventIdsOf } from '../../outbox/outbox-jobs';
import { Batcher } from './batcher';
import { SettlementService } from './settlement.service';

/** An event of a group that failed, sent on as a job of its own. */
export const SETTLEMENT_RETRY_JOB = 'settlement-retry';

/**
 * Settles earned and transferred credits. A job names events by id only (OutboxJobData); the
 * SettlementService loads what each one pays from its outbox row. Jobs (single events, or groups of
 * them) run at once (concurrency) and feed one batcher, so the ledger writes go in groups: one
 * database transaction per group, not per event.
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
  private readonly batcher: Batcher<string>;

  constructor(
    settlement: SettlementService,
    @InjectQueue(QUEUES.settlement) private readonly queue: Queue,
  ) {
    super();
    this.batcher = new Batcher(async (eventIds) => void (await settlement.settle(eventIds)), {
      maxItems: 500,
      maxWaitMs: 20,
      maxConcurrent: 2,
    });
  }

  async process(job: Job<OutboxJobData>): Promise<void> {
    const eventIds = eventIdsOf(job.data);
    // One event: its failure is the job's, retried by BullMQ.
    if (eventIds.length === 1) return this.batcher.submit(eventIds[0]);
    const outcomes = await Promise.allSettled(eventIds.map((eventId) => this.batcher.submit(eventId)));
    const failed = eventIds.filter((_, i) => outcomes[i].status === 'rejected');
    if (failed.length === 0) return;
    this.logger.warn({ job: job.id, failed }, 'events of a settlement group failed; each goes on as a job of its own');
    await this.queue.addBulk(
      failed.map((eventId) => ({
        name: SETTLEMENT_RETRY_JOB,
        data: { eventIds: [eventId] } satisfies OutboxJobData,
        opts: { jobId: jobIdForEvent(eventId) },
      })),
    );
  }
}
