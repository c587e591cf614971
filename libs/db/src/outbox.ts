import { randomUUID } from 'node:crypto';
import { EVENT_QUEUE, type OutboxEvents, type OutboxEventType, type QueueName } from '@earnwave/contracts';
import type { EntityManager } from 'typeorm';
import { OutboxEventEntity } from './entities/outbox-event.entity';
import type { RowToInsert } from './ledger/spend-writer';

/**
 * Appends an event to the outbox inside the caller's transaction: it is published only if the
 * change it reports commits. Answers the event id.
 */
export async function appendOutbox<T extends OutboxEventType>(
  manager: EntityManager,
  type: T,
  payload: OutboxEvents[T],
): Promise<string> {
  const id = randomUUID();
  await manager.insert(OutboxEventEntity, { id, type, queue: EVENT_QUEUE[type], payload });
  return id;
}

/** An outbox event as a row, with its payload as JSON text. */
export interface OutboxRow extends RowToInsert {
  table: 'outbox';
  values: { id: string; type: OutboxEventType; queue: QueueName; payload: string };
}

/**
 * appendOutbox's row, for a writer that inserts it in a statement of its own (postSpend, a counted
 * view): the event goes in with the change it reports, in the same statement.
 */
export function outboxRow<T extends OutboxEventType>(type: T, payload: OutboxEvents[T]): OutboxRow {
  return {
    table: 'outbox',
    values: { id: randomUUID(), type, queue: EVENT_QUEUE[type], payload: JSON.stringify(payload) },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Records that a processor handled these events. Called inside the processor's own transaction
 * when it has one (the effect and the record commit together), otherwise right after the effect.
 * An event that is never recorded is relayed again by the worker's sweeper: delivery is
 * at-least-once, so processing must be idempotent. Ids that are not outbox rows change nothing.
 */
export async function markOutboxProcessed(manager: EntityManager, eventIds: string[]): Promise<void> {
  const ids = uuidsOf(eventIds);
  if (ids.length === 0) return;
  await manager.query(`UPDATE outbox SET processed_at = now() WHERE id = ANY($1::uuid[]) AND processed_at IS NULL`, [
    ids,
  ]);
}

/** An outbox event as its committed row holds it: the only payload a processor acts on. */
export interface OutboxEventRow {
  id: string;
  type: OutboxEventType;
  payload: unknown;
}

/**
 * Claims events of `queue` for processing inside the caller's transaction: marks them processed
 * and answers their committed payloads, oldest first. A job carries event ids only, so ids that
 * are not unprocessed outbox rows of this queue (forged, edited, already handled, another queue's)
 * are left out and move nothing. The row lock makes a second claim of the same event (a redelivery
 * running at once) wait for the first and then find it processed; a relay still committing these
 * rows is waited for the same way.
 */
export async function claimOutboxEvents(
  manager: EntityManager,
  queue: QueueName,
  eventIds: string[],
): Promise<OutboxEventRow[]> {
  const ids = uuidsOf(eventIds);
  if (ids.length === 0) return [];
  return manager.query(
    `WITH claimed AS (
       UPDATE outbox SET processed_at = now()
       WHERE id = ANY($1::uuid[]) AND queue = $2 AND processed_at IS NULL
       RETURNING id, type, payload, created_at)
     SELECT id, type, payload FROM claimed ORDER BY created_at, id`,
    [ids, queue],
  );
}

/**
 * Reads the unprocessed events of `queue` among these ids, without claiming them: for processors
 * whose effect cannot share a transaction (mail), which record it with markOutboxProcessed after.
 */
export async function unprocessedOutboxEvents(
  manager: EntityManager,
  queue: QueueName,
  eventIds: string[],
): Promise<OutboxEventRow[]> {
  const ids = uuidsOf(eventIds);
  if (ids.length === 0) return [];
  return manager.query(
    `SELECT id, type, payload FROM outbox
     WHERE id = ANY($1::uuid[]) AND queue = $2 AND processed_at IS NULL
     ORDER BY created_at, id`,
    [ids, queue],
  );
}

function uuidsOf(eventIds: unknown[]): string[] {
  return [...new Set(eventIds.filter((id): id is string => typeof id === 'string' && UUID.test(id)))];
}
