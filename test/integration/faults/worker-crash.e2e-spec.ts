import { QUEUES, queueKeyPrefix } from '@earnwave/contracts';
import { appendOutbox, createDataSource, verifyLedger } from '@earnwave/db';
import { memberAvailable, weekStart } from '@earnwave/domain';
import { createTestDatabase, waitFor, type TestDatabase } from '@earnwave/testing';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { dropRunKeys } from '../../../services/api/test/support/redis-keys';
import { startWorkerProcess, type ChildService, type ServiceEnv } from '../../../services/api/test/support/processes';

const MEMBERS = 300;
const EVENTS = 5_000;

/**
 * A worker process is killed (SIGKILL: no shutdown hook runs) while it is settling content-view
 * rewards: some groups are committed, one is in flight in PostgreSQL, hundreds of jobs are active
 * in BullMQ under its locks and the relay may be mid-publish. A new worker process must settle
 * every event exactly once: nothing lost, nothing paid twice, the ledger balanced.
 */
describe('a worker killed mid-batch', () => {
  let database: TestDatabase;
  let db: DataSource;
  let env: ServiceEnv;
  let redis: Redis;
  const workers: ChildService[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = await createDataSource(database.url, 10).initialize();
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `test-crash-${randomBytes(6).toString('hex')}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
    };
    redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1 });
  });

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop('SIGKILL')));
    redis?.disconnect();
    await db?.destroy();
    await database?.drop();
    if (env) await dropRunKeys(env.REDIS_URL, env.QUEUE_PREFIX);
  });

  const settledCount = async (): Promise<number> => {
    const [row] = await db.query(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key LIKE 'content_view:%'`,
    );
    return row.n;
  };

  /** Jobs BullMQ holds as active for a worker (under that worker's locks). */
  const activeSettlementJobs = (): Promise<number> =>
    redis.llen(`${queueKeyPrefix(env.QUEUE_PREFIX)}:${QUEUES.settlement}:active`);

  /** Members inserted directly, as many as a busy minute brings. */
  async function insertMembers(count: number): Promise<string[]> {
    const ids = Array.from({ length: count }, () => randomUUID());
    await db.query(
      `INSERT INTO users (id, name, email, password_hash, role, status, email_verified_at, referral_code)
       SELECT id, 'Crash Member', id::text || '@example.test', 'x', 'member', 'active', now(),
              upper(substr(replace(id::text, '-', ''), 1, 12))
       FROM unnest($1::uuid[]) AS id`,
      [ids],
    );
    return ids;
  }

  /**
   * What the API would have written: counted views (the rows the ledger check finds behind each
   * reward), each with its reward decided, and their events.
   */
  async function insertViewEvents(members: string[], count: number): Promise<Map<string, bigint>> {
    const week = weekStart(new Date()).toISOString();
    const expected = new Map<string, bigint>();
    const events = Array.from({ length: count }, (_, i) => {
      const memberId = members[i % members.length];
      const reward = BigInt(randomInt(1, 1_000_000));
      expected.set(memberId, (expected.get(memberId) ?? 0n) + reward);
      return {
        viewId: randomUUID(),
        memberId,
        contentId: randomUUID(),
        reward: reward.toString(),
        // Far above what these events add up to: no reward is capped.
        weeklyTokenLimit: (1_000_000n * 1_000_000n).toString(),
        weekStart: week,
      };
    });
    await db.query(
      `INSERT INTO contents (id, type, filename) SELECT id, 'image', 'crash/' || id || '.png' FROM unnest($1::uuid[]) AS id`,
      [events.map((event) => event.contentId)],
    );
    await db.query(
      `INSERT INTO content_views (id, member_id, content_id, view_day, reward)
       SELECT id, member_id, content_id, current_date, reward
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::bigint[]) AS view (id, member_id, content_id, reward)`,
      [
        events.map((event) => event.viewId),
        events.map((event) => event.memberId),
        events.map((event) => event.contentId),
        events.map((event) => event.reward),
      ],
    );
    const chunks = Array.from({ length: 10 }, (_, i) => events.filter((_, j) => j % 10 === i));
    await Promise.all(
      chunks.map((chunk) =>
        db.transaction(async (manager) => {
          for (const event of chunk) await appendOutbox(manager, 'content-view.counted', event);
        }),
      ),
    );
    return expected;
  }

  it('settles every event exactly once after a new worker takes over', async () => {
    const members = await insertMembers(MEMBERS);
    const expected = await insertViewEvents(members, EVENTS);
    expect(await settledCount()).toBe(0);

    const first = startWorkerProcess(env);
    workers.push(first);
    // Killed once some groups are committed while others are held: active in BullMQ, and
    // maybe in flight in PostgreSQL. The worker is frozen while the state is read, so that it
    // cannot finish between the look and the kill.
    let settledByFirst = 0;
    await waitFor(
      async () => {
        first.freeze(true);
        settledByFirst = await settledCount();
        if (settledByFirst >= 500 && (await activeSettlementJobs()) > 0) return true;
        first.freeze(false);
        return settledByFirst === EVENTS || !first.running;
      },
      { timeoutMs: 30_000, intervalMs: 5, what: 'the first worker to settle some events and hold others' },
    );
    expect(first.running).toBe(true);
    await first.stop('SIGKILL');
    // The kill came in the middle of the run, not after it...
    expect(settledByFirst).toBeGreaterThan(0);
    expect(settledByFirst).toBeLessThan(EVENTS);
    // ...and it left jobs active under its locks, which only a stalled-job check gives back.
    expect(await activeSettlementJobs()).toBeGreaterThan(0);

    const second = startWorkerProcess(env);
    workers.push(second);
    await waitFor(async () => (await settledCount()) === EVENTS || !second.running, {
      timeoutMs: 45_000,
      intervalMs: 100,
      what: `all ${EVENTS} events settled (first worker settled ${settledByFirst})`,
    }).catch(async (error: Error) => {
      const now = await settledCount();
      throw new Error(`${error.message}; ${now} settled by now\n--- second worker's log ---\n${second.log}`);
    });
    expect(second.running).toBe(true);

    // One ledger transaction per event, each naming its event.
    const [match] = await db.query(
      `SELECT count(*)::int AS events, count(t.id)::int AS settled, count(DISTINCT t.id)::int AS distinct_settled
       FROM outbox o LEFT JOIN ledger_transactions t ON t.idempotency_key = 'content_view:' || (o.payload ->> 'viewId')
       WHERE o.type = 'content-view.counted'`,
    );
    expect(match).toEqual({ events: EVENTS, settled: EVENTS, distinct_settled: EVENTS });
    // ...and each recorded as processed with its settlement, so the outbox sweeper sends none again.
    const [unprocessed] = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE processed_at IS NULL`);
    expect(unprocessed.n).toBe(0);
    const [postings] = await db.query(`SELECT count(*)::int AS n FROM ledger_postings WHERE type = 'content_view'`);
    expect(postings.n).toBe(2 * EVENTS);

    // Each member holds exactly the sum of its events' rewards: nothing paid twice, nothing lost.
    const rows: { id: string; balance: string }[] = await db.query(
      `SELECT id, balance::text AS balance FROM ledger_accounts WHERE id = ANY($1)`,
      [members.map(memberAvailable)],
    );
    const balances = new Map(rows.map((row) => [row.id, BigInt(row.balance)]));
    const wrong = members.filter((member) => balances.get(memberAvailable(member)) !== expected.get(member));
    expect(wrong).toEqual([]);

    expect(await verifyLedger(db.manager)).toMatchObject({ ok: true, drift: [], unbalanced: [], total: '0' });
  }, 90_000);
});
