import { randomUUID } from 'node:crypto';
import { PostgresMembershipLookup, PostgresUnitOfWork } from '@earnwave/db';
import { TestClock } from '../test-clock';
import { contractDatabase } from './contract-database';
import { InMemoryMemberships } from './in-memory-memberships';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work';
import { membershipLookupContract } from './membership-lookup.contract';

const database = contractDatabase();

membershipLookupContract('PostgresMembershipLookup', () => {
  const clock = new TestClock();
  return {
    memberships: new PostgresMembershipLookup(clock),
    unitOfWork: new PostgresUnitOfWork(database.dataSource()),
    clock,
    member: () => database.member(),
    hold: database.hold,
  };
});

membershipLookupContract('InMemoryMemberships', () => {
  const clock = new TestClock();
  const memberships = new InMemoryMemberships(clock);
  return {
    memberships,
    unitOfWork: new InMemoryUnitOfWork(),
    clock,
    member: async () => randomUUID(),
    hold: async (memberId, membership) => memberships.hold(memberId, membership),
  };
});
