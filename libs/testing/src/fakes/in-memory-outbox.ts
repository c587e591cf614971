import { randomUUID } from 'node:crypto';
import type { OutboxEvents, OutboxEventType } from '@earnwave/contracts';
import { Outbox, type OutboxRow, type Transaction } from '@earnwave/db';
import { onRollback } from './in-memory-unit-of-work';

/** An event as the fake outbox holds it: its payload as the worker would read it back (JSON). */
export interface OutboxEventRecord {
  id: string;
  type: OutboxEventType;
  payload: unknown;
}

/**
 * The outbox in memory (the port's real adapter is libs/db's PostgresOutbox; both pass
 * `outbox.contract.ts`). Events appended by a unit of work that rolls back are gone. An event a
 * spend wrote as an `outboxRow` (InMemoryLedger's rows) lands here too.
 */
export class InMemoryOutbox extends Outbox {
  events: OutboxEventRecord[] = [];

  async append<T extends OutboxEventType>(tx: Transaction, type: T, payload: OutboxEvents[T]): Promise<string> {
    const id = randomUUID();
    // Through JSON, as the jsonb column keeps it: a bigint would fail here as it fails there.
    this.add(tx, { id, type, payload: JSON.parse(JSON.stringify(payload)) });
    return id;
  }

  /** An `outboxRow` inserted by a writer that takes rows (the ledger's spend). */
  insertRow(tx: Transaction, { values }: OutboxRow): void {
    this.add(tx, { id: values.id, type: values.type, payload: JSON.parse(values.payload) });
  }

  /** The events of this type, oldest first. */
  ofType<T extends OutboxEventType>(type: T): (OutboxEventRecord & { payload: OutboxEvents[T] })[] {
    return this.events.filter((event) => event.type === type) as (OutboxEventRecord & { payload: OutboxEvents[T] })[];
  }

  private add(tx: Transaction, event: OutboxEventRecord): void {
    this.events.push(event);
    onRollback(tx, () => {
      this.events = this.events.filter((kept) => kept !== event);
    });
  }
}
