import { createTestDatabase, type TestDatabase } from '@earnwave/testing';
import { memberAvailable, PLATFORM, transfer } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { createDataSource } from '../data-source';
import { contentViewUsageDrift, contentViewWeekUsage, weekUsageKey } from './content-view-usage';
import { lockAccounts, postEntries } from './ledger-writer';

describe('the ledger writer', () => {
  let database: TestDatabase;
  let db: DataSource;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await createDataSource(database.url, 3).initialize();
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  async function member(): Promise<string> {
    const id = randomUUID();
    await db.query(
      `INSERT INTO users (id, name, email, password_hash, role, status, referral_code)
       VALUES ($1, 'Member', $2 || '@test.local', 'x', 'member', 'active', upper(substr(replace($2, '-', ''), 1, 12)))`,
      [id, id],
    );
    return id;
  }
  const reward = (memberId: string, key = randomUUID()) =>
    transfer('content_view', `content_view:${key}`, PLATFORM.rewards, memberAvailable(memberId), 1000n, { memberId });
  const balance = async (account: string) =>
    BigInt((await db.query(`SELECT balance::text FROM ledger_accounts WHERE id = $1`, [account]))[0].balance);
  const postingsOf = async (account: string) =>
    BigInt(
      (
        await db.query(`SELECT coalesce(sum(amount), 0)::text AS sum FROM ledger_postings WHERE account_id = $1`, [
          account,
        ])
      )[0].sum,
    );

  it('lets two transactions pay rewards side by side: platform:rewards is never locked', async () => {
    const [first, second] = [await member(), await member()];
    // As on any ledger that has paid a reward before: the writer that creates an account's row
    // makes the others wait for its commit, once.
    await db.transaction((manager) => postEntries(manager, [reward(first)]));
    const before = await postingsOf(PLATFORM.rewards);
    const open = db.createQueryRunner();
    await open.startTransaction();
    try {
      await lockAccounts(open.manager, [memberAvailable(first), PLATFORM.rewards]);
      await postEntries(open.manager, [reward(first)]);
      // The first group has not committed; the second must not wait for it.
      await db.transaction(async (manager: EntityManager) => {
        await manager.query(`SET LOCAL lock_timeout = '2s'`);
        await lockAccounts(manager, [memberAvailable(second), PLATFORM.rewards]);
        await postEntries(manager, [reward(second)]);
      });
      await open.commitTransaction();
    } finally {
      await open.release();
    }
    expect(await balance(memberAvailable(first))).toBe(2000n);
    expect(await balance(memberAvailable(second))).toBe(1000n);
    // Its balance is the sum of its postings, which both transactions moved.
    expect((await postingsOf(PLATFORM.rewards)) - before).toBe(-2000n);
  });

  it('posts a replayed entry once, whether the caller locked its accounts or not', async () => {
    const memberId = await member();
    const entry = reward(memberId);
    const rewardsBefore = await postingsOf(PLATFORM.rewards);
    const posted = await db.transaction(async (manager) => {
      await lockAccounts(manager, [memberAvailable(memberId)]);
      return postEntries(manager, [entry, entry]);
    });
    expect(posted).toHaveLength(1);
    expect(await db.transaction((manager) => postEntries(manager, [entry]))).toEqual([]);
    expect(await balance(memberAvailable(memberId))).toBe(1000n);
    expect(await postingsOf(memberAvailable(memberId))).toBe(1000n);
    // Paid from rewards once too; its balance column is never moved (UNPROJECTED), whatever was paid.
    expect((await postingsOf(PLATFORM.rewards)) - rewardsBefore).toBe(-1000n);
    expect(await balance(PLATFORM.rewards)).toBe(0n);
  });

  it('keeps the weekly content-view counter with the postings: per member and week, replays and rollbacks left out', async () => {
    const memberId = await member();
    const week = '2020-01-06T00:00:00.000Z'; // a Monday long past: not the week anything is posted in
    const view = (amount: bigint, weekStart?: string) =>
      transfer('content_view', `content_view:${randomUUID()}`, PLATFORM.rewards, memberAvailable(memberId), amount, {
        memberId,
        metadata: weekStart ? { weekStart } : {},
      });
    const counted = () => db.transaction((manager) => contentViewWeekUsage(manager, [{ memberId, weekStart: week }]));
    const first = view(300n, week);
    await db.transaction((manager) => postEntries(manager, [first, view(200n, '2020-01-06T00:00:00Z')]));
    expect((await counted()).get(weekUsageKey(memberId, week))).toBe(500n);
    // A replay posts nothing and counts nothing; a rolled-back group leaves no count behind.
    await db.transaction((manager) => postEntries(manager, [first]));
    await db
      .transaction(async (manager) => {
        await postEntries(manager, [view(1000n, week)]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await counted()).get(weekUsageKey(memberId, week))).toBe(500n);
    // Without a weekStart, a credit counts in the week it was posted in, as ledger:verify counts it.
    // A weekStart not in the settlement's ISO form is not trusted either.
    await db.transaction((manager) => postEntries(manager, [view(70n), view(30n, 'next Monday')]));
    const [{ drift }] = await db.query(
      `SELECT count(*)::int AS drift FROM content_view_week_usage WHERE member_id = $1
         AND used <> CASE WHEN week_start = $2 THEN 500 ELSE 100 END`,
      [memberId, week],
    );
    expect(drift).toBe(0);
    expect(await db.transaction((manager) => contentViewUsageDrift(manager, 10))).toEqual([]);
  });
});
