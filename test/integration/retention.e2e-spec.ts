import { getQueueToken } from '@nestjs/bullmq';
import { QUEUES } from '@earnwave/contracts';
import { verifyLedger } from '@earnwave/db';
import {
  type Account,
  bearer,
  buyCredits,
  freeMember,
  logIn,
  paidMember,
  PASSWORD,
  waitFor,
  waitForBalance,
} from '@earnwave/testing';
import { createWorker } from '@earnwave/worker';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { TestPlatform } from '../../services/api/test/support/platform';
import { Retention, RETENTION_BATCH } from '../../services/worker/src/processors/maintenance/retention';

const DAY = 24 * 60 * 60 * 1000;
/** Shorter than RETENTION_SESSIONS_DAYS (90), so that a session row outlives its address and device id. */
const REVIEW_DAYS = 60;

/**
 * The worker's retention job (hourly, from the maintenance queue) on a platform that has lived:
 * members signed in and out, sent gifts, verified their addresses. The clock is moved on (TestClock)
 * and the job run as the scheduler would: what is past its rule goes, what is younger stays, and
 * nothing money or a replay guard depends on is touched.
 */
describe('retention', () => {
  let platform: TestPlatform;
  let patron: Account;
  let receiver: Account;
  let loggedOut: string;
  beforeAll(async () => {
    platform = await TestPlatform.start({ env: { REVIEW_RETENTION_DAYS: String(REVIEW_DAYS) } });
    [patron, receiver] = await Promise.all([paidMember(platform, 'silver', 100), freeMember(platform)]);
    await buyCredits(platform, patron, 10);
    for (const key of [`gift-${randomUUID()}`, `gift-${randomUUID()}`]) {
      await platform.http
        .post('/api/members/send-gift')
        .set(bearer(patron))
        .set('Idempotency-Key', key)
        .send({ receiverId: receiver.id, sendGiftAmount: 2 })
        .expect(201);
    }
    await waitForBalance(platform, receiver, 4);
    // A session ended by its member: its address and device id are what retention bounds.
    const session = await logIn(platform, receiver.email, PASSWORD);
    await platform.http.post('/api/users/logout').set(bearer(session)).expect(200);
    [{ id: loggedOut }] = await platform.db.query(`SELECT id FROM sessions WHERE ended_at IS NOT NULL LIMIT 1`);
  }, 120_000);
  afterAll(() => platform.stop());

  const count = async (sql: string, params: unknown[] = []) =>
    ((await platform.db.query(`SELECT count(*)::int AS n FROM ${sql}`, params))[0] as { n: number }).n;
  const run = () => platform.worker!.get(Retention).run();
  /** What money is: every ledger row, every balance, every idempotency key. */
  const money = async () => ({
    transactions: await platform.db.query(`SELECT id, idempotency_key FROM ledger_transactions ORDER BY id`),
    postings: await count('ledger_postings'),
    balances: await platform.db.query(`SELECT id, balance::text FROM ledger_accounts ORDER BY id`),
    idempotencyKeys: await platform.db.query(
      `SELECT member_id, idempotency_key FROM idempotent_requests ORDER BY 1, 2`,
    ),
  });

  it('deletes nothing while every row is young', async () => {
    const before = await money();
    expect(await run()).toEqual({ sessions: 0, outbox: 0, cardEvents: 0, usedTokens: 0, reviewRecords: 0 });
    expect(await money()).toEqual(before);
  });

  it('after 30 days deletes processed outbox events and spent tokens, keeping sessions and what explains money', async () => {
    const before = await money();
    expect(before.idempotencyKeys.length).toBeGreaterThanOrEqual(2);
    const [settling, processed, usedTokens, sessions] = [
      await count(`outbox WHERE type = 'member-transfer.spent'`),
      await count(`outbox WHERE processed_at IS NOT NULL AND type <> 'member-transfer.spent'`),
      await count('used_tokens'),
      await count('sessions'),
    ];
    expect([settling, processed, usedTokens]).toEqual([2, expect.any(Number), expect.any(Number)]);
    expect(processed).toBeGreaterThanOrEqual(2); // mail and membership events: one is made young below
    expect(usedTokens).toBeGreaterThanOrEqual(2); // the verification links followed

    // Rows no rule may take however old: an event relayed and never handled (the sweeper's) and
    // one given up on (parked, for an operator). Queue `none`: the sweeper leaves them alone.
    const old = new Date(Date.now() - 400 * DAY);
    for (const [sent, parked] of [
      [old, null],
      [old, old],
    ]) {
      await platform.db.query(
        `INSERT INTO outbox (id, type, queue, payload, created_at, sent_at, parked_at) VALUES ($1, 'test.kept', 'none', '{}', $2, $3, $4)`,
        [randomUUID(), old, sent, parked],
      );
    }

    await platform.clock.later(31 * DAY, async () => {
      // One event processed 29 days before the clock's now is younger than its rule: kept.
      const young = platform.clock.now().getTime() - 29 * DAY;
      const [[{ id: youngEvent }]] = await platform.db.query(
        `UPDATE outbox SET processed_at = $1
         WHERE id = (SELECT id FROM outbox WHERE processed_at IS NOT NULL AND type <> 'member-transfer.spent' LIMIT 1)
         RETURNING id`,
        [new Date(young)],
      );
      const result = await run();
      expect(result).toEqual({ sessions: 0, outbox: processed - 1, cardEvents: 0, usedTokens, reviewRecords: 0 });
      expect(await count('outbox WHERE id = $1', [youngEvent])).toBe(1);
    });
    expect(await count(`outbox WHERE type = 'member-transfer.spent'`)).toBe(2);
    expect(await count(`outbox WHERE type = 'test.kept'`)).toBe(2);
    expect(await count('sessions')).toBe(sessions);
    expect(await money()).toEqual(before);
    expect((await verifyLedger(platform.db.manager)).ok).toBe(true);
  });

  it('after 90 days deletes the sessions over since then, their addresses and device ids with them', async () => {
    const before = await money();
    const device = randomUUID();
    await platform.db.query(`UPDATE sessions SET device_id = $1 WHERE id = $2`, [device, loggedOut]);
    // 92 days: the sessions never ended were over a day after their last request.
    await platform.clock.later(92 * DAY, async () => {
      // A member who signs in now has a live session, and one who logged out 89 days ago a young one.
      const fresh = await logIn(platform, patron.email, PASSWORD);
      const recent = new Date(platform.clock.now().getTime() - 89 * DAY);
      const [[{ id: recentlyEnded }]] = await platform.db.query(
        `UPDATE sessions SET last_seen_at = $1, ended_at = $1, end_reason = 'logout'
         WHERE id = (SELECT id FROM sessions WHERE user_id = $2 AND id <> $3 LIMIT 1) RETURNING id`,
        [recent, receiver.id, loggedOut],
      );
      const total = await count('sessions');
      const result = await run();
      expect(result.sessions).toBe(total - 2);
      expect(await count('sessions')).toBe(2);
      expect(await count('sessions WHERE id = $1', [recentlyEnded])).toBe(1);
      // The live session still works.
      await platform.http.get(`/api/users/${patron.id}/sessions`).set(bearer(fresh)).expect(200);
    });
    expect(await count('sessions WHERE id = $1', [loggedOut])).toBe(0);
    // Live sessions keep theirs (every sign-in now records its device); the old one's is gone with it.
    expect(await count('sessions WHERE device_id = $1', [device])).toBe(0);
    expect(await money()).toEqual(before);
  });

  it('after 180 days deletes card-payment events, in bounded batches', async () => {
    const before = await money();
    const received = (daysAgo: number) => new Date(Date.now() + 181 * DAY - daysAgo * DAY);
    const insert = (n: number, daysAgo: number) =>
      platform.db.query(
        `INSERT INTO card_payment_events (id, type, outcome, received_at)
         SELECT 'evt_' || md5(random()::text), 'checkout.session.completed', 'ignored', $2 FROM generate_series(1, $1)`,
        [n, received(daysAgo)],
      );
    await insert(RETENTION_BATCH + 5, 181); // more than one batch
    await insert(3, 179);
    await platform.clock.later(181 * DAY, async () => {
      expect((await run()).cardEvents).toBe(RETENTION_BATCH + 5);
    });
    expect(await count('card_payment_events')).toBe(3);
    expect(await money()).toEqual(before);
    expect((await verifyLedger(platform.db.manager)).ok).toBe(true);
  });

  it('after 180 days keeps the card-payment events a refused payment names, and the refused payment', async () => {
    const old = new Date(Date.now() - DAY);
    const [refusedEvent, plainEvent] = [`evt_${randomUUID()}`, `evt_${randomUUID()}`];
    for (const id of [refusedEvent, plainEvent]) {
      await platform.db.query(
        `INSERT INTO card_payment_events (id, type, outcome, received_at) VALUES ($1, 'checkout.session.completed', 'refused', $2)`,
        [id, old],
      );
    }
    const [{ id: refused }] = await platform.db.query(
      `INSERT INTO refused_card_payments (id, event_id, checkout_session, payment_intent, client_reference, member_id,
         level, amount_cents, currency, reason, received_at)
       VALUES (gen_random_uuid(), $1, $2, $3, $4::text, $4::uuid, 'bronze', 1000, 'usd', 'The payment is for a level at or below…', $5)
       RETURNING id`,
      [refusedEvent, `cs_${randomUUID()}`, `pi_${randomUUID()}`, patron.id, old],
    );
    await platform.clock.later(181 * DAY, async () => {
      expect((await run()).cardEvents).toBe(1);
    });
    expect(await count('card_payment_events WHERE id = $1', [plainEvent])).toBe(0);
    expect(await count('card_payment_events WHERE id = $1', [refusedEvent])).toBe(1);
    expect(await count('refused_card_payments WHERE id = $1', [refused])).toBe(1);
  });

  it('after REVIEW_RETENTION_DAYS erases the sign-up address and the addresses and device ids of sessions still kept', async () => {
    const member = await freeMember(platform);
    const session = await logIn(platform, member.email, PASSWORD);
    await platform.db.query(`UPDATE sessions SET device_id = $1 WHERE user_id = $2`, [randomUUID(), member.id]);
    const kept = async () => ({
      signups: await count('signup_addresses WHERE user_id = $1', [member.id]),
      sessions: await count('sessions WHERE user_id = $1', [member.id]),
      linkable: await count(`sessions WHERE user_id = $1 AND (ip <> '' OR device_id IS NOT NULL)`, [member.id]),
    });
    const before = await kept();
    expect(before).toEqual({ signups: 1, sessions: expect.any(Number), linkable: before.sessions });
    expect(before.sessions).toBeGreaterThanOrEqual(2); // the sign-in after verification, and this one
    await platform.clock.later((REVIEW_DAYS - 1) * DAY, async () => {
      expect((await run()).reviewRecords).toBe(0);
    });
    expect(await kept()).toEqual(before);
    await platform.clock.later((REVIEW_DAYS + 1) * DAY, async () => {
      expect((await run()).reviewRecords).toBe(1 + before.sessions);
    });
    // The session rows stay (RETENTION_SESSIONS_DAYS is longer), without what links accounts.
    expect(await kept()).toEqual({ signups: 0, sessions: before.sessions, linkable: 0 });
    await platform.http.post('/api/users/logout').set(bearer(session)).expect(200);
  });

  it('is scheduled in Redis by the worker: hourly at :17 UTC on the maintenance queue, whose job runs it', async () => {
    const queue = platform.worker!.get<Queue>(getQueueToken(QUEUES.maintenance));
    // What the worker registered at boot, as BullMQ holds it in Redis (not our constant).
    const scheduler = await queue.getJobScheduler('retention');
    expect(scheduler).toMatchObject({ key: 'retention', name: 'retention', pattern: '17 * * * *', tz: 'UTC' });
    expect(scheduler?.every).toBeUndefined();
    const next = new Date(scheduler!.next!);
    expect([next.getUTCMinutes(), next.getUTCSeconds(), next.getUTCMilliseconds()]).toEqual([17, 0, 0]);
    expect(next.getTime() - Date.now()).toBeGreaterThan(0);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    // Its next run waits in the queue, delayed until then, and is a job the maintenance processor runs.
    const waiting = (await queue.getDelayed()).filter((job) => job.name === 'retention');
    expect(waiting.map((job) => job.timestamp + job.opts.delay!)).toEqual([next.getTime()]);
    const job = await queue.add('retention', {});
    const done = await waitFor(
      async () => ((await job.getState()) === 'completed' ? await queue.getJob(job.id!) : undefined),
      { what: 'the retention job run from the queue' },
    );
    expect(done?.returnvalue).toEqual({
      sessions: expect.any(Number),
      outbox: expect.any(Number),
      cardEvents: expect.any(Number),
      usedTokens: expect.any(Number),
      reviewRecords: expect.any(Number),
    });
  });

  it('is the one retention job: a worker removes the review-records-erasure scheduler an earlier version left in Redis', async () => {
    const queue = platform.worker!.get<Queue>(getQueueToken(QUEUES.maintenance));
    await queue.upsertJobScheduler(
      'review-records-erasure',
      { pattern: '20 3 * * *', tz: 'UTC' },
      { name: 'review-records-erasure' },
    );
    // A worker of this version booting (a deploy) puts back its own schedulers and only those.
    const next = await createWorker(platform.config, platform.clock);
    await next.close();
    const keys = (await queue.getJobSchedulers()).map((scheduler) => scheduler.key);
    expect(keys).toContain('retention');
    expect(keys).not.toContain('review-records-erasure');
    expect((await queue.getDelayed()).map((job) => job.name)).not.toContain('review-records-erasure');
  });
});
