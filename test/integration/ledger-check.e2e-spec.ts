import { lockSubscriptionToReverse, reverseActivation, verifyLedger, type LedgerCheck } from '@earnwave/db';
import {
  freeLimitCounts,
  mayGoNegative,
  memberAvailable,
  memberDebt,
  memberHeld,
  PLATFORM,
  taskEscrow,
  type TransactionType,
} from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { MaintenanceService } from '../../services/worker/src/processors/maintenance/maintenance.service';
import {
  type Account,
  balanceOf,
  buyCredits,
  type Catalogue,
  createTask,
  fundedAdvertiser,
  newTxid,
  paidMember,
  perform,
  receivedProofs,
  signedCalls,
  taskWithProof,
  waitFor,
  waitForBalance,
  HOUR_MS,
  tronAddress,
} from '@earnwave/testing';
import { startTaskPlatform, type TestPlatform } from '../../services/api/test/support/platform';

const C = 1_000_000n;

/**
 * A transaction written straight into the ledger tables, as someone with database access (or a
 * bug past the writer) would: balanced postings, and the balance projections moved to match, so
 * that no balance nor free-limit counter drifts from its postings. Answers the transaction's id.
 */
async function forge(
  manager: EntityManager,
  entry: {
    type: string;
    key: string;
    memberId?: string;
    reversesId?: string;
    metadata?: object;
    postings: [string, bigint][];
  },
): Promise<string> {
  const id = randomUUID();
  const [accounts, amounts] = [entry.postings.map(([account]) => account), entry.postings.map(([, a]) => `${a}`)];
  await manager.query(
    `INSERT INTO ledger_accounts (id, may_go_negative) SELECT * FROM unnest($1::varchar[], $2::boolean[])
     ON CONFLICT (id) DO NOTHING`,
    [accounts, accounts.map(mayGoNegative)],
  );
  await manager.query(
    `INSERT INTO ledger_transactions (id, type, idempotency_key, member_id, reverses_id, metadata)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, entry.type, entry.key, entry.memberId ?? null, entry.reversesId ?? null, entry.metadata ?? {}],
  );
  await manager.query(
    `INSERT INTO ledger_postings (transaction_id, account_id, type, amount)
     SELECT $1, account, $2, amount FROM unnest($3::varchar[], $4::bigint[]) AS p (account, amount)`,
    [id, entry.type, accounts, amounts],
  );
  const counts = entry.postings.map(([account, amount]) =>
    account.endsWith(':available')
      ? freeLimitCounts(entry.type as TransactionType, amount)
      : { sentOut: 0n, bought: 0n },
  );
  await manager.query(
    `UPDATE ledger_accounts a
     SET balance = a.balance + p.amount, sent_out = a.sent_out + p.sent_out, bought = a.bought + p.bought
     FROM unnest($1::varchar[], $2::bigint[], $4::bigint[], $5::bigint[]) AS p (account, amount, sent_out, bought)
     WHERE a.id = p.account AND a.id <> $3`,
    [accounts, amounts, PLATFORM.clearing, counts.map((c) => `${c.sentOut}`), counts.map((c) => `${c.bought}`)],
  );
  return id;
}

class RolledBack extends Error {
  constructor(readonly check: LedgerCheck) {
    super('rolled back');
  }
}

describe('the ledger check proves the platform accounts against the rows that explain them', () => {
  let platform: TestPlatform;
  let admin: Account;
  let pricing: Catalogue;
  let payer: Account;
  let receiver: Account;
  let owner: Account;
  let taskId: string;
  let pendingWithdrawal: string;
  beforeAll(async () => {
    ({ platform, admin, pricing } = await startTaskPlatform());
    [payer, receiver] = [await paidMember(platform, 'silver', 100), await paidMember(platform, 'silver', 100)];
    await buyCredits(platform, payer, 50);
    owner = await fundedAdvertiser(platform, 20);
  });
  afterAll(() => platform.stop());

  const { get, post, put } = signedCalls(() => platform);

  /** The check as it would see the database after `tamper`, which is then rolled back. */
  const checkAfter = async (tamper: (manager: EntityManager) => Promise<unknown>): Promise<LedgerCheck> => {
    const outcome = await platform.db
      .transaction(async (manager) => {
        await tamper(manager);
        throw new RolledBack(await verifyLedger(manager));
      })
      .catch((error: unknown) => error);
    if (!(outcome instanceof RolledBack)) throw outcome;
    return outcome.check;
  };
  const clean = {
    clearing: [],
    escrows: [],
    held: [],
    withoutSource: [],
    contentViewUsage: [],
    freeLimitCounters: [],
    drift: [],
    unbalanced: [],
    total: '0',
  };

  it('finds nothing after honest gifts, withdrawals, a task and its approved proof', async () => {
    await post('/api/members/send-gift', payer, { receiverId: receiver.id, sendGiftAmount: 2 }).expect(201);
    await waitForBalance(platform, receiver, 2);
    const withdraw = async (amount: number) =>
      (
        await post('/api/withdrawal-requests', payer, { amount, walletAddress: tronAddress('TQ5pLedgerCheck') }).expect(
          201,
        )
      ).body.data.id as string;
    pendingWithdrawal = await withdraw(5);
    await post(`/api/admin/withdrawals/${await withdraw(3)}/approve`, admin, { txid: newTxid() }).expect(200);
    await post(`/api/admin/withdrawals/${await withdraw(2)}/reject`, admin, { reason: 'Wrong wallet' }).expect(200);
    expect(await balanceOf(platform, payer)).toBe(50 - 2 - 9 - 7);

    taskId = await createTask(platform, owner, {
      leads: 2,
      pricings: [{ taskPricingId: pricing.review.id }],
      totalCost: 8,
    });
    await perform(platform, receiver, taskId, [pricing.review]);
    const [proof] = await receivedProofs(platform, owner, taskId);
    await put(`/api/task/update-task-status/${proof.id}`, owner, { status: 'APPROVED' }).expect(200);
    await waitForBalance(platform, receiver, 5);

    expect(await verifyLedger(platform.db.manager)).toEqual({
      ok: true,
      checkedAt: expect.any(String),
      accounts: expect.any(Number),
      ...clean,
    });
  });

  it('stays clean when a task is rejected after a lead was closed unfinished: that lead’s unpaid part goes back too', async () => {
    const {
      owner: advertiser,
      taskId: task,
      proof,
    } = await taskWithProof(platform, {
      leads: 2,
      pricings: [pricing.follow, pricing.review],
      proves: [pricing.follow],
      member: receiver,
    });
    await put(`/api/task/update-task-status/${proof.id}`, advertiser, { status: 'APPROVED' }).expect(200);
    await waitForBalance(platform, receiver, 5 + 1.5);
    // The member leaves the review undone for more than 7 days: the worker closes the lead.
    const maintenance = platform.worker!.get(MaintenanceService);
    expect(await platform.clock.later(169 * HOUR_MS, () => maintenance.endIdleTaskLeads())).toEqual({
      released: 0,
      closed: 1,
    });

    const [payment] = await platform.db.query(`SELECT id FROM task_payments WHERE task_id = $1`, [task]);
    await post(`/api/admin/task-payments/${payment.id}/reject`, admin, { reason: 'Not our kind of ad' }).expect(200);
    // Back to the owner: the lead nobody took (6) and the closed lead's undone review (4).
    expect(await balanceOf(platform, advertiser)).toBe(20 - 12 + 6 + 4);
    expect(await verifyLedger(platform.db.manager)).toMatchObject({ ok: true, ...clean });
  });

  it('reports a reward nobody earned: a content view credited from platform:rewards without a counted view', async () => {
    let id = '';
    const key = `content_view:${randomUUID()}`;
    const check = await checkAfter(async (manager) => {
      id = await forge(manager, {
        type: 'content_view',
        key,
        memberId: receiver.id,
        postings: [
          [PLATFORM.rewards, -1000n * C],
          [memberAvailable(receiver.id), 1000n * C],
        ],
      });
    });
    expect(check).toMatchObject({
      ...clean,
      ok: false,
      withoutSource: [{ id, type: 'content_view', key }],
      // Written past the settlement, it is missing from the member's weekly counter too.
      contentViewUsage: [
        { memberId: receiver.id, weekStart: expect.any(String), counted: '0', credited: `${1000n * C}` },
      ],
    });
  });

  it('reports a weekly content-view counter that differs from the postings of its week', async () => {
    const check = await checkAfter((manager) =>
      manager.query(
        `INSERT INTO content_view_week_usage (member_id, week_start, used) VALUES ($1, '2026-11-23T00:00:00Z', 5)`,
        [receiver.id],
      ),
    );
    expect(check).toMatchObject({
      ...clean,
      ok: false,
      contentViewUsage: [{ memberId: receiver.id, weekStart: expect.any(String), counted: '5', credited: '0' }],
    });
  });

  it('reports a forged settlement: clearing below zero, and a settle with no spend or outbox event behind it', async () => {
    let id = '';
    const key = `settle:gift:${randomUUID()}`;
    const check = await checkAfter(async (manager) => {
      id = await forge(manager, {
        type: 'gift_received',
        key,
        memberId: receiver.id,
        postings: [
          [PLATFORM.clearing, -1000n * C],
          [memberAvailable(receiver.id), 1000n * C],
        ],
      });
    });
    expect(check).toMatchObject({
      ok: false,
      drift: [],
      clearing: [{ account: PLATFORM.clearing, balance: `${-1000n * C}`, unsettled: '0' }],
      withoutSource: [{ id, type: 'gift_received', key }],
    });
  });

  it('reports a spend and its settlement that no gift and no outbox event explain, even with clearing in balance', async () => {
    const spendKey = `gift:${randomUUID()}`;
    const check = await checkAfter(async (manager) => {
      await forge(manager, {
        type: 'gift_sent',
        key: spendKey,
        memberId: payer.id,
        postings: [
          [memberAvailable(payer.id), -C],
          [PLATFORM.clearing, C],
        ],
      });
      await forge(manager, {
        type: 'gift_received',
        key: `settle:${spendKey}`,
        memberId: owner.id,
        postings: [
          [PLATFORM.clearing, -C],
          [memberAvailable(owner.id), C],
        ],
      });
    });
    expect(check.clearing).toEqual([]);
    expect(check.withoutSource.map((row) => row.key).sort()).toEqual([spendKey, `settle:${spendKey}`].sort());
  });

  it('reports both spends when a second one claims the same gift', async () => {
    const [gift] = await platform.db.query(`SELECT id, amount::text FROM gifts WHERE sender_id = $1`, [payer.id]);
    const [real] = await platform.db.query(
      `SELECT id, idempotency_key AS key FROM ledger_transactions WHERE type = 'gift_sent' AND metadata ->> 'giftId' = $1`,
      [gift.id],
    );
    let id = '';
    const check = await checkAfter(async (manager) => {
      id = await forge(manager, {
        type: 'gift_sent',
        key: `gift:${payer.id}:again`,
        memberId: payer.id,
        metadata: { giftId: gift.id },
        postings: [
          [memberAvailable(payer.id), -BigInt(gift.amount)],
          [PLATFORM.clearing, BigInt(gift.amount)],
        ],
      });
    });
    expect(check.withoutSource.map((row) => row.id).sort()).toEqual([id, real.id].sort());
  });

  it("reports a member's free-limit counter that differs from their postings, the balance untouched", async () => {
    const account = memberAvailable(payer.id);
    const [before] = await platform.db.query(`SELECT sent_out::text, bought::text FROM ledger_accounts WHERE id = $1`, [
      account,
    ]);
    // A counter lowered past the postings would let a free member send more than the limit allows.
    const check = await checkAfter((manager) =>
      manager.query(`UPDATE ledger_accounts SET sent_out = sent_out - $2 WHERE id = $1`, [account, `${C}`]),
    );
    expect(BigInt(before.sent_out)).toBeGreaterThan(0n);
    expect(check).toMatchObject({
      ...clean,
      ok: false,
      freeLimitCounters: [
        {
          account,
          sentOut: `${BigInt(before.sent_out) - C}`,
          postedSentOut: before.sent_out,
          bought: before.bought,
          postedBought: before.bought,
        },
      ],
    });
  });

  it('reports a held balance that differs from the pending withdrawals', async () => {
    const check = await checkAfter((manager) =>
      manager.query(`UPDATE withdrawal_requests SET status = 'rejected', decided_at = now() WHERE id = $1`, [
        pendingWithdrawal,
      ]),
    );
    expect(check).toMatchObject({
      ...clean,
      ok: false,
      held: [{ account: memberHeld(payer.id), memberId: payer.id, balance: `${9n * C}`, pending: '0' }],
    });
  });

  it('reports an escrow that differs from its task’s unpaid escrow, from the task rows alone', async () => {
    // Deleted without giving back the lead nobody took: 4 credits stay in escrow that the rows say are not.
    const deleted = await checkAfter((manager) =>
      manager.query(`UPDATE tasks SET deleted_at = now() WHERE id = $1`, [taskId]),
    );
    expect(deleted).toMatchObject({
      ...clean,
      ok: false,
      escrows: [{ account: taskEscrow(taskId), taskId, balance: `${4n * C}`, unpaid: '0' }],
    });

    // A reward paid out of the escrow for a proof that does not exist.
    let id = '';
    const key = `task_reward:${randomUUID()}`;
    const drained = await checkAfter(async (manager) => {
      id = await forge(manager, {
        type: 'task_reward',
        key,
        memberId: receiver.id,
        postings: [
          [taskEscrow(taskId), -4n * C],
          [memberAvailable(receiver.id), 4n * C],
        ],
      });
    });
    expect(drained).toMatchObject({
      ok: false,
      escrows: [{ account: taskEscrow(taskId), taskId, balance: '0', unpaid: `${4n * C}` }],
      withoutSource: [{ id, type: 'task_reward', key }],
    });
  });

  describe('reversed referral rewards and the debts they leave', () => {
    /** A referrer paid for a friend's first paid membership; answers both and the reward's transaction. */
    async function referral() {
      const referrer = await paidMember(platform, 'gold', 1000);
      const referralCode = (await get(`/api/members/${referrer.id}/referral-code`, referrer).expect(200)).body.data
        .referralCode as string;
      const friend = await paidMember(platform, 'gold', 1000, { referralCode });
      const reward = await waitFor(
        async () =>
          (
            await platform.db.query(
              `SELECT t.id, p.amount::text AS amount FROM ledger_transactions t
               JOIN ledger_postings p ON p.transaction_id = t.id AND p.account_id = $2
               WHERE t.idempotency_key = $1`,
              [`referral:${friend.id}`, memberAvailable(referrer.id)],
            )
          )[0] as { id: string; amount: string } | undefined,
        { what: 'the referral reward' },
      );
      const [activation] = await platform.db.query(
        `SELECT id FROM ledger_transactions WHERE type = 'activation' AND member_id = $1`,
        [friend.id],
      );
      return {
        referrer,
        friend,
        reward: { id: reward.id, amount: BigInt(reward.amount) },
        activationId: activation.id,
      };
    }
    const reversal = (reversesId: string, memberId: string, postings: [string, bigint][], owed = 0n) => ({
      type: 'reversal',
      key: `reversal:${randomUUID()}`,
      memberId,
      reversesId,
      metadata: { cause: 'refund', owed: `${owed}` },
      postings,
    });

    it('reports a reversed reward put on the debt while the balance covered it, and a reversal that touches a debt', async () => {
      const { referrer, friend, reward, activationId } = await referral();
      expect(await balanceOf(platform, referrer)).toBe(Number(reward.amount / C));
      let split = '';
      const splitCheck = await checkAfter(async (manager) => {
        split = await forge(
          manager,
          reversal(
            reward.id,
            referrer.id,
            [
              [PLATFORM.rewards, reward.amount],
              [memberAvailable(referrer.id), -(reward.amount - C)],
              [memberDebt(referrer.id), -C],
            ],
            C,
          ),
        );
      });
      expect(splitCheck.withoutSource).toEqual([{ id: split, type: 'reversal', key: expect.any(String) }]);

      // The friend's activation undone exactly, and a credit moved from the friend's debt to their balance.
      let moved = '';
      const movedCheck = await checkAfter(async (manager) => {
        moved = await forge(
          manager,
          reversal(activationId, friend.id, [
            [PLATFORM.revenue, -1000n * C],
            [PLATFORM.deposits, 1000n * C],
            [memberAvailable(friend.id), 5n * C],
            [memberDebt(friend.id), -5n * C],
          ]),
        );
      });
      expect(movedCheck.withoutSource).toEqual([{ id: moved, type: 'reversal', key: expect.any(String) }]);
    });

    it('reports a debt repayment that credits the balance from the debt, or names no credit it was paid from', async () => {
      // The referrer takes the reward out (held), then the friend's payment is refunded: the reward is owed.
      const { referrer, friend, reward } = await referral();
      await post('/api/withdrawal-requests', referrer, {
        amount: Number(reward.amount / C) - 4,
        walletAddress: tronAddress('TQ5pLedgerDebt'),
      }).expect(201);
      const [{ id: subscriptionId }] = await platform.db.query(
        `SELECT id FROM member_subscriptions WHERE member_id = $1 AND status = 'active'`,
        [friend.id],
      );
      await platform.db.transaction(async (manager) =>
        reverseActivation(manager, (await lockSubscriptionToReverse(manager, subscriptionId))!, 'refund', new Date()),
      );
      expect(await verifyLedger(platform.db.manager)).toMatchObject({ ok: true, withoutSource: [] });

      const repayment = (paidFrom: string) => ({
        type: 'debt_repayment',
        key: `debt-repayment:${paidFrom}`,
        memberId: referrer.id,
        metadata: { paidFrom },
        postings: [
          [memberDebt(referrer.id), -5n * C],
          [memberAvailable(referrer.id), 5n * C],
        ] as [string, bigint][],
      });
      for (const paidFrom of [reward.id, randomUUID()]) {
        let id = '';
        const check = await checkAfter(async (manager) => {
          id = await forge(manager, repayment(paidFrom));
        });
        expect({ paidFrom, withoutSource: check.withoutSource }).toEqual({
          paidFrom,
          withoutSource: [{ id, type: 'debt_repayment', key: `debt-repayment:${paidFrom}` }],
        });
      }
    });
  });

  it('keeps what it found: the hourly check records it and the console lists it', async () => {
    const key = `content_view:${randomUUID()}`;
    const id = await platform.db.transaction((manager) =>
      forge(manager, {
        type: 'content_view',
        key,
        memberId: receiver.id,
        postings: [
          [PLATFORM.rewards, -7n * C],
          [memberAvailable(receiver.id), 7n * C],
        ],
      }),
    );
    const hourly = await platform.worker!.get(MaintenanceService).reconcileLedger();
    expect(hourly).toMatchObject({ ok: false, drift: [], withoutSource: [{ id, type: 'content_view', key }] });
    const [kept] = await platform.db.query(`SELECT ok, result FROM ledger_checks ORDER BY id DESC LIMIT 1`);
    expect(kept).toEqual({ ok: false, result: JSON.parse(JSON.stringify(hourly)) });

    const run = await post('/api/admin/ledger-checks', admin).expect(201);
    expect(run.body).toMatchObject({
      ok: false,
      drift: [],
      clearing: [],
      escrows: [],
      held: [],
      withoutSource: [{ id, type: 'content_view', key }],
    });
  });
});
