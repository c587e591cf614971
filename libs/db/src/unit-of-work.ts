import type { DataSource, EntityManager } from 'typeorm';

/**
 * A database transaction as ports see it. The real adapters run their SQL on it; the in-memory
 * fakes (libs/testing/src/fakes) only pass it along, so a handler never looks inside it.
 */
export type Transaction = EntityManager;

/**
 * The unit of work a command runs in: one transaction, committed when `work` answers and rolled
 * back when it throws. `callTransaction` is the one an idempotent call's interceptor opened
 * (`@Idempotent({ inOneTransaction: true })`): the command then joins it, so that the key, the
 * command's writes and the answer commit together.
 */
export abstract class UnitOfWork {
  abstract run<T>(work: (tx: Transaction) => Promise<T>, callTransaction?: Transaction): Promise<T>;
}

/** The unit of work over PostgreSQL: `DataSource.transaction`, or the call's own transaction. */
export class PostgresUnitOfWork extends UnitOfWork {
  constructor(private readonly db: DataSource) {
    super();
  }

  run<T>(work: (tx: Transaction) => Promise<T>, callTransaction?: Transaction): Promise<T> {
    return callTransaction ? work(callTransaction) : this.db.transaction(work);
  }
}
