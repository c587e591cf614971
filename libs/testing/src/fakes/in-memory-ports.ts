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
  return { clock, outbox, memberships, ledger, unitOfWork };
}
