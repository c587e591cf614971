import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MAINTENANCE_JOBS, QUEUES, type MaintenanceJobName } from '@earnwave/contracts';
import { UnrecoverableError, type Job, type Queue } from 'bullmq';
import { OutboxRedeliveryService } from '../../outbox/outbox-redelivery.service';
import { ChainChecksService } from '../../payment-desk/chain-checks.service';
import { MaintenanceService } from './maintenance.service';
import { Retention } from './retention';

/** A Redis that restarted without its data has lost the schedulers: they are put back this often. */
const RESCHEDULE_EVERY_MS = 10 * 60 * 1000;

/**
 * Runs the scheduled jobs. The schedulers are upserted at every boot and every 10 minutes after:
 * BullMQ keeps one per id, so restarts and several workers never duplicate them, a changed pattern
 * replaces the old one, a Redis that lost its data gets them back, and one no longer scheduled goes.
 */
@Processor(QUEUES.maintenance)
export class MaintenanceProcessor extends WorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MaintenanceProcessor.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly maintenance: MaintenanceService,
    private readonly outboxRedelivery: OutboxRedeliveryService,
    private readonly retention: Retention,
    private readonly chainChecks: ChainChecksService,
    @InjectQueue(QUEUES.maintenance) private readonly queue: Queue,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.upsertSchedulers();
    this.timer = setInterval(() => {
      this.upsertSchedulers().catch((error: unknown) => this.logger.warn({ err: error }, 'schedulers not upserted'));
    }, RESCHEDULE_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async upsertSchedulers(): Promise<void> {
    const jobs = Object.values(MAINTENANCE_JOBS);
    for (const { name, pattern } of jobs) {
      await this.queue.upsertJobScheduler(name, { pattern, tz: 'UTC' }, { name });
    }
    // A job an earlier version scheduled and this one folded into another (review-records-erasure
    // into retention) would otherwise start on schedule for ever, and fail as unknown.
    const current = new Set<string>(jobs.map(({ name }) => name));
    for (const { key } of await this.queue.getJobSchedulers()) {
      if (!current.has(key)) await this.queue.removeJobScheduler(key);
    }
  }

  async process(job: Job): Promise<unknown> {
    switch (job.name as MaintenanceJobName) {
      case MAINTENANCE_JOBS.membershipExpiry.name:
        return { ended: await this.maintenance.expireMemberships() };
      case MAINTENANCE_JOBS.ledgerReconciliation.name:
        return { ok: (await this.maintenance.reconcileLedger()).ok };
      case MAINTENANCE_JOBS.taskProofAutoApproval.name:
        // Proofs first: a lead whose last proof the timer approves is no longer idle.
        return {
          approved: await this.maintenance.autoApproveTaskProofs(),
          ...(await this.maintenance.endIdleTaskLeads()),
        };
      case MAINTENANCE_JOBS.outboxRedelivery.name:
        // Kept as the job's result: how many lost events were relayed again, left, parked.
        return this.outboxRedelivery.redeliver();
      case MAINTENANCE_JOBS.retention.name:
        // Kept as the job's result: how many rows of each kind went.
        return this.retention.run();
      case MAINTENANCE_JOBS.chainChecks.name:
        return this.chainChecks.run();
      default:
        throw new UnrecoverableError(`unknown maintenance job ${job.name}`);
    }
  }
}
