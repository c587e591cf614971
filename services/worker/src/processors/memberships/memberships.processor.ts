import { Processor, WorkerHost } from '@nestjs/bullmq';
import { QUEUES, type OutboxJobData } from '@earnwave/contracts';
import type { Job } from 'bullmq';
import { eventIdsOf } from '../../outbox/outbox-jobs';
import { FreeActivationService } from './free-activation.service';

/** Membership activations that need no administrator. */
@Processor(QUEUES.memberships, { concurrency: 8 })
export class MembershipsProcessor extends WorkerHost {
  constructor(private readonly freeActivation: FreeActivationService) {
    super();
  }

  async process(job: Job<OutboxJobData>): Promise<void> {
    await this.freeActivation.activate(eventIdsOf(job.data));
  }
}
