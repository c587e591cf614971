import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import type { OnApplicationBootstrap } from '@nestjs/common';
import { MAINTENANCE_JOBS, QUEUES, type MaintenanceJobName } from '@earnwave/contracts';
import { UnrecoverableError, type Job, type Queue } from 'bullmq';
import { MaintenanceService } from './maintenance.service';

/**
 * Runs the scheduled jobs. The schedulers are upserted at every boot: BullMQ keeps one per id, so
 * restarts and several workers never duplicate them, and a changed pattern replaces the old one.
 */
@Processor(QUEUES.maintenance)
export class MaintenanceProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly maintenance: MaintenanceService,
    @InjectQueue(QUEUES.maintenance) private readonly queue: Queue,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const { name, pattern } of Object.values(MAINTENANCE_JOBS)) {
      await this.queue.upsertJobScheduler(name, { pattern, tz: 'UTC' }, { name });
    }
  }

  async process(job: Job): Promise<unknown> {
    switch (job.name as MaintenanceJobName) {
      case MAINTENANCE_JOBS.membershipExpiry.name:
        return { ended: await this.maintenance.expireMemberships() };
      case MAINTENANCE_JOBS.ledgerReconciliation.name:
        return { ok: (await this.maintenance.reconcileLedger()).ok };
      case MAINTENANCE_JOBS.taskProofAutoApproval.name:
        return { approved: await this.maintenance.autoApproveTaskProofs() };
      default:
        throw new UnrecoverableError(`unknown maintenance job ${job.name}`);
    }
  }
}
