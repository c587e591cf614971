import { randomUUID } from 'node:crypto';
import { TestClock } from '../test-clock';
import { InMemoryLedger } from './in-memory-ledger';
import { InMemoryMemberships } from './in-memory-memberships';
import { InMemoryOutbox } from './in-memory-outbox';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work';

/**
 * The shared ports' fakes wired together for a handler spec: the ledger hands a spend's outbox rows
 * to the outbox and asks the memberships for the free limit; the unit of work undoes what any fake
 * wrote in a transaction that throws.
 */
export function inMemoryPorts() {
  const clock = new TestClock();
  const outbox = new InMemoryOutbox();
  const memberships = new InMemoryMemberships(clock);
  const ledger = new InMemoryLedger(outbox, memberships);
  const unitOfWork = new InMemoryUnitOfWork();
  /** A new member's id: a paid membership (or the free one, or none) and `credits` (micro-credits) available. */
  const member = (credits = 0n, membership: 'paid' | 'free' | 'none' = 'paid') => {
    const id = randomUUID();
    if (membership !== 'none') memberships.give(id, membership === 'free' ? { level: 'bronze', method: 'free' } : {});
    if (credits > 0n) ledger.credit(id, credits);
    return id;
  };
  return { clock, outbox, memberships, ledger, unitOfWork, member };
}
