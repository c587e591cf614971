import { Processor, WorkerHost } from '@nestjs/bullmq';
import { QUEUES, type EventJob } from '@earnwave/contracts';
import { UnrecoverableError, type Job } from 'bullmq';
import { FreeActivationService } from './free-activation.service';

/** Membership activations that need no administrator. */
@Processor(QUEUES.memberships, { concurrency: 8 })
export class MembershipsProcessor extends WorkerHost {
  constructor(private readonly freeActivation: FreeActivationService) {
    super();
  }

  async process(job: Job<EventJob<'membership.free-requested'>>): Promise<void> {
    if (job.name !== 'membership.free-requested') throw new UnrecoverableError(`unknown membership job ${job.name}`);
    await this.freeActivation.activate(job.data);
  }
}
