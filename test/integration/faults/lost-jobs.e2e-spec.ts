import { getQueueToken } from '@nestjs/bullmq';
import { MAINTENANCE_JOBS, QUEUES, queueKeyPrefix } from '@earnwave/contracts';
import { verifyLedger } from '@earnwave/db';
import { PLATFORM } from '@earnwave/domain';
import {
  type Account,
  balanceOf,
  bearer,
  buyCredits,
  freeMember,
  signUp,
  waitFor,
  waitForBalance,
} from '@earnwave/testing';
import type { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { OutboxRedeliveryService } from '../../../services/worker/src/outbox/outbox-redelivery.service';
import { OutboxRelayService } from '../../../services/worker/src/outbox/outbox-relay.service';
import { TestPlatform } from '../../../services/api/test/support/platform';
import { dropRedisKeys } from '../../../services/api/test/support/redis-keys';

interface OutboxRow {
  id: string;
  job_id: string | null;
  sent_at: Date | null;
  processed_at: Date | null;
  relay_attempts: number;
}

/**
 * Redis loses jobs after the relay marked their events sent (a restart without persistence, a
 * failover): the outbox says sent, BullMQ has nothing. The sweeper relays again what no processor
 * recorded as handled, so the money still arrives, exactly once; and it leaves alone an event whose
 * job is merely waiting, so a slow queue is not duplicated.
 */
describe('jobs lost by Redis after the relay', () => {
  let platform: TestPlatform;
  let settlement: Queue;
  let sweeper: OutboxRedeliveryService;
  let sender: Account;

  beforeAll(async () => {
    platform = await TestPlatform.start();
    settlement = platform.worker!.get<Queue>(getQueueToken(QUEUES.settlement));
    sweeper = platform.worker!.get(OutboxRedeliveryService);
    sender = await freeMember(platform);
    await buyCredits(platform, sender, 100);
  }, 60_000);

  afterAll(async () => {
    await settlement?.resume();
    await platform?.stop();
  });

  /** As the sweeper's scheduled run would see it once OUTBOX_REDELIVER_AFTER_MINUTES have passed. */
  const sweepLater = (minutes = platform.config.outboxRedeliverAfterMinutes + 1) =>
    sweeper.redeliver(new Date(Date.now() + minutes * 60_000));

  const giftKey = () => `lost-${randomBytes(8).toString('hex')}`;
  const sendGift = (receiver: Account, credits: number, key: string) =>
    platform.http
      .post('/api/members/send-gift')
      .set(bearer(sender))
      .set('Idempotency-Key', key)
      .send({ receiverId: receiver.id, sendGiftAmount: credits })
      .expect(201);

  const spendKey = (key: string) => `gift:${sender.id}:${key}`;
  const outboxRowOf = async (key: string): Promise<OutboxRow> => {
    const [row] = await platform.db.query(
      `SELECT id, job_id, sent_at, processed_at, relay_attempts FROM outbox
       WHERE type = 'member-transfer.spent' AND payload ->> 'spendTransactionKey' = $1`,
      [spendKey(key)],
    );
    return row;
  };
  const relayed = (key: string) =>
    waitFor(
      async () => {
        const row = await outboxRowOf(key);
        return row?.sent_at ? row : undefined;
      },
      { what: 'the relay to send the gift event' },
    );
  const settlements = async (keys: string[]): Promise<number> => {
    const [row] = await platform.db.query(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = ANY($1)`,
      [keys.map((key) => `settle:${spendKey(key)}`)],
    );
    return row.n;
  };
  const clearing = async (): Promise<string> => {
    const [row] = await platform.db.query(
      `SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_postings WHERE account_id = $1`,
      [PLATFORM.clearing],
    );
    return row.total;
  };

  it('runs the sweeper every minute from a job scheduler', async () => {
    const maintenance = platform.worker!.get<Queue>(getQueueToken(QUEUES.maintenance));
    const schedulers = await maintenance.getJobSchedulers();
    expect(schedulers.find((scheduler) => scheduler.key === MAINTENANCE_JOBS.outboxRedelivery.name)).toMatchObject({
      pattern: '* * * * *',
      tz: 'UTC',
    });
  });

  it('relays again gifts whose jobs Redis lost, and each reaches its receiver exactly once', async () => {
    const receiver = await signUp(platform);
    // The worker takes nothing from the queue meanwhile: the jobs sit in Redis, as in a backlog.
    await settlement.pause();
    const gifts = [
      { credits: 1, key: giftKey() },
      { credits: 2, key: giftKey() },
      { credits: 4, key: giftKey() },
    ];
    // The relay's loop waits while the gifts are sent, so that one relay round moves all three:
    // they travel as one settlement group, the job a busy platform sends.
    const relay = platform.worker!.get(OutboxRelayService);
    await relay.onApplicationShutdown();
    try {
      await Promise.all(gifts.map((gift) => sendGift(receiver, gift.credits, gift.key)));
      expect(await relay.relayBatch()).toBeGreaterThanOrEqual(3);
    } finally {
      relay.onApplicationBootstrap();
    }
    const rows = await Promise.all(gifts.map((gift) => relayed(gift.key)));
    expect(new Set(rows.map((row) => row.job_id)).size).toBe(1);
    expect(rows[0].job_id).toMatch(/^grp-/);
    expect(await settlement.getJobState(rows[0].job_id!)).toBe('waiting');
    expect(await balanceOf(platform, sender)).toBe(100 - 7);

    // Redis loses the queue: every key of it, the jobs and the paused flag with them.
    await dropRedisKeys(
      platform.config.redisUrl,
      `${queueKeyPrefix(platform.config.queuePrefix)}:${QUEUES.settlement}`,
    );
    expect(await settlement.getJobState(rows[0].job_id!)).toBe('unknown');
    expect(await balanceOf(platform, receiver)).toBe(0);

    // Too early: the sweeper waits OUTBOX_REDELIVER_AFTER_MINUTES before it calls an event lost.
    expect(await sweeper.redeliver()).toMatchObject({ relayed: 0 });
    expect(await sweepLater()).toEqual({ relayed: 3, left: 0, parked: 0 });
    await waitForBalance(platform, receiver, 7);

    // Relayed again as a group under a new id: the lost group's id would be taken for a duplicate.
    const again = await Promise.all(gifts.map((gift) => outboxRowOf(gift.key)));
    for (const row of again) {
      expect(row.processed_at).not.toBeNull();
      expect(row.relay_attempts).toBe(1);
      expect(row.job_id).toMatch(/^grp-[0-9a-f]{40}-r1$/);
    }
    expect(new Set(again.map((row) => row.job_id)).size).toBe(1);
    // Handled events are never sent again, however late the sweeper looks.
    expect(await sweepLater(60)).toEqual({ relayed: 0, left: 0, parked: 0 });
    expect(await settlements(gifts.map((gift) => gift.key))).toBe(3);
    expect(await balanceOf(platform, receiver)).toBe(7);
    expect(await balanceOf(platform, sender)).toBe(100 - 7);
    expect(await clearing()).toBe('0');
    expect(await verifyLedger(platform.db.manager)).toMatchObject({ ok: true, drift: [], unbalanced: [], total: '0' });
  }, 60_000);

  it('leaves alone a gift whose job is still waiting in the queue: no duplicate, paid once', async () => {
    const receiver = await signUp(platform);
    await settlement.pause();
    const key = giftKey();
    await sendGift(receiver, 5, key);
    const row = await relayed(key);

    expect(await sweepLater()).toEqual({ relayed: 0, left: 1, parked: 0 });
    expect(await settlement.getJobState(row.job_id!)).toBe('waiting');
    expect(await settlement.getJobState(`${row.job_id!}-r1`)).toBe('unknown');
    expect(await outboxRowOf(key)).toMatchObject({ job_id: row.job_id, relay_attempts: 0, processed_at: null });

    await settlement.resume();
    await waitForBalance(platform, receiver, 5);
    await waitFor(async () => (await outboxRowOf(key)).processed_at, { what: 'the event recorded as processed' });
    expect(await sweepLater(60)).toEqual({ relayed: 0, left: 0, parked: 0 });
    expect(await settlements([key])).toBe(1);
    expect(await balanceOf(platform, receiver)).toBe(5);
    expect(await verifyLedger(platform.db.manager)).toMatchObject({ ok: true, drift: [], unbalanced: [], total: '0' });
  }, 60_000);
});
