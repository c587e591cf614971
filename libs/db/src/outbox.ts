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
