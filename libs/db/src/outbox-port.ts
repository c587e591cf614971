import type { OutboxEvents, OutboxEventType } from '@earnwave/contracts';
import { appendOutbox } from './outbox';
import type { Transaction } from './unit-of-work';

/**
 * The outbox as a command writes to it: an event appended in the caller's transaction, published
 * by the worker's relay only if that transaction commits. (A spend's event goes in with its debit
 * instead, as an `outboxRow` among the ledger writer's rows: one statement.)
 */
export abstract class Outbox {
  /** Appends the event; answers its id. */
  abstract append<T extends OutboxEventType>(tx: Transaction, type: T, payload: OutboxEvents[T]): Promise<string>;
}

/** The outbox table (appendOutbox). */
export class PostgresOutbox extends Outbox {
  append<T extends OutboxEventType>(tx: Transaction, type: T, payload: OutboxEvents[T]): Promise<string> {
    return appendOutbox(tx, type, payload);
  }
}
