import { Processor, WorkerHost } from '@nestjs/bullmq';
import { QUEUES } from '@earnwave/contracts';
import type { Job } from 'bullmq';
import { Batcher } from './batcher';
import { SettlementService, type SettlementJob } from './settlement.service';

/**
 * Settles earned and transferred credits. Many jobs run at once (concurrency) and feed one
 * batcher, so the ledger writes go in groups: one database transaction per group, not per event.
 */
@Processor(QUEUES.settlement, { concurrency: 256 })
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
