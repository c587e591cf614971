import { DEPOSIT_SENDER_TEXTS, MSG, WALLET_MSG } from '@earnwave/contracts';
import { dueChainChecks, verifiedWaitingDeposits } from '@earnwave/db';
import type { ChainCheck, ChainCheckStatus, ChainLookup, ChainVerifier } from '@earnwave/domain';
import {
  type Account,
  adminList,
  balanceOf,
  bearer,
  buyCredits,
  catalogue,
  freeMember,
  newTxid,
  signUp,
  taskForm,
  todayUtc,
  tronAddress,
} from '@earnwave/testing';
import { createWorker } from '@earnwave/worker';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { ChainChecksService } from '../../services/worker/src/payment-desk/chain-checks.service';
import {
  freshUploadDir,
  startWithAdmin,
  stopCheckingLedger,
  type TestPlatform,
} from '../../services/api/test/support/platform';

/** The seeded USDT settings' wallet: every deposit must pay it. */
const PLATFORM_WALLET = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';
const HOUR_MS = 60 * 60 * 1000;
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('hex')}`;

/**
 * A boundary fake of the chain: answers what each test sets for a Txid (`not-found` otherwise)
 * and remembers every lookup, so a test sees what the worker asked and how often.
 */
class FakeChain implements ChainVerifier {
  readonly answers = new Map<string, (lookup: ChainLookup) => Partial<ChainCheck>>();
  readonly asked: ChainLookup[] = [];

  answer(txid: string, status: ChainCheckStatus, extra: (lookup: ChainLookup) => Partial<ChainCheck> = () => ({})) {
    this.answers.set(txid, (lookup) => ({ status, ...extra(lookup) }));
  }

  /**
   * The chain saw exactly what the lookup asked, confirmed; by default from a sender of this
   * transfer's own, so that members are not linked (shared-wallet flag) by one fake sender.
   */
  pays(txid: string, from = `TSender${txid.slice(0, 20)}`) {
    this.answer(txid, 'verified', (lookup) => ({
      amount: lookup.amount,
      from: lookup.from ?? from,
      to: lookup.to,
      confirmations: 20,
      detail: 'USDT transfer found and confirmed.',
    }));
  }

  timesAsked(txid: string) {
    return this.asked.filter((lookup) => lookup.txid === txid).length;
  }

  check(lookup: ChainLookup): Promise<ChainCheck> {
    this.asked.push(lookup);
    const answer = this.answers.get(lookup.txid)?.(lookup) ?? { status: 'not-found', detail: 'No such transaction.' };
    return Promise.resolve({
      network: 'tron',
      amount: null,
      from: null,
      to: null,
      confirmations: 0,
      checkedAt: new Date(),
      detail: '',
      ...answer,
    } as ChainCheck);
  }
}

describe('payment desk: deposits and payouts checked on chain', () => {
  const chain = new FakeChain();
  let platform: TestPlatform;
  let admin: Account;
  beforeAll(
    async () =>
      ({ platform, admin } = await startWithAdmin({
        chainVerifier: chain,
        env: { UPLOAD_DIR: freshUploadDir(), STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      })),
  );
  afterAll(() => stopCheckingLedger(platform));

  const post = (path: string, who: Account, body: object = {}) => platform.http.post(path).set(bearer(who)).send(body);
  const record = async (resource: string, id: string) =>
    (await platform.http.get(`/api/admin/${resource}/${id}`).set(bearer(admin)).expect(200)).body;
  const runChecks = () => platform.worker!.get(ChainChecksService).run();

  async function creditPurchase(credits = 10, txid = newTxid(), member?: Account) {
    member ??= await signUp(platform);
    const res = await post('/api/users/create/credit/balance', member, {
      sendCreditAmount: credits,
      purchaseDate: '01-11-2026',
      txid,
    }).expect(201);
    return { member, txid, id: res.body.data.id as string };
  }

  async function membershipRequest(level = 'silver', amount = 100, txid = newTxid(), member?: Account) {
    member ??= await signUp(platform);
    const res = await post('/api/members/subscription', member, {
      level,
      receipt: txid,
      amount,
      startedAt: todayUtc(),
    }).expect(201);
    return { member, txid, id: res.body.data.id as string };
  }

  async function taskPayment(txid = newTxid(), owner?: Account) {
    owner ??= await signUp(platform, { role: 'advertiser' });
    const pricing = await catalogue(platform, owner);
    const form = await taskForm(platform, owner, {
      leads: 2,
      pricings: [{ taskPricingId: pricing.follow.id }],
      totalCost: 4,
      method: 'usdt',
      txid,
      date: '2026-11-01T00:00:00.000Z',
    });
    const task = await post('/api/task/create', owner, form).expect(201);
    const [payment] = await platform.db.query(`SELECT id FROM task_payments WHERE task_id = $1`, [task.body.data.id]);
    return { owner, member: owner, txid, id: payment.id as string, taskId: task.body.data.id as string };
  }

  describe('the check of each deposit, kept with the request and shown as review.chain', () => {
    it('asks the chain for the Txid, the platform wallet and the amount due, and shows the answer in credits', async () => {
      const purchase = await creditPurchase(10);
      chain.pays(purchase.txid, 'TSenderWalletOfTheMember');
      expect((await record('credit-purchases', purchase.id)).review).toMatchObject({ chain: null });

      await runChecks();
      expect(chain.asked.find((lookup) => lookup.txid === purchase.txid)).toEqual({
        txid: purchase.txid,
        to: PLATFORM_WALLET,
        // 10 credits and the 4-credit fee, in micro-USDT.
        amount: 14_000_000n,
      });
      const shown = await record('credit-purchases', purchase.id);
      expect(shown.review.chain).toEqual({
        status: 'verified',
        network: 'tron',
        amount: 14,
        from: 'TSenderWalletOfTheMember',
        to: PLATFORM_WALLET,
        confirmations: 20,
        checkedAt: expect.any(String),
        detail: 'USDT transfer found and confirmed.',
      });
    });

    it.each<[ChainCheckStatus, string]>([
      ['mismatch', 'Paid 90 USDT, not 100.'],
      ['not-found', 'No such transaction.'],
      ['pending', '3 of 19 confirmations.'],
    ])('stores and shows %s on a membership request and a task payment', async (status, detail) => {
      const request = await membershipRequest('silver', 100);
      const payment = await taskPayment();
      for (const txid of [request.txid, payment.txid]) chain.answer(txid, status, () => ({ detail }));
      await runChecks();
      expect(chain.asked.find((lookup) => lookup.txid === request.txid)?.amount).toBe(100_000_000n);
      expect(chain.asked.find((lookup) => lookup.txid === payment.txid)?.amount).toBe(4_000_000n);
      expect((await record('membership-requests', request.id)).review.chain).toMatchObject({ status, detail });
      expect((await record('task-payments', payment.id)).review.chain).toMatchObject({ status, detail });
      const listed = await adminList(platform, admin, 'membership-requests', { filter: { chainStatus: status } });
      expect(listed.body.map((r: { id: string }) => r.id)).toContain(request.id);
    });

    it('checks again until verified or mismatched, and stops after 24 hours keeping the last result', async () => {
      const verified = await creditPurchase();
      const mismatched = await creditPurchase();
      const waiting = await creditPurchase();
      chain.pays(verified.txid);
      chain.answer(mismatched.txid, 'mismatch', () => ({ detail: 'Paid to another wallet.' }));
      chain.answer(waiting.txid, 'pending', () => ({ detail: '1 of 19 confirmations.' }));
      await runChecks();
      await runChecks();
      expect(chain.timesAsked(verified.txid)).toBe(1);
      expect(chain.timesAsked(mismatched.txid)).toBe(1);
      expect(chain.timesAsked(waiting.txid)).toBe(2);

      chain.pays(waiting.txid);
      await platform.clock.later(24 * HOUR_MS + 60_000, runChecks);
      expect(chain.timesAsked(waiting.txid)).toBe(2);
      expect((await record('credit-purchases', waiting.id)).review.chain).toMatchObject({
        status: 'pending',
        detail: '1 of 19 confirmations.',
      });
    });

    it('calls a Txid claimed by another request a mismatch, whatever the chain says', async () => {
      const first = await creditPurchase();
      const second = await creditPurchase();
      // A request written before claims were normalised names the first one's transfer as 0x… in capitals.
      await platform.db.query(`UPDATE credit_purchases SET txid = $2 WHERE id = $1`, [
        second.id,
        `0x${first.txid.toUpperCase()}`,
      ]);
      chain.pays(first.txid);
      chain.pays(`0x${first.txid.toUpperCase()}`);
      await runChecks();
      expect((await record('credit-purchases', first.id)).review.chain.status).toBe('verified');
      expect((await record('credit-purchases', second.id)).review.chain).toMatchObject({
        status: 'mismatch',
        detail: 'This Txid was already claimed by another request.',
      });
    });
  });

  describe('the run', () => {
    it('checks never-checked requests first, then the longest unchecked', async () => {
      const older = await creditPurchase();
      chain.answer(older.txid, 'pending', () => ({ detail: '1 of 19 confirmations.' }));
      await runChecks();
      const newer = await creditPurchase();
      const due = (await dueChainChecks(platform.db.manager, platform.clock.now(), 1000)).map((check) => check.id);
      expect(due).toContain(older.id);
      expect(due.indexOf(newer.id)).toBeLessThan(due.indexOf(older.id));
    });

    it('stops asking the chain for the rest of the run once it answers unavailable for its network', async () => {
      const purchases = [await creditPurchase(), await creditPurchase(), await creditPurchase()];
      const down = () => ({
        network: 'tron',
        detail: 'tron could not be read (HTTP 429); the check will be tried again',
      });
      for (const { txid } of purchases) chain.answer(txid, 'unavailable', down);
      const run = await runChecks();
      expect(purchases.map(({ txid }) => chain.timesAsked(txid))).toEqual([1, 0, 0]);
      expect(run.results.unavailable).toBe(1);
      expect((await record('credit-purchases', purchases[0].id)).review.chain).toMatchObject({
        status: 'unavailable',
        network: 'tron',
      });

      // Back up: the two never asked go first, then the one that found the chain down.
      for (const { txid } of purchases) chain.pays(txid);
      await runChecks();
      for (const { id, txid } of purchases) {
        expect((await record('credit-purchases', id)).review.chain.status).toBe('verified');
        expect(chain.timesAsked(txid)).toBe(txid === purchases[0].txid ? 2 : 1);
      }
    });

    it('skips the run when no chain is configured: nothing is checked nor stored', async () => {
      const purchase = await creditPurchase();
      const unconfigured = await createWorker(platform.config, platform.clock);
      try {
        expect(await unconfigured.get(ChainChecksService).run()).toEqual({ checked: 0, results: {}, autoApproved: 0 });
      } finally {
        await unconfigured.close();
      }
      expect((await record('credit-purchases', purchase.id)).review.chain).toBeNull();
    });
  });

  describe('decisions with the check', () => {
    it.each<ChainCheckStatus>(['mismatch', 'not-found', 'pending'])(
      'approving past %s needs an override reason, which is audited',
      async (status) => {
        const purchase = await creditPurchase(10);
        chain.answer(purchase.txid, status, () => ({ detail: 'Not what was due.' }));
        await runChecks();
        const refused = await post(`/api/admin/credit-purchases/${purchase.id}/approve`, admin, {}).expect(400);
        expect(refused.body.errors).toEqual([{ param: 'override', msg: WALLET_MSG.chainOverrideRequired(status) }]);
        expect((await record('credit-purchases', purchase.id)).status).toBe('pending');
        await post(`/api/admin/credit-purchases/${purchase.id}/approve`, admin, { override: '   ' }).expect(400);

        await post(`/api/admin/credit-purchases/${purchase.id}/approve`, admin, {
          override: 'Member showed the exchange statement.',
        }).expect(200);
        expect((await record('credit-purchases', purchase.id)).audit).toMatchObject({
          decision: 'approve',
          decidedBy: 'admin',
          adminId: admin.id,
          chainOverride: 'Member showed the exchange statement.',
        });
      },
    );

    it('needs the override on membership requests and task payments too', async () => {
      const request = await membershipRequest('silver', 100);
      const payment = await taskPayment();
      chain.answer(request.txid, 'mismatch', () => ({ detail: 'Paid 90 USDT, not 100.' }));
      await runChecks();
      const refused = await post(`/api/admin/membership-requests/${request.id}/approve`, admin, {}).expect(400);
      expect(refused.body.errors).toEqual([{ param: 'override', msg: WALLET_MSG.chainOverrideRequired('mismatch') }]);
      await post(`/api/admin/task-payments/${payment.id}/approve`, admin, {}).expect(400);
      await post(`/api/admin/membership-requests/${request.id}/approve`, admin, { override: 'Paid the rest.' }).expect(
        200,
      );
      await post(`/api/admin/task-payments/${payment.id}/approve`, admin, { override: 'Seen on the explorer.' }).expect(
        200,
      );
      expect((await record('task-payments', payment.id)).audit.chainOverride).toBe('Seen on the explorer.');
    });

    it('approves as before with no chain configured (unavailable) or no check yet', async () => {
      const unchecked = await creditPurchase();
      await post(`/api/admin/credit-purchases/${unchecked.id}/approve`, admin, {}).expect(200);
      const unavailable = await creditPurchase();
      chain.answer(unavailable.txid, 'unavailable', () => ({
        network: '',
        detail: 'No chain configured (USDT_CHAIN): the transfer was not checked',
      }));
      await runChecks();
      await post(`/api/admin/credit-purchases/${unavailable.id}/approve`, admin, {}).expect(200);
      expect((await record('credit-purchases', unavailable.id)).audit.chainOverride).toBeNull();
    });

    it("rejecting a mismatch without a reason takes the check's detail; otherwise a reason is required", async () => {
      const purchase = await creditPurchase();
      const request = await membershipRequest('silver', 100);
      chain.answer(purchase.txid, 'mismatch', () => ({ detail: 'Paid to another wallet.' }));
      chain.answer(request.txid, 'not-found');
      await runChecks();
      const rejected = await post(`/api/admin/credit-purchases/${purchase.id}/reject`, admin, {}).expect(200);
      expect(rejected.body.rejectionReason).toBe('Chain check: Paid to another wallet.');
      expect((await record('credit-purchases', purchase.id)).audit.reason).toBe('Chain check: Paid to another wallet.');

      const noReason = await post(`/api/admin/membership-requests/${request.id}/reject`, admin, {
        reason: ' ',
      }).expect(400);
      expect(noReason.body.errors).toEqual([{ param: 'reason', msg: MSG.rejectionReasonRequired }]);
      expect((await record('membership-requests', request.id)).status).toBe('pending');
    });
  });

  describe('payouts', () => {
    it("checks an approved withdrawal's payout from the platform to the member, and flags one short", async () => {
      const member = await freeMember(platform);
      await buyCredits(platform, member, 40);
      const [short, paid] = [
        await post('/api/withdrawal-requests', member, {
          amount: 10,
          walletAddress: tronAddress('member-payout'),
        }).expect(201),
        await post('/api/withdrawal-requests', member, {
          amount: 5,
          walletAddress: tronAddress('member-payout'),
        }).expect(201),
      ].map((res) => res.body.data.id as string);
      const [shortTxid, paidTxid] = [newTxid(), newTxid()];
      chain.answer(shortTxid, 'mismatch', (lookup) => ({
        amount: lookup.amount - 1_000_000n,
        from: lookup.from,
        to: lookup.to,
        confirmations: 20,
        detail: 'Paid 9 USDT, not 10.',
      }));
      // Paid more than due: not a mismatch for a payout, when the lookup says the amount is the least due
      // (the adapters' rule, test/integration/chain).
      const overpaid =
        (confirmations: number) =>
        (lookup: ChainLookup): Partial<ChainCheck> =>
          lookup.atLeast
            ? {
                status: confirmations >= 19 ? 'verified' : 'pending',
                amount: lookup.amount + 1_000_000n,
                confirmations,
              }
            : { status: 'mismatch', amount: lookup.amount + 1_000_000n, confirmations, detail: 'Paid 6 USDT, not 5.' };
      chain.answers.set(paidTxid, (lookup) => ({ ...overpaid(20)(lookup), from: lookup.from, to: lookup.to }));
      // Overpaid one block ago: it waits for its confirmations like any transfer.
      const early = (
        await post('/api/withdrawal-requests', member, {
          amount: 5,
          walletAddress: tronAddress('member-payout'),
        }).expect(201)
      ).body.data.id as string;
      const earlyTxid = newTxid();
      chain.answers.set(earlyTxid, (lookup) => ({ ...overpaid(1)(lookup), from: lookup.from, to: lookup.to }));
      await post(`/api/admin/withdrawals/${short}/approve`, admin, { txid: shortTxid }).expect(200);
      await post(`/api/admin/withdrawals/${paid}/approve`, admin, { txid: paidTxid }).expect(200);
      await post(`/api/admin/withdrawals/${early}/approve`, admin, { txid: earlyTxid }).expect(200);
      await runChecks();

      expect(chain.asked.find((lookup) => lookup.txid === shortTxid)).toEqual({
        txid: shortTxid,
        to: tronAddress('member-payout'),
        from: PLATFORM_WALLET,
        amount: 10_000_000n,
        atLeast: true,
      });
      expect((await record('withdrawals', short)).review.chain).toMatchObject({ status: 'mismatch', amount: 9 });
      expect((await record('withdrawals', paid)).review.chain).toMatchObject({ status: 'verified', amount: 6 });
      expect((await record('withdrawals', early)).review.chain).toMatchObject({ status: 'pending', amount: 6 });
      const flagged = await adminList(platform, admin, 'withdrawals', { filter: { chainStatus: 'mismatch' } });
      expect(flagged.body.map((r: { id: string }) => r.id)).toEqual([short]);
    });
    /** An approved payout that the chain answers `pending` (3 of 19 confirmations), checked once. */
    async function confirmingPayout(wallet: string) {
      const member = await freeMember(platform);
      await buyCredits(platform, member, 20);
      const id = (
        await post('/api/withdrawal-requests', member, { amount: 5, walletAddress: tronAddress(wallet) }).expect(201)
      ).body.data.id as string;
      const txid = newTxid();
      const confirming = (confirmations: number) =>
        chain.answer(txid, 'pending', (lookup) => ({
          amount: lookup.amount,
          from: lookup.from,
          to: lookup.to,
          confirmations,
          detail: `${confirmations} of 19 confirmations.`,
        }));
      confirming(3);
      await post(`/api/admin/withdrawals/${id}/approve`, admin, { txid }).expect(200);
      await runChecks();
      expect(chain.timesAsked(txid)).toBe(1);
      return { member, id, txid, confirming };
    }

    it('re-checks a payout not yet final a minute short of 24 hours after its approval, keeping the new answer', async () => {
      const payout = await confirmingPayout('payout-window-under');
      payout.confirming(12);
      await platform.clock.later(24 * HOUR_MS - 60_000, runChecks);
      expect(chain.timesAsked(payout.txid)).toBe(2);
      expect((await record('withdrawals', payout.id)).review.chain).toMatchObject({
        status: 'pending',
        confirmations: 12,
        detail: '12 of 19 confirmations.',
      });
    });

    it('stops re-checking a payout 24 hours after its approval: the last result stays, shown and listed', async () => {
      const payout = await confirmingPayout('payout-window-over');
      // The chain would now say verified; past the window nobody asks it.
      chain.pays(payout.txid);
      await platform.clock.later(24 * HOUR_MS + 60_000, async () => {
        await runChecks();
        const due = await dueChainChecks(platform.db.manager, platform.clock.now(), 1000);
        expect(due.map((check) => check.id)).not.toContain(payout.id);
      });
      expect(chain.timesAsked(payout.txid)).toBe(1);
      expect((await record('withdrawals', payout.id)).review.chain).toMatchObject({
        status: 'pending',
        confirmations: 3,
        detail: '3 of 19 confirmations.',
      });
      const listed = await adminList(platform, admin, 'withdrawals', { filter: { chainStatus: 'pending' } });
      expect(listed.body.map((r: { id: string }) => r.id)).toContain(payout.id);
      // The payout stays approved and paid: the check informs the desk, it moves no money.
      expect((await record('withdrawals', payout.id)).status).toBe('approved');
      expect(await balanceOf(platform, payout.member)).toBe(11);
    });
  });

  describe('the people behind a deposit', () => {
    it('links an account that deposited from a wallet (its chain check found the sender) to one that withdraws to it', async () => {
      const sharedWallet = tronAddress(`farm-wallet-${Date.now()}`);
      const depositor = await creditPurchase(10);
      chain.pays(depositor.txid, sharedWallet);
      await runChecks();
      expect((await record('credit-purchases', depositor.id)).review.chain).toMatchObject({ from: sharedWallet });

      const withdrawer = await freeMember(platform);
      await buyCredits(platform, withdrawer, 20);
      const payout = await post('/api/withdrawal-requests', withdrawer, {
        amount: 5,
        walletAddress: sharedWallet,
      }).expect(201);

      const withdrawal = await record('withdrawals', payout.body.data.id);
      expect(withdrawal.review.linkedAccounts).toContainEqual(
        expect.objectContaining({ memberId: depositor.member.id, reasons: expect.arrayContaining(['wallet']) }),
      );
      expect(withdrawal.review.flags.map((note: { flag: string }) => note.flag)).toContain('shared-wallet');
      const deposit = await record('credit-purchases', depositor.id);
      expect(deposit.review.linkedAccounts).toContainEqual(
        expect.objectContaining({ memberId: withdrawer.id, reasons: expect.arrayContaining(['wallet']) }),
      );
    });
  });

  describe('auto-approval of verified deposits', () => {
    const setAutoApproval = (value: unknown) =>
      platform.http.put('/api/admin/options/deposit_auto_approval').set(bearer(admin)).send({ value });
    /** An account older than the 7 days that flag a new one (accountFlags reads the database's time). */
    const ageAccount = (member: Account) =>
      platform.db.query(`UPDATE users SET created_at = now() - interval '8 days' WHERE id = $1`, [member.id]);
    const decisionsOf = (id: string) => platform.db.query(`SELECT * FROM admin_decisions WHERE record_id = $1`, [id]);
    const activations = (id: string) =>
      platform.db.query(`SELECT id FROM ledger_transactions WHERE idempotency_key = $1`, [`activation:${id}`]);
    /**
     * The account's own wallet: an earlier deposit of the account paid from it, checked and approved
     * by an administrator (a credit purchase, or a membership request where the test counts the
     * account's credits). Run before auto-approval is turned on.
     */
    async function ownWallet(
      member: Account,
      earlier: 'credit-purchases' | 'membership-requests' = 'credit-purchases',
    ) {
      const wallet = tronAddress(`own-wallet-${member.id}`);
      const deposit =
        earlier === 'credit-purchases'
          ? await creditPurchase(1, newTxid(), member)
          : await membershipRequest('silver', 100, newTxid(), member);
      chain.pays(deposit.txid, wallet);
      await runChecks();
      await post(`/api/admin/${earlier}/${deposit.id}/approve`, admin, {}).expect(200);
      return wallet;
    }

    afterEach(() => setAutoApproval(false).expect(200));

    it('is off by default: a verified request waits for a person', async () => {
      const request = await membershipRequest();
      await ageAccount(request.member);
      chain.pays(request.txid);
      const run = await runChecks();
      expect(run.autoApproved).toBe(0);
      expect((await record('membership-requests', request.id)).status).toBe('pending');
      const refused = await setAutoApproval('yes').expect(400);
      expect(JSON.stringify(refused.body)).toContain('Auto-approval is on (true) or off (false).');
    });

    it('once on, approves verified requests only, as the chain check, never a new account', async () => {
      const verified = await membershipRequest('silver', 100);
      const notFound = await membershipRequest('silver', 100);
      const fresh = await membershipRequest('silver', 100);
      await ageAccount(verified.member);
      await ageAccount(notFound.member);
      chain.pays(verified.txid, await ownWallet(verified.member));
      chain.pays(fresh.txid, await ownWallet(fresh.member));
      await setAutoApproval(true).expect(200);
      await runChecks();

      const approved = await record('membership-requests', verified.id);
      expect(approved.status).toBe('active');
      expect(approved.audit).toMatchObject({
        decision: 'approve',
        decidedBy: 'chain-check',
        adminId: null,
        adminName: 'chain check',
        chainOverride: null,
      });
      expect(await activations(verified.id)).toHaveLength(1);
      const member = await platform.http.get(`/api/members/${verified.member.id}`).set(bearer(verified.member));
      expect(member.body.data.status).toBe('active');
      expect((await record('membership-requests', notFound.id)).status).toBe('pending');
      // Verified, but the account is days old: a person decides.
      expect((await record('membership-requests', fresh.id)).status).toBe('pending');
      expect(await decisionsOf(fresh.id)).toHaveLength(0);
    });

    it('leaves to a person a verified request overtaken by a level at or above it bought by card: the paid level stays', async () => {
      const request = await membershipRequest('bronze', 10);
      await ageAccount(request.member);
      chain.pays(request.txid);
      // The member pays gold by card (a signed webhook) while the bronze request waits.
      const payload = JSON.stringify({
        id: `evt_${newTxid()}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: `cs_${newTxid()}`,
            object: 'checkout.session',
            client_reference_id: request.member.id,
            payment_link: 'plink_gold_placeholder',
            amount_total: 100_000,
            currency: 'usd',
            payment_status: 'paid',
            payment_intent: `pi_${newTxid()}`,
          },
        },
      });
      const paid = await platform.http
        .post('/api/payments/card/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
        .send(payload)
        .expect(200);
      expect(paid.body.data.outcome).toBe('activated');
      const memberRecord = async () =>
        (await platform.http.get(`/api/members/${request.member.id}`).set(bearer(admin)).expect(200)).body.data;
      const gold = await memberRecord();
      expect(gold.memberSubscription.membershipLevel).toBe('gold');

      await setAutoApproval(true).expect(200);
      expect((await runChecks()).autoApproved).toBe(0);
      expect((await record('membership-requests', request.id)).status).toBe('pending');
      expect(await decisionsOf(request.id)).toHaveLength(0);
      expect(await activations(request.id)).toHaveLength(0);
      expect(await memberRecord()).toEqual(gold);
    });

    /** Checks, turns the setting on, then runs this worker and a second one at the same moment: how many each approved, summed. */
    async function approvedByTwoWorkers() {
      await runChecks();
      await setAutoApproval(true).expect(200);
      const second = await createWorker(platform.config, platform.clock, { chainVerifier: chain });
      try {
        const runs = await Promise.all([runChecks(), second.get(ChainChecksService).run()]);
        return runs[0].autoApproved + runs[1].autoApproved;
      } finally {
        await second.close();
      }
    }
    const taskStatus = async (taskId: string) =>
      (await platform.db.query(`SELECT status FROM tasks WHERE id = $1`, [taskId]))[0].status as string;
    const purchaseCredits = (id: string) =>
      platform.db.query(`SELECT id FROM ledger_transactions WHERE idempotency_key = $1`, [`credit-purchase:${id}`]);

    it('approves a verified credit purchase as the chain check, crediting the member once', async () => {
      const purchase = await creditPurchase(10);
      await ageAccount(purchase.member);
      chain.pays(purchase.txid, await ownWallet(purchase.member, 'membership-requests'));
      await setAutoApproval(true).expect(200);
      const run = await runChecks();
      expect(run.autoApproved).toBe(1);

      const approved = await record('credit-purchases', purchase.id);
      expect(approved.status).toBe('approved');
      expect(approved.audit).toMatchObject({ decision: 'approve', decidedBy: 'chain-check', adminId: null });
      expect(await balanceOf(platform, purchase.member)).toBe(10);
      // The next run finds nothing more to do, and an administrator's late click is refused.
      expect((await runChecks()).autoApproved).toBe(0);
      await post(`/api/admin/credit-purchases/${purchase.id}/approve`, admin, {}).expect(409);
      expect(await balanceOf(platform, purchase.member)).toBe(10);
      expect(await decisionsOf(purchase.id)).toHaveLength(1);
    });

    it('approves a verified USDT task payment: the task is ACCEPTED, its escrow funded', async () => {
      const payment = await taskPayment();
      await ageAccount(payment.owner);
      chain.pays(payment.txid, await ownWallet(payment.owner));
      await setAutoApproval(true).expect(200);
      await runChecks();

      const approved = await record('task-payments', payment.id);
      expect(approved.status).toBe('approved');
      expect(approved.audit).toMatchObject({ decision: 'approve', decidedBy: 'chain-check', adminId: null });
      expect(await taskStatus(payment.taskId)).toBe('ACCEPTED');
      const escrow = await platform.db.query(`SELECT id FROM ledger_transactions WHERE idempotency_key = $1`, [
        `task_payment:${payment.taskId}`,
      ]);
      expect(escrow).toHaveLength(1);
    });

    it("leaves a new account's, a mismatched and an unconfirmed deposit to a person", async () => {
      const fresh = await creditPurchase(10);
      const freshTask = await taskPayment();
      const mismatch = await creditPurchase(10);
      const pending = await taskPayment();
      await ageAccount(mismatch.member);
      await ageAccount(pending.owner);
      // From their own wallets: only the accounts' age holds them.
      chain.pays(fresh.txid, await ownWallet(fresh.member, 'membership-requests'));
      chain.pays(freshTask.txid, await ownWallet(freshTask.owner));
      chain.answer(mismatch.txid, 'mismatch', () => ({ detail: 'Paid 9 USDT, not 10.' }));
      chain.answer(pending.txid, 'pending', () => ({ detail: 'Waiting for confirmations.' }));
      await setAutoApproval(true).expect(200);
      expect((await runChecks()).autoApproved).toBe(0);

      for (const { id } of [fresh, mismatch]) {
        expect((await record('credit-purchases', id)).status).toBe('pending');
        expect(await decisionsOf(id)).toHaveLength(0);
      }
      for (const { id, taskId } of [freshTask, pending]) {
        expect((await record('task-payments', id)).status).toBe('pending');
        expect(await taskStatus(taskId)).not.toBe('ACCEPTED');
        expect(await decisionsOf(id)).toHaveLength(0);
      }
      expect(await balanceOf(platform, fresh.member)).toBe(0);
    });

    it('approves credit purchases and task payments once under two workers at the same moment', async () => {
      const purchases = [];
      const payments = [];
      for (let i = 0; i < 3; i++) {
        const purchase = await creditPurchase(5);
        const payment = await taskPayment();
        await ageAccount(purchase.member);
        await ageAccount(payment.owner);
        chain.pays(purchase.txid, await ownWallet(purchase.member, 'membership-requests'));
        chain.pays(payment.txid, await ownWallet(payment.owner));
        purchases.push(purchase);
        payments.push(payment);
      }
      expect(await approvedByTwoWorkers()).toBe(6);
      for (const purchase of purchases) {
        expect(await decisionsOf(purchase.id)).toHaveLength(1);
        expect(await purchaseCredits(purchase.id)).toHaveLength(1);
        expect(await balanceOf(platform, purchase.member)).toBe(5);
      }
      for (const payment of payments) {
        expect(await decisionsOf(payment.id)).toHaveLength(1);
        expect(await taskStatus(payment.taskId)).toBe('ACCEPTED');
      }
    });

    it('approves once under two workers running at the same moment', async () => {
      const requests = [];
      for (let i = 0; i < 3; i++) {
        const request = await membershipRequest('silver', 100);
        await ageAccount(request.member);
        chain.pays(request.txid, await ownWallet(request.member));
        requests.push(request);
      }
      expect(await approvedByTwoWorkers()).toBe(3);
      for (const request of requests) {
        expect(await decisionsOf(request.id)).toHaveLength(1);
        expect(await activations(request.id)).toHaveLength(1);
      }
    });

    it("never approves a stranger's Txid: the first deposit from a sender waits for an administrator, and the review says why", async () => {
      // Someone else paid the platform from their wallet, approved; a member submits another of their transfers.
      const payer = await signUp(platform);
      await ageAccount(payer);
      const payersWallet = await ownWallet(payer);
      const claimed = await creditPurchase(10);
      await ageAccount(claimed.member);
      chain.pays(claimed.txid, payersWallet);
      // A transfer nobody on the platform paid from before, confirmed, to the platform's wallet.
      const unknown = await membershipRequest('silver', 100);
      await ageAccount(unknown.member);
      chain.pays(unknown.txid);
      await setAutoApproval(true).expect(200);

      expect((await runChecks()).autoApproved).toBe(0);
      const held = await record('credit-purchases', claimed.id);
      expect(held.status).toBe('pending');
      expect(held.review.chain).toMatchObject({ status: 'verified', from: payersWallet });
      expect(held.review.sender).toEqual({ known: false, sentence: DEPOSIT_SENDER_TEXTS.first });
      expect(await decisionsOf(claimed.id)).toHaveLength(0);
      expect(await balanceOf(platform, claimed.member)).toBe(0);
      const waiting = await record('membership-requests', unknown.id);
      expect(waiting.status).toBe('pending');
      expect(waiting.review.sender).toEqual({ known: false, sentence: DEPOSIT_SENDER_TEXTS.first });
      expect(await decisionsOf(unknown.id)).toHaveLength(0);
    });

    it('approves a second deposit from a sender the account paid from in an approved deposit, not one it was refused for', async () => {
      const purchase = await creditPurchase(10);
      await ageAccount(purchase.member);
      const wallet = await ownWallet(purchase.member, 'membership-requests');
      chain.pays(purchase.txid, wallet);
      // A deposit an administrator rejected proves nothing about its sender.
      const refused = await creditPurchase(3);
      await ageAccount(refused.member);
      const refusedWallet = tronAddress(`refused-wallet-${refused.member.id}`);
      const earlier = await membershipRequest('silver', 100, newTxid(), refused.member);
      chain.pays(earlier.txid, refusedWallet);
      await runChecks();
      await post(`/api/admin/membership-requests/${earlier.id}/reject`, admin, { reason: 'Not our transfer.' }).expect(
        200,
      );
      chain.pays(refused.txid, refusedWallet);
      await setAutoApproval(true).expect(200);

      expect((await runChecks()).autoApproved).toBe(1);
      const approved = await record('credit-purchases', purchase.id);
      expect(approved.status).toBe('approved');
      expect(approved.audit).toMatchObject({ decision: 'approve', decidedBy: 'chain-check' });
      expect(approved.review.sender).toEqual({ known: true, sentence: DEPOSIT_SENDER_TEXTS.known });
      expect(await balanceOf(platform, purchase.member)).toBe(10);
      const held = await record('credit-purchases', refused.id);
      expect(held.status).toBe('pending');
      expect(held.review.sender).toEqual({ known: false, sentence: DEPOSIT_SENDER_TEXTS.first });
    });

    it("leaves a flagged account's deposits out when it picks them, not after (a full run of them starves no one)", async () => {
      const flagged = await creditPurchase(10);
      chain.pays(flagged.txid, await ownWallet(flagged.member, 'membership-requests'));
      await runChecks();
      expect((await record('credit-purchases', flagged.id)).review).toMatchObject({
        chain: { status: 'verified' },
        sender: { known: true },
        flags: [expect.objectContaining({ flag: 'new-account' })],
      });
      const picked = await verifiedWaitingDeposits(platform.db.manager, 1000);
      expect(picked.map((deposit) => deposit.id)).not.toContain(flagged.id);

      await setAutoApproval(true).expect(200);
      await runChecks();
      expect((await record('credit-purchases', flagged.id)).status).toBe('pending');
      expect(await decisionsOf(flagged.id)).toHaveLength(0);
    });
  });
});
