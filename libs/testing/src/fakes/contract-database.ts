import { createDataSource, postEntries } from '@earnwave/db';
import { memberAvailable, PLATFORM, transfer } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../test-database';
import type { HeldMembership } from './in-memory-memberships';

/**
 * A test database for a contract suite's run against a real adapter, made before the file's tests
 * and dropped after them, with the rows the contracts start from written as the platform writes
 * them (members, the membership ladder, rewards through the ledger writer).
 */
export function contractDatabase() {
  let database: TestDatabase;
  let db: DataSource;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await createDataSource(database.url, 3).initialize();
    await db.query(
      `INSERT INTO membership_levels (slug, title, button_text, price, referrals, content_view, weekly_token_limit)
       SELECT slug, slug, slug, 10000000, '{"more": 0}', 1, 0 FROM unnest($1::varchar[]) AS slug`,
      [['bronze', 'silver', 'gold', 'cash']],
    );
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  /** A registered user: a member unless `role` says otherwise, active unless deactivated. */
  async function user({
    role = 'member',
    deactivated = false,
  }: { role?: 'member' | 'admin'; deactivated?: boolean } = {}) {
    const id = randomUUID();
    await db.query(
      `INSERT INTO users (id, name, email, password_hash, role, status, referral_code, deactivated_at)
       VALUES ($1, 'Member', $2 || '@test.local', 'x', $3, 'active', upper(substr(replace($2, '-', ''), 1, 12)),
               CASE WHEN $4::boolean THEN now() END)`,
      [id, id, role, deactivated],
    );
    return id;
  }

  return {
    dataSource: () => db,

    user,

    /** A member holding `amount`, paid as a reward. */
    async member(amount = 0n): Promise<string> {
      const id = await user();
      if (amount > 0n) {
        const reward = transfer(
          'content_view',
          `content_view:${randomUUID()}`,
          PLATFORM.rewards,
          memberAvailable(id),
          amount,
          {
            memberId: id,
          },
        );
        await db.transaction((manager) => postEntries(manager, [reward]));
      }
      return id;
    },

    /** Gives the member a membership, as activation leaves it (or as the expiry job marks it). */
    async hold(memberId: string, membership: HeldMembership): Promise<void> {
      const free = membership.method === 'free';
      await db.query(
        `INSERT INTO member_subscriptions
           (id, member_id, level, method, receipt, amount, transfer_date, status, started_at, ended_at, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $9)`,
        [
          randomUUID(),
          memberId,
          membership.level,
          membership.method,
          free ? 'FREE' : `receipt-${randomUUID()}`,
          free ? 0 : 10_000_000,
          membership.method === 'usdt' ? membership.startedAt.toISOString().slice(0, 10) : null,
          membership.status ?? 'active',
          membership.startedAt,
          membership.endsAt,
        ],
      );
    },

    async balance(account: string): Promise<bigint> {
      const [row] = await db.query(`SELECT balance::text FROM ledger_accounts WHERE id = $1`, [account]);
      return BigInt(row?.balance ?? 0);
    },

    /** How many `member-transfer.spent` events the outbox holds for this spend. */
    async spentEvents(spendKey: string): Promise<number> {
      const [{ n }] = await db.query(
        `SELECT count(*)::int AS n FROM outbox WHERE payload->>'spendTransactionKey' = $1`,
        [spendKey],
      );
      return n;
    },
  };
}
