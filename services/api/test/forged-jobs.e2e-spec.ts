import { getQueueToken } from '@nestjs/bullmq';
import { QUEUES, type QueueName } from '@earnwave/contracts';
import { verifyLedger } from '@earnwave/db';
import {
  type Account,
  balanceOf,
  bearer,
  buyCredits,
  freeMember,
  logInAdmin,
  waitFor,
  waitForBalance,
} from '@earnwave/testing';
import type { Job, Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { TestPlatform } from './support/platform';

/**
 * Redis holds nothing that money depends on: a job names outbox events by id, and the worker
 * settles what the committed outbox rows say. These tests forge and edit jobs the way anyone who
 * can write to Redis (or who had the queue board's add button) could, and check that no credit
 * moves and the ledger check stays clean.
 */
describe('forged and edited queue jobs', () => {
  let platform: TestPlatform;
  let attacker: Account;
  beforeAll(async () => {
    platform = await TestPlatform.start();
    attacker = await freeMember(platform);
  });
  afterAll(() => platform.stop());

  const queue = (name: QueueName) => platform.worker!.get<Queue>(getQueueToken(name));
  const finished = (job: Job) =>
    waitFor(async () => (['completed', 'failed'].includes(await job.getState()) ? true : undefined), {
      what: `job ${job.id} finished`,
    });
  /** What an attacker would write: the payload of a gift settlement naming themself as receiver. */
  const forgedSpend = () => ({
    eventId: randomUUID(),
    spendTransactionKey: `gift:${randomUUID()}`,
    payerId: randomUUID(),
    receiverId: attacker.id,
    amount: '1000000000',
    fee: '0',
    receiverType: 'gift_received',
  });
  const expectNothingMinted = async () => {
    expect(await balanceOf(platform, attacker)).toBe(0);
    const [clearing] = await platform.db.query(
      `SELECT coalesce(sum(amount), 0)::text AS balance FROM ledger_postings WHERE account_id = 'platform:clearing'`,
    );
    expect(clearing.balance).toBe('0');
    expect((await verifyLedger(platform.db.manager)).ok).toBe(true);
  };

  it('refuses to add, retry or clean jobs through the queue board, which is read-only', async () => {
    const admin = await logInAdmin(platform);
    const ticket = await platform.http.post('/api/admin/queue-board-ticket').set(bearer(admin)).expect(200);
    const cookie = String(ticket.headers['set-cookie']).split(';')[0];
    const before = await queue(QUEUES.settlement).count();
    await platform.http
      .post('/admin/queues/api/queues/settlement/add')
      .set('Cookie', cookie)
      .send({ name: 'member-transfer.spent', data: forgedSpend(), options: {} })
      .expect(405);
    await platform.http.put('/admin/queues/api/queues/settlement/retry/failed').set('Cookie', cookie).expect(405);
    await platform.http.put('/admin/queues/api/queues/settlement/clean/failed').set('Cookie', cookie).expect(405);
    expect(await queue(QUEUES.settlement).count()).toBe(before);
    await expectNothingMinted();
  });

  it('settles nothing for jobs forged into Redis: a payload, unknown ids, processed ids, another queue`s ids', async () => {
    const [payer, receiver] = [await freeMember(platform), await freeMember(platform)];
    await buyCredits(platform, payer, 5);
    await platform.http
      .post('/api/members/send-gift')
      .set(bearer(payer))
      .send({ receiverId: receiver.id, sendGiftAmount: 2 })
      .expect(201);
    await waitForBalance(platform, receiver, 2);
    const [gift] = await platform.db.query(`SELECT id FROM outbox WHERE type = 'member-transfer.spent'`);
    const [mail] = await platform.db.query(`SELECT id FROM outbox WHERE queue = 'mail' LIMIT 1`);

    const settlement = queue(QUEUES.settlement);
    const jobs = [
      await settlement.add('member-transfer.spent', forgedSpend()),
      await settlement.add('settlement-group', { events: [{ type: 'member-transfer.spent', data: forgedSpend() }] }),
      await settlement.add('member-transfer.spent', { eventIds: [randomUUID()], ...forgedSpend() }),
      await settlement.add('settlement-group', { eventIds: [gift.id, gift.id, mail.id, 'not-an-id', 7] }),
      await settlement.add('member-transfer.spent', { eventIds: 'all' }),
    ];
    for (const job of jobs) await finished(job);

    await expectNothingMinted();
    expect(await balanceOf(platform, receiver)).toBe(2);
    expect(await balanceOf(platform, payer)).toBe(3);
  });

  it('pays what the outbox says when a waiting job is edited in Redis to pay someone else more', async () => {
    const [payer, receiver] = [await freeMember(platform), await freeMember(platform)];
    await buyCredits(platform, payer, 5);
    const settlement = queue(QUEUES.settlement);
    await settlement.pause();
    try {
      await platform.http
        .post('/api/members/send-gift')
        .set(bearer(payer))
        .send({ receiverId: receiver.id, sendGiftAmount: 3 })
        .expect(201);
      const row = await waitFor(
        async () => {
          const [event] = await platform.db.query(
            `SELECT id, job_id FROM outbox WHERE type = 'member-transfer.spent' AND payload->>'receiverId' = $1`,
            [receiver.id],
          );
          return event?.job_id ? (event as { id: string; job_id: string }) : undefined;
        },
        { what: 'the gift relayed' },
      );
      const job = (await settlement.getJob(row.job_id))!;
      await job.updateData({
        ...forgedSpend(),
        ...(job.data as object),
        receiverId: attacker.id,
        amount: '1000000000',
      });
      await settlement.resume();
      await waitForBalance(platform, receiver, 3);
    } finally {
      await settlement.resume();
    }
    await expectNothingMinted();
  });

  it('activates no membership and sends no mail for jobs forged into their queues', async () => {
    const [before] = await platform.db.query(
      `SELECT count(*)::int AS n FROM member_subscriptions WHERE status = 'active'`,
    );
    const mails = platform.mail.messages.length;
    const jobs = [
      await queue(QUEUES.memberships).add('membership.free-requested', {
        subscriptionId: randomUUID(),
        memberId: attacker.id,
      }),
      await queue(QUEUES.mail).add('mail.password-reset-requested', {
        eventId: randomUUID(),
        to: 'victim@example.com',
        name: 'Victim',
        token: 'attacker-chosen',
      }),
      await queue(QUEUES.mail).add('mail.password-reset-requested', { eventIds: [randomUUID()] }),
    ];
    for (const job of jobs) await finished(job);
    const [after] = await platform.db.query(
      `SELECT count(*)::int AS n FROM member_subscriptions WHERE status = 'active'`,
    );
    expect(after.n).toBe(before.n);
    expect(platform.mail.messages.length).toBe(mails);
  });

  it('leaves an event alone when a job of another queue names it: each queue claims only its own', async () => {
    // A mail event already relayed and not yet sent (its own job is not run here).
    const [mail] = await platform.db.query(
      `INSERT INTO outbox (id, type, queue, payload, sent_at)
       VALUES (gen_random_uuid(), 'mail.verification-requested', 'mail', $1, now()) RETURNING id`,
      [{ to: 'someone@example.com', name: 'Someone', token: 'a-token' }],
    );
    const jobs = [
      await queue(QUEUES.settlement).add('settlement-group', { eventIds: [mail.id] }),
      await queue(QUEUES.memberships).add('membership.free-requested', { eventIds: [mail.id] }),
    ];
    for (const job of jobs) await finished(job);
    const [row] = await platform.db.query(`SELECT processed_at FROM outbox WHERE id = $1`, [mail.id]);
    expect(row.processed_at).toBeNull();
  });
});
