import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { QUEUES, type OutboxEvents, type OutboxJobData } from '@earnwave/contracts';
import { markOutboxProcessed, unprocessedOutboxEvents } from '@earnwave/db';
import { UnrecoverableError, type Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { eventIdsOf } from '../../outbox/outbox-jobs';
import { MAIL_TEMPLATES, type MailContext, type MailEventType, type MailMessage } from './mail-templates';
import { MailTransport } from './mail-transport';

/**
 * Sends the mail an event asks for, as its outbox row says (a job names the event only, so a job
 * forged into Redis cannot send our mail to anyone, nor a link of its choosing); SMTP failures are retried with backoff by BullMQ. A sent mail
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

  async process(job: Job<OutboxJobData>): Promise<void> {
    for (const event of await unprocessedOutboxEvents(this.db.manager, QUEUES.mail, eventIdsOf(job.data))) {
      const template = MAIL_TEMPLATES[event.type as MailEventType] as
        ((event: OutboxEvents[MailEventType], context: MailContext) => MailMessage) | undefined;
      if (!template) throw new UnrecoverableError(`no mail template for ${event.type}`);
      await this.transport.send(template(event.payload as OutboxEvents[MailEventType], this.config));
      // The mail is gone: failing the job now would only make BullMQ send it again, at once and up
      // to its attempts. Unrecorded, it is sent once more by the sweeper at worst.
      await markOutboxProcessed(this.db.manager, [event.id]).catch((error: unknown) =>
        this.logger.warn({ err: error, job: job.id }, 'sent mail not recorded as processed'),
      );
    }
  }
}
