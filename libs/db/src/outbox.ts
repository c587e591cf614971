import { randomUUID } from 'node:crypto';
import { EVENT_QUEUE, type OutboxEvents, type OutboxEventType } from '@earnwave/contracts';
import type { EntityManager } from 'typeorm';
import { OutboxEventEntity } from './entities/outbox-event.entity';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Records that a processor handled these events. Called inside the processor's own transaction
 * when it has one (the effect and the record commit together), otherwise right after the effect.
 * An event that is never recorded is relayed again by the worker's sweeper: delivery is
 * at-least-once, so processing must be idempotent. Ids that are not outbox rows change nothing.
 */
export async function markOutboxProcessed(manager: EntityManager, eventIds: string[]): Promise<void> {
  const ids = [...new Set(eventIds.filter((id) => UUID.test(id ?? '')))];
  if (ids.length === 0) return;
  await manager.query(`UPDATE outbox SET processed_at = now() WHERE id = ANY($1::uuid[]) AND processed_at IS NULL`, [
    ids,
  ]);
}
