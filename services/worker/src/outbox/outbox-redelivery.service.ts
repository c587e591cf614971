import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { jobIdForEvent, QUEUES, type QueueName } from '@earnwave/contracts';
import type { JobState, Queue } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { bulkOf, groupBy, jobIdsByEvent, outboxJobs } from './outbox-jobs';
import { OutboxRepository, type UnprocessedEvent } from './infra/outbox.repository';

/** Re-relays of one event before it is parked for an operator: a poison event must not loop. */
export const MAX_RELAY_ATTEMPTS = 5;
const PAGE_SIZE = 500;
/** A run stops after this many rows; the next run (a minute later) goes on. */
const MAX_PER_RUN = 10_000;

/** What the sweeper does with an event that was sent long ago and is still not processed. */
export type RedeliveryDecision = 'leave' | 'relay' | 'park';

/**
 * A job that still exists and is not finished will still run the event: leave it (a slow backlog
 * is not duplicated). A job that is gone (Redis lost it, or it was removed) or finished without
 * the event being recorded (failed for good: BullMQ's failed set holds only jobs with no retry
 * left, a retry waits in delayed) means the event is lost: relay it again, up to the cap, then park.
 */
export function redeliveryDecision(
  relayAttempts: number,
  jobStates: (JobState | 'unknown')[],
  maxAttempts = MAX_RELAY_ATTEMPTS,
): RedeliveryDecision {
  if (jobStates.some(isLive)) return 'leave';
  return relayAttempts < maxAttempts ? 'relay' : 'park';
}

function isLive(state: JobState | 'unknown'): boolean {
  return state !== 'unknown' && state !== 'completed' && state !== 'failed';
}

export interface RedeliveryRun {
  /** Events relayed again under a new job id. */
  relayed: number;
  /** Events whose job is still queued, running or retrying: left alone. */
  left: number;
  /** Events given up on in this run (their re-relays used up), for an operator. */
  parked: number;
}

/**
 * The outbox sweeper (the `outbox-redelivery` maintenance job, every minute). The relay marks a
 * row sent once its job is in Redis; a processor marks it processed once it has handled the event
 * (in the transaction of its effect where it has one). Redis may lose a job in between (a restart
 * without persistence, a failover): the row says sent and nothing will ever run it. The sweeper
 * finds rows sent more than OUTBOX_REDELIVER_AFTER_MINUTES ago and still unprocessed, and:
 *
 * - leaves alone a row whose job still exists unfinished (waiting, active, delayed for a retry):
 *   checked by `getJobState` on the row's job id and on `evt-{id}` (where a settlement group sends
 *   an event that failed in it), so a slow backlog is not duplicated;
 * - otherwise relays it again under a new job id (`evt-{id}-r1`, a group's id `-r2`, ...), since
 *   BullMQ keeps finished jobs a day and would drop a re-relay under the old id as a duplicate;
 * - after MAX_RELAY_ATTEMPTS re-relays, parks it (`parked_at`, an error in the log, the count in
 *   the job's result) instead of looping; an operator clears `parked_at` and `relay_attempts` to
 *   send it again.
 *
 * Delivery is at-least-once: a job that did its effect but died before recording it is run again.
 * Settlement and membership activation are idempotent (ledger idempotency keys, a compare-and-set
 * on the request) and record completion in the same transaction as their effect, so they never
 * repeat an effect. Mail cannot be undone or checked: a mail (verification, password reset,
 * invitation) whose send succeeded but whose record was not written (the worker died in between,
 * or the database did not answer) is sent a second time. That is accepted: the payload is the
 * event's, so it is the same message with the same single-use link.
 */
@Injectable()
export class OutboxRedeliveryService {
  private readonly logger = new Logger(OutboxRedeliveryService.name);
  private readonly queues: Record<QueueName, Queue>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxRepository,
    @InjectQueue(QUEUES.mail) mail: Queue,
    @InjectQueue(QUEUES.settlement) settlement: Queue,
    @InjectQueue(QUEUES.memberships) memberships: Queue,
    @InjectQueue(QUEUES.maintenance) maintenance: Queue,
  ) {
    this.queues = { mail, settlement, memberships, maintenance };
  }

  /** One sweep; `now` decides what is old enough (and is recorded as the new sent_at). */
  async redeliver(now: Date = new Date()): Promise<RedeliveryRun> {
    const cutoff = new Date(now.getTime() - this.config.outboxRedeliverAfterMinutes * 60_000);
    const run: RedeliveryRun = { relayed: 0, left: 0, parked: 0 };
    let after: { sentKey: string; id: string } | undefined;
    for (let seen = 0; seen < MAX_PER_RUN;) {
      const page = await this.db.transaction((manager) => this.sweepPage(manager, cutoff, now, after, run));
      seen += page.length;
      if (page.length < PAGE_SIZE) break;
      const last = page[page.length - 1];
      after = { sentKey: last.sentKey, id: last.id };
    }
    if (run.relayed) this.logger.warn(run, 'outbox events whose jobs were lost relayed again');
    return run;
  }

  /**
   * One page, oldest first, its rows locked (SKIP LOCKED: sweepers on several workers share the
   * work) while their jobs are checked and sent again, so the new job id and the count commit
   * with the send. A failed send rolls the page back; the same job ids are used next time.
   */
  private async sweepPage(
    manager: EntityManager,
    cutoff: Date,
    now: Date,
    after: { sentKey: string; id: string } | undefined,
    run: RedeliveryRun,
  ): Promise<UnprocessedEvent[]> {
    const rows = await this.outbox.lockUnprocessedPage(manager, cutoff, after, PAGE_SIZE);
    const known = rows.filter((row) => this.queues[row.queue]);
    const decisions = await Promise.all(
      known.map(async (row) => redeliveryDecision(row.relayAttempts, await this.jobStates(row))),
    );
    const toRelay = known.filter((_, i) => decisions[i] === 'relay');
    const toPark = known.filter((_, i) => decisions[i] === 'park');
    run.left += decisions.filter((decision) => decision === 'leave').length;

    const relayed: { id: string; jobId: string; attempt: number }[] = [];
    const batches = groupBy(toRelay, (row) => `${row.queue}:${row.relayAttempts + 1}`);
    for (const batch of batches.values()) {
      const attempt = batch[0].relayAttempts + 1;
      const jobs = outboxJobs(batch[0].queue, batch, attempt);
      await this.queues[batch[0].queue].addBulk(bulkOf(jobs));
      for (const [id, jobId] of jobIdsByEvent(jobs)) relayed.push({ id, jobId, attempt });
    }
    if (relayed.length) {
      await this.outbox.markRelayed(manager, relayed, now);
      run.relayed += relayed.length;
    }
    if (toPark.length) {
      await this.outbox.park(
        manager,
        toPark.map((row) => row.id),
        now,
      );
      run.parked += toPark.length;
      this.logger.error(
        { events: toPark.map((row) => ({ id: row.id, type: row.type, jobId: row.jobId })) },
        `outbox events parked: still not processed after ${MAX_RELAY_ATTEMPTS} re-relays`,
      );
    }
    return rows;
  }

  /** The states of the jobs that may carry the event: its recorded job, and its own `evt-{id}`. */
  private jobStates(row: UnprocessedEvent): Promise<(JobState | 'unknown')[]> {
    const ids = [...new Set([row.jobId, jobIdForEvent(row.id)].filter((id): id is string => !!id))];
    return Promise.all(ids.map((id) => this.queues[row.queue].getJobState(id)));
  }
}
