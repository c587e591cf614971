import { verifyLedger } from '@earnwave/db';
import { PLATFORM } from '@earnwave/domain';
import { type Account, balanceOf, bearer, buyCredits, freeMember, logIn, signUp, waitFor } from '@earnwave/testing';
import { randomBytes } from 'node:crypto';
import { TestPlatform } from '../../../services/api/test/support/platform';
import {
  freePort,
  redisAnswers,
  startRedisServer,
  type ChildService,
} from '../../../services/api/test/support/processes';

/**
 * Redis goes away (SIGKILL: no goodbye to its clients) while members keep sending gifts. Redis
 * carries queues and rate limits, nothing money depends on: the API keeps answering, each sender
 * is debited at once, and once Redis is back every gift reaches its receiver exactly once.
 */
describe('a Redis outage', () => {
  let port: number;
  let redisUrl: string;
  let redis: ChildService;
  let platform: TestPlatform;

  beforeAll(async () => {
    port = await freePort();
    redisUrl = `redis://127.0.0.1:${port}`;
    redis = await startRedisServer(port);
    platform = await TestPlatform.start({ env: { REDIS_URL: redisUrl } });
  }, 60_000);

  afterAll(async () => {
    // The platform closes its queues through Redis: bring it back if a failure left it down.
    if (redis && !redis.running) redis = await startRedisServer(port);
    await platform?.stop();
    await redis?.stop('SIGKILL');
  }, 60_000);

  const clearing = async (): Promise<string> => {
    const [row] = await platform.db.query(
      `SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_postings WHERE account_id = $1`,
      [PLATFORM.clearing],
    );
    return row.total;
  };

  it('keeps taking gifts while Redis is down and settles each exactly once when it is back', async () => {
    const senders: Account[] = [];
    for (let i = 0; i < 3; i++) senders.push(await freeMember(platform));
    const receivers: Account[] = [];
    for (let i = 0; i < 3; i++) receivers.push(await signUp(platform));
    for (const sender of senders) await buyCredits(platform, sender, 100);

    await redis.stop('SIGKILL');
    expect(await redisAnswers(redisUrl)).toBe(false);
    // What an operator sees, and what a member sees: signing in (rate-limited, counted in Redis)
    // still works, counted in memory meanwhile.
    const health = await platform.http.get('/api/health').expect(503);
    expect(health.body.data).toEqual({ database: 'up', redis: 'down' });
    await logIn(platform, receivers[0].email, receivers[0].password);

    // 12 gifts, each with the Idempotency-Key our clients send: 1 + 2 + ... credits.
    const gifts = Array.from({ length: 12 }, (_, i) => ({
      sender: senders[i % 3],
      receiver: receivers[(i + 1) % 3],
      credits: i + 1,
      key: `outage-${randomBytes(8).toString('hex')}`,
    }));
    const send = (gift: (typeof gifts)[number]) =>
      platform.http
        .post('/api/members/send-gift')
        .set(bearer(gift.sender))
        .set('Idempotency-Key', gift.key)
        .send({ receiverId: gift.receiver.id, sendGiftAmount: gift.credits });
    const answers = [];
    for (const gift of gifts) {
      const res = await send(gift);
      expect({ status: res.status, body: res.body }).toMatchObject({ status: 201, body: { success: true } });
      answers.push(res.body);
    }
    // A client that lost an answer during the outage retries: the same answer, no second gift.
    const retried = await send(gifts[0]);
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(answers[0]);

    const sentBy = (member: Account) =>
      gifts.filter((gift) => gift.sender === member).reduce((sum, gift) => sum + gift.credits, 0);
    const receivedBy = (member: Account) =>
      gifts.filter((gift) => gift.receiver === member).reduce((sum, gift) => sum + gift.credits, 0);
    // Still down: senders are debited at once, receivers have nothing yet, nothing is settled.
    expect(await redisAnswers(redisUrl)).toBe(false);
    for (const sender of senders) expect(await balanceOf(platform, sender)).toBe(100 - sentBy(sender));
    for (const receiver of receivers) expect(await balanceOf(platform, receiver)).toBe(0);
    expect(BigInt(await clearing())).toBe(BigInt(gifts.reduce((sum, gift) => sum + gift.credits, 0)) * 1_000_000n);

    redis = await startRedisServer(port);
    await waitFor(async () => (await platform.http.get('/api/health')).status === 200, { what: 'health 200' });
    for (const receiver of receivers) {
      await waitFor(async () => (await balanceOf(platform, receiver)) === receivedBy(receiver), {
        timeoutMs: 30_000,
        intervalMs: 100,
        what: `receiver balance ${receivedBy(receiver)} after Redis came back`,
      });
    }

    // Exactly once: one settlement per gift, clearing back to zero, and the ledger adds up.
    const settled: { key: string }[] = await platform.db.query(
      `SELECT idempotency_key AS key FROM ledger_transactions WHERE idempotency_key LIKE 'settle:gift:%'`,
    );
    expect(settled.map((row) => row.key).sort()).toEqual(
      gifts.map((gift) => `settle:gift:${gift.sender.id}:${gift.key}`).sort(),
    );
    expect(await clearing()).toBe('0');
    for (const sender of senders) expect(await balanceOf(platform, sender)).toBe(100 - sentBy(sender));
    for (const receiver of receivers) expect(await balanceOf(platform, receiver)).toBe(receivedBy(receiver));
    expect(await verifyLedger(platform.db.manager)).toMatchObject({ ok: true, drift: [], unbalanced: [], total: '0' });
  }, 90_000);
});
