import { UnitOfWork, type Transaction } from '@earnwave/db';

/** How to undo each write the fakes made in a transaction a unit of work opened, latest last. */
const undoLogs = new WeakMap<Transaction, (() => void)[]>();

/**
 * Records how to undo a fake's write made in `tx`, should its unit of work roll back. A write in a
 * transaction no unit of work opened (a spec's own `InMemoryUnitOfWork.transaction()`) stays.
 * Each write is undone by itself (a balance by its delta, a row by its identity), so that of two
 * units of work running at once, the one that fails takes back only what it wrote.
 */
export function onRollback(tx: Transaction, undo: () => void): void {
  undoLogs.get(tx)?.push(undo);
}

/**
 * The unit of work in memory: what a command wrote through the fakes stays when its work answers
 * and is undone when it throws, as PostgreSQL commits or rolls back. `committed` and `rolledBack`
 * count the transactions this opened (work joining a call's transaction opens none).
 */
export class InMemoryUnitOfWork extends UnitOfWork {
  committed = 0;
  rolledBack = 0;

  /** A transaction of the fakes, for a spec that hands a command the call's transaction. */
  static transaction(): Transaction {
    // The fakes never look inside it: a handle that stands for a transaction, as the real one does.
    return Object.freeze({ inMemory: true }) as unknown as Transaction;
  }

  async run<T>(work: (tx: Transaction) => Promise<T>, callTransaction?: Transaction): Promise<T> {
    if (callTransaction) return work(callTransaction);
    const tx = InMemoryUnitOfWork.transaction();
    const undo: (() => void)[] = [];
    undoLogs.set(tx, undo);
    try {
      const answer = await work(tx);
      this.committed += 1;
      return answer;
    } catch (error) {
      for (const step of undo.reverse()) step();
      this.rolledBack += 1;
      throw error;
    } finally {
      undoLogs.delete(tx);
    }
  }
}
