import { jobIdForEvent, QUEUES, type OutboxJobData, type QueueName } from '@earnwave/contracts';
import type { OutboxEventEntity } from '@earnwave/db';
import { createHash } from 'node:crypto';

/**
 * Settlement events that the outbox relay moved together travel as one job of this name: one
 * BullMQ job per event cost more CPU (Redis scripts, socket writes, job bookkeeping) than the
 * ledger write itself, and capped one worker near 2,000 events/s on 2 cores.
 */
export const SETTLEMENT_GROUP_JOB = 'settlement-group';

/**
 * A group's job id derives from its events, so the same group relayed twice (a relay that died
 * between publishing and marking its rows sent) is one job. A different grouping of an event that
 * was already relayed is a second job: a no-op, since the first to settle claims the event.
 */
export function settlementGroupJobId(eventIds: string[]): string {
  return `grp-${createHash('sha256').update(eventIds.join(',')).digest('hex').slice(0, 40)}`;
}

/** Settlement events per job: a job per event cost more than the ledger write it carries. */
export const SETTLEMENT_GROUP_SIZE = 100;

/** What a job is built from: the row as the relay and the sweeper read it. */
export type RelayedEvent = Pick<OutboxEventEntity, 'id' | 'type'>;

/** A BullMQ job of relayed events, with the ids of the events it carries. */
export interface OutboxJob {
  name: string;
  data: OutboxJobData;
  opts: { jobId: string };
  eventIds: string[];
}

/**
 * The relay's job id for its first send (`attempt` 0), and a new one for each re-relay by the
 * sweeper (`evt-{id}-r1`, `grp-...-r2`): BullMQ keeps finished jobs for a day and would take a
 * re-relay under the old id for a duplicate of the job that was lost or failed.
 */
export function relayJobId(baseId: string, attempt: number): string {
  return attempt === 0 ? baseId : `${baseId}-r${attempt}`;
}

/**
 * The jobs that carry these events of one queue: one job per event, its id the event's, so an
 * event relayed twice is one job; settlement events in groups of up to SETTLEMENT_GROUP_SIZE
 * (see SettlementProcessor), the group's id derived from its events' ids. A job carries the ids
 * only (OutboxJobData); its name is for people reading the queue board.
 */
export function outboxJobs(queue: QueueName, events: RelayedEvent[], attempt = 0): OutboxJob[] {
  if (queue !== QUEUES.settlement) return events.map((event) => eventJob(event, attempt));
  const jobs: OutboxJob[] = [];
  for (let at = 0; at < events.length; at += SETTLEMENT_GROUP_SIZE) {
    const chunk = events.slice(at, at + SETTLEMENT_GROUP_SIZE);
    if (chunk.length === 1) {
      jobs.push(eventJob(chunk[0], attempt));
      continue;
    }
    const eventIds = chunk.map((event) => event.id);
    jobs.push({
      name: SETTLEMENT_GROUP_JOB,
      data: { eventIds },
      opts: { jobId: relayJobId(settlementGroupJobId(eventIds), attempt) },
      eventIds,
    });
  }
  return jobs;
}

/** The jobs as BullMQ's addBulk takes them. */
export function bulkOf(jobs: OutboxJob[]) {
  return jobs.map(({ name, data, opts }) => ({ name, data, opts }));
}

/** Event id to the id of the job that carries it. */
export function jobIdsByEvent(jobs: OutboxJob[]): Map<string, string> {
  return new Map(jobs.flatMap((job) => job.eventIds.map((eventId) => [eventId, job.opts.jobId] as const)));
}

/**
 * The event ids a job's data names; anything else in it is ignored, and data of another shape
 * (a job forged into Redis, or one relayed before jobs carried ids only) names none: the sweeper
 * relays again whatever such a job leaves unprocessed.
 */
export function eventIdsOf(data: unknown): string[] {
  const ids = (data as Partial<OutboxJobData> | null)?.eventIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

function eventJob(event: RelayedEvent, attempt: number): OutboxJob {
  return {
    name: event.type,
    data: { eventIds: [event.id] },
    opts: { jobId: relayJobId(jobIdForEvent(event.id), attempt) },
    eventIds: [event.id],
  };
}

export function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
