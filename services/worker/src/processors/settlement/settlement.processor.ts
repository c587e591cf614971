import { Processor, WorkerHost } from '@nestjs/bullmq';
import { QUEUES } from '@earnwave/contracts';
import type { Job } from 'bullmq';
import { Batcher } from './batcher';
import { SettlementService, type SettlementJob } from './settlement.service';

/**
 * Settles earned and transferred credits. Many jobs run at once (concurrency) and feed one
 * batcher, so the ledger writes go in groups: one database transaction per group, not per event.
 *
 * Crash recovery: the jobs a dead worker held stay active until their lock expires and a stalled
 * check moves them back to wait. BullMQ's defaults (30 s lock, 30 s check) leave a crashed
 * worker's up-to-`concurrency` rewards unsettled for 30-65 s; a group commits in milliseconds and
 * the lock is renewed by a timer every lockDuration / 2, so 10 s and 5 s bring that to 10-15 s.
 */
@Processor(QUEUES.settlement, { concurrency: 256, lockDuration: 10_000, stalledInterval: 5_000 })
export class SettlementProcessor extends WorkerHost {
  private readonly batcher: Batcher<SettlementJob>;

  constructor(settlement: SettlementService) {
    super();
    this.batcher = new Batcher(async (jobs) => void (await settlement.settle(jobs)), { maxItems: 250, maxWaitMs: 20 });
  }

  process(job: Job): Promise<void> {
    return this.batcher.submit({ type: job.name, data: job.data } as SettlementJob);
  }
}
