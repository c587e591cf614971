import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { QUEUES, type OutboxEvents } from '@earnwave/contracts';
import { UnrecoverableError, type Job } from 'bullmq';
import { MAIL_TEMPLATES, type MailContext, type MailEventType, type MailMessage } from './mail-templates';
import { MailTransport } from './mail-transport';

/** Sends the mail an event asks for; SMTP failures are retried with backoff by BullMQ. */
@Processor(QUEUES.mail, { concurrency: 8 })
export class MailProcessor extends WorkerHost {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transport: MailTransport,
  ) {
    super();
  }

  async process(job: Job<OutboxEvents[MailEventType]>): Promise<void> {
    const template = MAIL_TEMPLATES[job.name as MailEventType] as
      ((event: OutboxEvents[MailEventType], context: MailContext) => MailMessage) | undefined;
    if (!template) throw new UnrecoverableError(`no mail template for ${job.name}`);
    await this.transport.send(template(job.data, this.config));
  }
}
