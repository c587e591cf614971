import { PostgresUnitOfWork } from '@earnwave/db';
import { contractDatabase, DAY_MS, InMemoryUnitOfWork, TestClock } from '@earnwave/testing';
import { randomUUID } from 'node:crypto';
import { membershipRequestDecisionsContract } from './membership-request-decisions.contract';
import { InMemoryMembershipRequests } from './membership-request-decisions.fake';
import { MembershipsRepository } from './memberships.repository';

const database = contractDatabase();
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

membershipRequestDecisionsContract('MembershipsRepository', () => ({
  decisions: new MembershipsRepository(database.dataSource()),
  unitOfWork: new PostgresUnitOfWork(database.dataSource()),
  member: () => database.user(),
  async usdtRequest(memberId) {
    const id = randomUUID();
    await database.dataSource().query(
      `INSERT INTO member_subscriptions (id, member_id, level, method, receipt, amount, transfer_date)
       VALUES ($1, $2, 'gold', 'usdt', $3, 10000000, current_date)`,
      [id, memberId, `txid-${id}`],
    );
    return id;
  },
  async cardMembership(memberId) {
    await database.hold(memberId, { level: 'gold', method: 'card', startedAt: daysAgo(1), endsAt: daysAgo(-29) });
    const [{ id }] = await database
      .dataSource()
      .query(`SELECT id FROM member_subscriptions WHERE member_id = $1 AND method = 'card'`, [memberId]);
    return id;
  },
  async expiredMembership(memberId) {
    await database.hold(memberId, {
      level: 'silver',
      method: 'card',
      startedAt: daysAgo(60),
      endsAt: daysAgo(30),
      status: 'expired',
    });
  },
  async statusOf(memberId) {
    const [row] = await database.dataSource().query(`SELECT status FROM users WHERE id = $1`, [memberId]);
    return row?.status;
  },
}));

membershipRequestDecisionsContract('InMemoryMembershipRequests', () => {
  const decisions = new InMemoryMembershipRequests(new TestClock());
  return {
    decisions,
    unitOfWork: new InMemoryUnitOfWork(),
    member: async () => randomUUID(),
    usdtRequest: async (memberId) => decisions.store(memberId),
    cardMembership: async (memberId) =>
      decisions.store(memberId, { method: 'card', status: 'active', startedAt: daysAgo(1), endedAt: daysAgo(-29) }),
    expiredMembership: async (memberId) => {
      decisions.store(memberId, { method: 'card', status: 'expired', startedAt: daysAgo(60), endedAt: daysAgo(30) });
    },
    statusOf: async (memberId) => decisions.statusOf(memberId),
  };
});
