import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { QUEUES, type OutboxEvents } from '@earnwave/contracts';
import { markOutboxProcessed } from '@earnwave/db';
import { UnrecoverableError, type Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { MAIL_TEMPLATES, type MailContext, type MailEventType, type MailMessage } from './mail-templates';
import { MailTransport } from './mail-transport';

/**
 * Sends the mail an event asks for; SMTP failures are retried with backoff by BullMQ. A sent mail
 * is recorded as processed right after the send (SMTP has no transaction to share): if that record
 * is lost, the outbox sweeper sends the mail once more, which is accepted (at-least-once).
 */
@Processor(QUEUES.mail, { concurrency: 8 })
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transport: MailTransport,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    super();
  }

  async process(job: Job<OutboxEvents[MailEventType] & { eventId?: string }>): Promise<void> {
    const template = MAIL_TEMPLATES[job.name as MailEventType] as
      ((event: OutboxEvents[MailEventType], context: MailContext) => MailMessage) | undefined;
    if (!template) throw new UnrecoverableError(`no mail template for ${job.name}`);
    await this.transport.send(template(job.data, this.config));
    // The mail is gone: failing the job now would only make BullMQ send it again, at once and up
    // to its attempts. Unrecorded, it is sent once more by the sweeper at worst.
    await markOutboxProcessed(this.db.manager, [job.data.eventId ?? '']).catch((error: unknown) =>
      this.logger.warn({ err: error, job: job.id }, 'sent mail not recorded as processed'),
    );
  }
}
