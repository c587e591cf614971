import { getQueueToken } from '@nestjs/bullmq';
import { MSG, QUEUES, WALLET_MSG } from '@earnwave/contracts';
import { lockAccounts, verifyLedger } from '@earnwave/db';
import {
  type Account,
  adminList,
  bearer,
  logInAdmin,
  buyCredits,
  newTxid,
  paidMember,
  signUp,
  waitFor,
  waitForBalance,
  balanceOf,
  tronAddress,
  todayUtc,
} from '@earnwave/testing';
import type { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { startWithAdmin, stopCheckingLedger, type TestPlatform } from './support/platform';

const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('hex')}`;
const CENTS = { bronze: 1_000, silver: 10_000, gold: 100_000 } as const;
type CardLevel = keyof typeof CENTS;

const fieldError = (param: string, msg: string) => ({ success: false, message: msg, errors: [{ param, msg }] });
const eventId = () => `evt_${newTxid()}`;

/** Stripe's events as the webhook receives them (only the fields we read), signed offline. */
const events = {
  checkout: (memberId: string, level: CardLevel, paymentIntent = `pi_${newTxid()}`) => ({
    paymentIntent,
    session: `cs_${newTxid()}`,
    payload: (session: string) =>
      JSON.stringify({
        id: eventId(),
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: session,
            object: 'checkout.session',
            client_reference_id: memberId,
            payment_link: `plink_${level}_placeholder`,
            amount_total: CENTS[level],
            currency: 'usd',
            payment_status: 'paid',
            payment_intent: paymentIntent,
          },
        },
      }),
  }),
  refund: (paymentIntent: string, amount: number, refunded = amount) =>
    JSON.stringify({
      id: eventId(),
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: `ch_${newTxid()}`,
          object: 'charge',
          payment_intent: paymentIntent,
          amount,
          amount_refunded: refunded,
          refunded: refunded === amount,
        },
      },
    }),
  disputeClosed: (paymentIntent: string, amount: number, status: 'lost' | 'won') =>
    JSON.stringify({
      id: eventId(),
      object: 'event',
      type: 'charge.dispute.closed',
      data: {
        object: { id: `dp_${newTxid()}`, object: 'dispute', payment_intent: paymentIntent, amount, status },
      },
    }),
};

describe('card payments that cannot be bent', () => {
  let platform: TestPlatform;
  let admin: Account;

  beforeAll(
    async () => ({ platform, admin } = await startWithAdmin({ env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } })),
  );
  afterAll(() => stopCheckingLedger(platform));

  const post = (payload: string) =>
    platform.http
      .post('/api/payments/card/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload);

  /** Everything an event could change: memberships, the ledger, the balances, the refund list. */
  const state = async () =>
    (
      await platform.db.query(
        `SELECT (SELECT json_agg(s ORDER BY s.id) FROM member_subscriptions s) AS subscriptions,
                (SELECT count(*) FROM ledger_transactions)::int AS transactions,
                (SELECT json_agg(json_build_array(a.id, a.balance::text) ORDER BY a.id) FROM ledger_accounts a) AS balances,
                (SELECT json_agg(r ORDER BY r.id) FROM refused_card_payments r) AS refused,
                (SELECT json_agg(json_build_array(u.id, u.status) ORDER BY u.id) FROM users u) AS statuses`,
      )
    )[0];

  /**
   * Delivers a signed event, then the same event twice more (Stripe retries): the replays answer
   * as the first delivery did, or as a duplicate, and change nothing at all.
   */
  async function deliver(payload: string, status: number) {
    const first = await post(payload).expect(status);
    await settled();
    const after = await state();
    for (const replay of [1, 2]) {
      const again = await post(payload).expect(status);
      if (status === 200) expect(again.body.data.outcome).toMatch(/^(duplicate|ignored)$/);
      else expect(again.body).toEqual(first.body);
      await settled();
      expect({ replay, state: await state() }).toEqual({ replay, state: after });
    }
    return first;
  }

  /** Waits until the worker has taken up every event (a referral reward, say) the API recorded. */
  const settled = () =>
    waitFor(
      async () =>
        (await platform.db.query(`SELECT 1 FROM outbox WHERE processed_at IS NULL LIMIT 1`)).length === 0 || undefined,
      { what: 'the outbox drained' },
    );

  /** Pays `level` by card for `member` (the payment link's reference is the member's id). */
  async function payByCard(member: Account | string, level: CardLevel, status = 200) {
    const checkout = events.checkout(typeof member === 'string' ? member : member.id, level);
    const res = await deliver(checkout.payload(checkout.session), status);
    return { ...checkout, res };
  }

  const record = async (member: Account) =>
    (await platform.http.get(`/api/members/${member.id}`).set(bearer(admin)).expect(200)).body.data;
  const subscriptionsOf = (member: Account) =>
    platform.db.query(
      `SELECT id, level, method, status, payment_intent, replaces_id, ended_at FROM member_subscriptions
       WHERE member_id = $1 ORDER BY created_at`,
      [member.id],
    );
  const accountBalance = async (account: string) =>
    BigInt(
      (await platform.db.query(`SELECT balance::text FROM ledger_accounts WHERE id = $1`, [account]))[0]?.balance ?? 0,
    );
  const refusedList = async (member: Account) =>
    (await adminList(platform, admin, 'refused-card-payments', { filter: { memberId: member.id } }).expect(200)).body;
  const ledgerIsClean = async () => expect((await verifyLedger(platform.db.manager)).ok).toBe(true);

  describe('a payment never shortens what a member holds', () => {
    it('refuses a bronze payment naming a silver member (the downgrade attack): the victim keeps silver, the payment is listed for refund', async () => {
      const victim = await paidMember(platform, 'silver', 100);
      const before = await record(victim);

      const attack = await payByCard(victim, 'bronze', 422);
      expect(attack.res.body).toEqual(fieldError('general', MSG.cardLevelHeld));
      expect(await record(victim)).toEqual(before);
      expect(before.memberSubscription.membershipLevel).toBe('silver');

      const [listed] = await refusedList(victim);
      expect(listed).toEqual({
        id: expect.any(String),
        memberId: victim.id,
        memberName: expect.any(String),
        memberEmail: victim.email,
        clientReference: victim.id,
        level: 'bronze',
        amount: 10,
        currency: 'usd',
        paymentIntent: attack.paymentIntent,
        checkoutSession: attack.session,
        reason: MSG.cardLevelHeld,
        receivedAt: expect.any(String),
        refundedAt: null,
        refundedBy: null,
      });
      await ledgerIsClean();
    });

    it('refuses a second payment for the level held, lists it, and lets the administrator mark it refunded once', async () => {
      const member = await signUp(platform);
      const first = await payByCard(member, 'silver');
      expect(first.res.body.data.outcome).toBe('activated');
      const before = await record(member);

      const again = await payByCard(member, 'silver', 422);
      expect(again.res.body).toEqual(fieldError('general', MSG.cardLevelHeld));
      expect(await record(member)).toEqual(before);
      expect(before.memberSubscription).toMatchObject({ membershipLevel: 'silver', receiptNumber: first.session });

      const [listed] = await refusedList(member);
      expect(listed).toMatchObject({ level: 'silver', amount: 100, paymentIntent: again.paymentIntent });
      // Members never see the list; the administrator marks the refund once.
      await platform.http.get('/api/admin/refused-card-payments').set(bearer(member)).expect(403);
      const marked = await platform.http
        .post(`/api/admin/refused-card-payments/${listed.id}/refunded`)
        .set(bearer(admin))
        .expect(200);
      expect(marked.body).toMatchObject({ id: listed.id, refundedAt: expect.any(String), refundedBy: admin.id });
      await platform.http.post(`/api/admin/refused-card-payments/${listed.id}/refunded`).set(bearer(admin)).expect(409);
      // The provider's notice of that refund leaves the member's own membership alone.
      const refund = await deliver(events.refund(again.paymentIntent, CENTS.silver), 200);
      expect(refund.body).toMatchObject({ message: MSG.cardRefusedPaymentRefunded, data: { outcome: 'ignored' } });
      expect(await record(member)).toEqual(before);
    });

    it("marks a refused payment refunded on the provider's signed refund notice alone, without the console", async () => {
      const member = await paidMember(platform, 'silver', 100);
      const before = await record(member);
      const refused = await payByCard(member, 'bronze', 422);
      const [listed] = await refusedList(member);
      expect(listed).toMatchObject({ paymentIntent: refused.paymentIntent, refundedAt: null, refundedBy: null });

      // A partial refund is not the money back.
      await deliver(events.refund(refused.paymentIntent, CENTS.bronze, CENTS.bronze - 1), 200);
      expect((await refusedList(member))[0]).toMatchObject({ refundedAt: null, refundedBy: null });

      const refund = await deliver(events.refund(refused.paymentIntent, CENTS.bronze), 200);
      expect(refund.body).toMatchObject({ message: MSG.cardRefusedPaymentRefunded, data: { outcome: 'ignored' } });
      const [marked] = await refusedList(member);
      expect(marked).toEqual({ ...listed, refundedAt: expect.any(String), refundedBy: null });
      expect(
        (await adminList(platform, admin, 'refused-card-payments', { filter: { refunded: false } })).body,
      ).not.toContainEqual(expect.objectContaining({ id: listed.id }));
      // Nothing is left for the administrator to mark, and the member keeps what they held.
      await platform.http.post(`/api/admin/refused-card-payments/${listed.id}/refunded`).set(bearer(admin)).expect(409);
      expect(await record(member)).toEqual(before);
      await ledgerIsClean();
    });

    it('answers bad list queries and unknown records of the refund list in the error shape, never a 5xx', async () => {
      const bad = [
        { filter: { refunded: 'maybe' } },
        { filter: { level: 'platinum' } },
        { filter: { memberId: 'not-a-uuid' } },
        { sort: ['secret', 'ASC'] as [string, string] },
      ];
      for (const query of bad) {
        const res = await adminList(platform, admin, 'refused-card-payments', query);
        expect([JSON.stringify(query), res.status, res.body.success]).toEqual([JSON.stringify(query), 400, false]);
      }
      const unpaged = await adminList(platform, admin, 'refused-card-payments', { filter: { refunded: true } });
      expect(unpaged.status).toBe(200);
      for (const id of ['f0c1d0e5-0000-4000-8000-000000000009', 'nope']) {
        await platform.http.get(`/api/admin/refused-card-payments/${id}`).set(bearer(admin)).expect(404);
        await platform.http.post(`/api/admin/refused-card-payments/${id}/refunded`).set(bearer(admin)).expect(404);
      }
    });

    it("refuses an administrator's approval of an older USDT bronze request once gold was bought by card: gold stays", async () => {
      const member = await signUp(platform);
      const request = await platform.http
        .post('/api/members/subscription')
        .set(bearer(member))
        .send({ level: 'bronze', receipt: newTxid(), amount: 10, startedAt: todayUtc() })
        .expect(201);
      const gold = await payByCard(member, 'gold');
      expect(gold.res.body.data.outcome).toBe('activated');
      const held = await record(member);
      expect(held.memberSubscription).toMatchObject({ membershipLevel: 'gold', receiptNumber: gold.session });
      const transactions = await platform.db.query(`SELECT id FROM ledger_transactions ORDER BY id`);

      const approve = await platform.http
        .post(`/api/admin/membership-requests/${request.body.data.id}/approve`)
        .set(bearer(admin))
        .send({})
        .expect(422);
      expect(approve.body).toEqual(fieldError('general', MSG.membershipWouldShorten));
      expect(await record(member)).toEqual(held);
      expect(await platform.db.query(`SELECT id FROM ledger_transactions ORDER BY id`)).toEqual(transactions);
      const [pending] = await platform.db.query(`SELECT status FROM member_subscriptions WHERE id = $1`, [
        request.body.data.id,
      ]);
      expect(pending).toEqual({ status: 'pending' });

      // The administrator closes it the usual way (its transfer goes back as for any rejected one).
      await platform.http
        .post(`/api/admin/membership-requests/${request.body.data.id}/reject`)
        .set(bearer(admin))
        .send({ reason: 'You hold gold already' })
        .expect(200);
      expect(await record(member)).toEqual(held);
      await ledgerIsClean();
    });

    it('upgrades on a payment for a higher level, recording its payment intent and what it replaced', async () => {
      const member = await paidMember(platform, 'silver', 100);
      const [silver] = await subscriptionsOf(member);
      const gold = await payByCard(member, 'gold');
      expect(gold.res.body.data.outcome).toBe('activated');
      expect((await record(member)).memberSubscription).toMatchObject({ membershipLevel: 'gold', amount: 1000 });
      expect(await subscriptionsOf(member)).toEqual([
        expect.objectContaining({ id: silver.id, status: 'expired' }),
        expect.objectContaining({
          level: 'gold',
          method: 'card',
          status: 'active',
          payment_intent: gold.paymentIntent,
          replaces_id: silver.id,
        }),
      ]);
      expect(await refusedList(member)).toEqual([]);
    });
  });

  describe('refunds and disputes take back what a payment bought', () => {
    it('a full refund ends the card membership and gives back the one it replaced, with its term', async () => {
      const member = await paidMember(platform, 'silver', 100);
      const silver = await record(member);
      const gold = await payByCard(member, 'gold');
      expect((await record(member)).memberSubscription.membershipLevel).toBe('gold');

      const res = await deliver(events.refund(gold.paymentIntent, CENTS.gold), 200);
      expect(res.body).toEqual({
        success: true,
        message: MSG.cardPaymentReversed,
        data: { received: true, outcome: 'reversed' },
      });
      expect(await record(member)).toEqual(silver);
      expect((await subscriptionsOf(member)).map((s: { status: string }) => s.status)).toEqual(['active', 'refunded']);
      // The price went back out: its activation is reversed in the ledger.
      const [reversal] = await platform.db.query(
        `SELECT r.type, o.idempotency_key FROM ledger_transactions r JOIN ledger_transactions o ON o.id = r.reverses_id
         WHERE r.member_id = $1 AND r.type = 'reversal'`,
        [member.id],
      );
      expect(reversal).toEqual({ type: 'reversal', idempotency_key: expect.stringMatching(/^activation:/) });
      await ledgerIsClean();
    });

    it('a full refund after the replaced membership’s term ran out gives nothing back: the member holds what restoreMemberStatus says', async () => {
      const DAY = 24 * 60 * 60 * 1000;
      const member = await paidMember(platform, 'silver', 100);
      const [silver] = await subscriptionsOf(member);
      const gold = await platform.clock.later(200 * DAY, () => payByCard(member, 'gold'));
      const [silverReplaced, replaced] = await subscriptionsOf(member);
      expect(replaced).toMatchObject({ replaces_id: silver.id, status: 'active' });
      const replacedUntil: Date = (
        await platform.db.query(`SELECT replaced_until FROM member_subscriptions WHERE id = $1`, [replaced.id])
      )[0].replaced_until;
      expect(replacedUntil).toEqual(silver.ended_at);

      // A year and a bit on, silver's own term is over; gold's is not. Then gold is refunded.
      await platform.clock.later(400 * DAY, async () => {
        expect(replacedUntil.getTime()).toBeLessThan(platform.clock.now().getTime());
        await deliver(events.refund(gold.paymentIntent, CENTS.gold), 200);
        // The administrator signs in again: their session of 400 days ago is over.
        const lateAdmin = await logInAdmin(platform);
        const after = (await platform.http.get(`/api/members/${member.id}`).set(bearer(lateAdmin)).expect(200)).body
          .data;
        // Held once, now expired: active with no days left (the Membership Expired modal), not silver again.
        expect(after).toMatchObject({ status: 'active', daysLeft: 0 });
      });
      expect(silverReplaced).toMatchObject({ id: silver.id, status: 'expired' });
      expect(await subscriptionsOf(member)).toEqual([
        silverReplaced,
        { ...replaced, status: 'refunded', ended_at: expect.any(Date) },
      ]);
      await ledgerIsClean();
    });

    it('a refund in a chain of upgrades gives back the latest membership neither replaced-over nor refunded, whichever payment goes first', async () => {
      for (const first of ['silver', 'gold'] as const) {
        const member = await paidMember(platform, 'bronze', 10);
        const bronze = await record(member);
        const silver = await payByCard(member, 'silver');
        const silverHeld = await record(member);
        const gold = await payByCard(member, 'gold');
        const goldHeld = await record(member);
        expect(goldHeld.memberSubscription.membershipLevel).toBe('gold');

        if (first === 'silver') {
          // The replaced silver goes back first: gold, held, stays; gold's refund then skips silver for bronze.
          await deliver(events.refund(silver.paymentIntent, CENTS.silver), 200);
          expect({ first, after: await record(member) }).toEqual({ first, after: goldHeld });
          await deliver(events.refund(gold.paymentIntent, CENTS.gold), 200);
        } else {
          // Gold goes back first: silver comes back with its term; silver's refund then gives back bronze.
          await deliver(events.refund(gold.paymentIntent, CENTS.gold), 200);
          expect({ first, after: await record(member) }).toEqual({ first, after: silverHeld });
          await deliver(events.refund(silver.paymentIntent, CENTS.silver), 200);
        }
        expect({ first, after: await record(member) }).toEqual({ first, after: bronze });
        expect((await subscriptionsOf(member)).map((s: { status: string }) => s.status)).toEqual([
          'active',
          'refunded',
          'refunded',
        ]);
      }
      await ledgerIsClean();
    });

    it('a full refund of the only membership leaves the member inactive; a partial refund changes nothing', async () => {
      const member = await signUp(platform);
      const bronze = await payByCard(member, 'bronze');
      const held = await record(member);
      expect(held.status).toBe('active');

      const partial = await deliver(events.refund(bronze.paymentIntent, CENTS.bronze, CENTS.bronze - 1), 200);
      expect(partial.body).toMatchObject({ message: MSG.cardReversalNotFinal, data: { outcome: 'ignored' } });
      expect(await record(member)).toEqual(held);

      await deliver(events.refund(bronze.paymentIntent, CENTS.bronze), 200);
      const after = await record(member);
      expect(after.status).toBe('inactive');
      expect(await subscriptionsOf(member)).toEqual([expect.objectContaining({ status: 'refunded' })]);
      // Refunded twice (a second notice): nothing more happens.
      const second = await deliver(events.refund(bronze.paymentIntent, CENTS.bronze), 200);
      expect(second.body.data.outcome).toBe('ignored');
      await ledgerIsClean();
    });

    it('a full refund of the only membership leaves a member whose USDT request waits pending, not inactive', async () => {
      const member = await signUp(platform);
      const request = await platform.http
        .post('/api/members/subscription')
        .set(bearer(member))
        .send({ level: 'silver', receipt: newTxid(), amount: 100, startedAt: todayUtc() })
        .expect(201);
      expect(request.body.data.memberStatus).toBe('pending');
      const bronze = await payByCard(member, 'bronze');
      expect((await record(member)).status).toBe('active');

      await deliver(events.refund(bronze.paymentIntent, CENTS.bronze), 200);
      expect((await record(member)).status).toBe('pending');
      // The request is still there to decide, and its approval activates it.
      await platform.http
        .post(`/api/admin/membership-requests/${request.body.data.id}/approve`)
        .set(bearer(admin))
        .send({})
        .expect(200);
      expect(await record(member)).toMatchObject({
        status: 'active',
        memberSubscription: { membershipLevel: 'silver' },
      });
      await ledgerIsClean();
    });

    it('a lost dispute does what a refund does; a won one changes nothing', async () => {
      const member = await paidMember(platform, 'bronze', 10);
      const bronze = await record(member);
      const silver = await payByCard(member, 'silver');
      const upgraded = await record(member);

      const won = await deliver(events.disputeClosed(silver.paymentIntent, CENTS.silver, 'won'), 200);
      expect(won.body.data.outcome).toBe('ignored');
      expect(await record(member)).toEqual(upgraded);

      const lost = await deliver(events.disputeClosed(silver.paymentIntent, CENTS.silver, 'lost'), 200);
      expect(lost.body.data.outcome).toBe('reversed');
      expect(await record(member)).toEqual(bronze);
      expect(
        await platform.db.query(`SELECT refund_cause FROM member_subscriptions WHERE payment_intent = $1`, [
          silver.paymentIntent,
        ]),
      ).toEqual([{ refund_cause: 'dispute' }]);
      await ledgerIsClean();
    });

    it('remembers a refund or lost dispute that comes before its checkout: the checkout then activates nothing and is listed as refused, refunded', async () => {
      const ahead = {
        refund: (paymentIntent: string) => events.refund(paymentIntent, CENTS.silver),
        dispute: (paymentIntent: string) => events.disputeClosed(paymentIntent, CENTS.silver, 'lost'),
      };
      for (const [cause, reversal] of Object.entries(ahead)) {
        const member = await signUp(platform);
        const checkout = events.checkout(member.id, 'silver');
        const early = await deliver(reversal(checkout.paymentIntent), 200);
        expect({ cause, body: early.body }).toMatchObject({ cause, body: { data: { outcome: 'ignored' } } });
        const before = await record(member);
        const transactions = await platform.db.query(`SELECT id FROM ledger_transactions ORDER BY id`);

        const late = await deliver(checkout.payload(checkout.session), 422);
        expect({ cause, body: late.body }).toEqual({
          cause,
          body: fieldError('general', MSG.cardPaymentReversedFirst),
        });
        expect(await record(member)).toEqual(before);
        expect(before.status).toBe('inactive');
        expect(await subscriptionsOf(member)).toEqual([]);
        expect(await platform.db.query(`SELECT id FROM ledger_transactions ORDER BY id`)).toEqual(transactions);
        // Listed like every refused paid checkout, already refunded: there is nothing left to give back.
        expect(await refusedList(member)).toEqual([
          expect.objectContaining({
            level: 'silver',
            paymentIntent: checkout.paymentIntent,
            checkoutSession: checkout.session,
            reason: MSG.cardPaymentReversedFirst,
            refundedAt: expect.any(String),
            refundedBy: null,
          }),
        ]);
      }
      await ledgerIsClean();
    });

    it('answers 200 to a refund or dispute of a payment it does not know, changing nothing', async () => {
      const before = await state();
      for (const payload of [
        events.refund(`pi_${newTxid()}`, 1000),
        events.disputeClosed(`pi_${newTxid()}`, 1000, 'lost'),
      ]) {
        const res = await deliver(payload, 200);
        expect(res.body).toMatchObject({ message: MSG.cardPaymentUnknown, data: { outcome: 'ignored' } });
      }
      expect(await state()).toEqual(before);
    });
  });

  describe("the referrer's reward goes back too", () => {
    const codeOf = async (member: Account) =>
      (await platform.http.get(`/api/members/${member.id}/referral-code`).set(bearer(member)).expect(200)).body.data
        .referralCode as string;
    const debtOf = (member: Account) => accountBalance(`member:${member.id}:debt`);

    /**
     * A gold referrer whose friend bought gold by card, once the worker paid the reward
     * (ceil(0.1 × min(1000, 1000)) = 100, the first referral's), and the referrer asked to withdraw
     * all of it (96 + the 4 fee).
     */
    async function rewardWithdrawn() {
      const referrer = await paidMember(platform, 'gold', 1000);
      const friend = await signUp(platform, { referralCode: await codeOf(referrer) });
      const bought = await payByCard(friend, 'gold');
      await waitForBalance(platform, referrer, 100);
      const withdrawal = await platform.http
        .post('/api/withdrawal-requests')
        .set(bearer(referrer))
        .send({ amount: 96, walletAddress: tronAddress('card-payments') })
        .expect(201);
      return { referrer, friend, bought, withdrawalId: withdrawal.body.data.id as string };
    }

    it('reverses a reward already withdrawn as a debt, which the next credits pay off; no balance goes below zero', async () => {
      // The referrer takes the reward out, and the administrator pays it.
      const { referrer, friend, bought, withdrawalId } = await rewardWithdrawn();
      await platform.http
        .post(`/api/admin/withdrawals/${withdrawalId}/approve`)
        .set(bearer(admin))
        .send({ txid: `0x${newTxid()}` })
        .expect(200);
      expect(await balanceOf(platform, referrer)).toBe(0);

      // Then the friend charges back.
      await deliver(events.disputeClosed(bought.paymentIntent, CENTS.gold, 'lost'), 200);
      expect((await record(friend)).status).toBe('inactive');
      expect(await balanceOf(platform, referrer)).toBe(0);
      expect(await debtOf(referrer)).toBe(-100_000_000n);
      await ledgerIsClean();

      // The next earning pays the debt first: a second friend's silver, ceil(0.15 × min(1000, 100)) = 15.
      const second = await signUp(platform, { referralCode: await codeOf(referrer) });
      await payByCard(second, 'silver');
      await waitFor(async () => ((await debtOf(referrer)) === -85_000_000n ? true : undefined), {
        what: 'the debt paid down by the reward',
      });
      expect(await balanceOf(platform, referrer)).toBe(0);

      // Credits bought pay the rest; what is left over is theirs.
      await buyCredits(platform, referrer, 100);
      expect(await debtOf(referrer)).toBe(0n);
      expect(await balanceOf(platform, referrer)).toBe(15);
      const history = await platform.db.query(
        `SELECT t.type, p.amount::text FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id
         WHERE p.account_id = $1 AND t.type IN ('reversal', 'debt_repayment') ORDER BY t.created_at, p.id`,
        [`member:${referrer.id}:debt`],
      );
      expect(history).toEqual([
        { type: 'reversal', amount: '-100000000' },
        { type: 'debt_repayment', amount: '15000000' },
        { type: 'debt_repayment', amount: '85000000' },
      ]);
      await ledgerIsClean();
    });

    it('holds a pending withdrawal of the reward while the referrer owes: its rejection pays the debt', async () => {
      const { referrer, bought, withdrawalId } = await rewardWithdrawn();
      await deliver(events.refund(bought.paymentIntent, CENTS.gold), 200);
      expect(await debtOf(referrer)).toBe(-100_000_000n);

      const approve = await platform.http
        .post(`/api/admin/withdrawals/${withdrawalId}/approve`)
        .set(bearer(admin))
        .send({ txid: `0x${newTxid()}` })
        .expect(422);
      expect(approve.body).toEqual(fieldError('general', WALLET_MSG.memberOwes));
      await platform.http
        .post(`/api/admin/withdrawals/${withdrawalId}/reject`)
        .set(bearer(admin))
        .send({ reason: 'The reward was reversed' })
        .expect(200);
      expect(await debtOf(referrer)).toBe(0n);
      expect(await balanceOf(platform, referrer)).toBe(0);
      await ledgerIsClean();
    });

    it('settles a reward and its refund arriving together without a deadlock: the reward is paid, then taken back', async () => {
      const referrer = await paidMember(platform, 'gold', 1000);
      const friend = await signUp(platform, { referralCode: await codeOf(referrer) });
      const deadlocks = async () =>
        Number(
          (await platform.db.query(`SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()`))[0]
            .deadlocks,
        );
      /** Backends of this database waiting for a lock, with what they run. */
      const waiting = async (): Promise<string[]> =>
        (
          await platform.db.query(
            `SELECT DISTINCT pid, query FROM pg_locks JOIN pg_stat_activity USING (pid)
             WHERE NOT granted AND datname = current_database()`,
          )
        ).map((row: { query: string }) => row.query);
      const deadlocksBefore = await deadlocks();
      // Two other transactions hold, for a moment, the referrer's account (as another settlement
      // group would) and the friend's subscription (as a membership change would), so that the
      // worker settling the referral and the refund's reversal interleave as they can in production.
      const [group, change] = [platform.db.createQueryRunner(), platform.db.createQueryRunner()];
      for (const holder of [group, change]) {
        await holder.connect();
        await holder.startTransaction();
      }
      try {
        // The account exists first, so that its waiters queue on its row in the order they came.
        await platform.db.transaction((manager) => lockAccounts(manager, [`member:${referrer.id}:available`]));
        await lockAccounts(group.manager, [`member:${referrer.id}:available`]);
        const checkout = events.checkout(friend.id, 'gold');
        await post(checkout.payload(checkout.session)).expect(200);
        await waitFor(async () => (await waiting()).length === 1 || undefined, { what: 'the worker waiting' });
        await change.query(`SELECT 1 FROM member_subscriptions WHERE member_id = $1 FOR UPDATE`, [friend.id]);
        const refund = post(events.refund(checkout.paymentIntent, CENTS.gold)).then((res) => res);
        await waitFor(async () => (await waiting()).length === 2 || undefined, { what: 'the refund waiting too' });
        // The worker goes on first (it queued first), as far as it can.
        await group.commitTransaction();
        await waitFor(
          async () =>
            (await waiting()).some((query) => query.includes('INSERT INTO referral_rewards')) ||
            (await platform.db.query(`SELECT 1 FROM referral_rewards WHERE referred_id = $1`, [friend.id])).length >
              0 ||
            undefined,
          { what: 'the worker claiming the referral' },
        );
        await change.commitTransaction();
        const refunded = await refund;
        expect({ status: refunded.status, outcome: refunded.body.data?.outcome }).toEqual({
          status: 200,
          outcome: 'reversed',
        });
      } finally {
        for (const holder of [group, change]) {
          if (holder.isTransactionActive) await holder.rollbackTransaction();
          await holder.release();
        }
      }
      await settled();
      expect(await deadlocks()).toBe(deadlocksBefore);
      const ledger = await platform.db.query(
        `SELECT t.type, p.amount::text FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id
         WHERE p.account_id = $1 ORDER BY t.created_at, p.id`,
        [`member:${referrer.id}:available`],
      );
      expect(ledger).toEqual([
        { type: 'referral', amount: '100000000' },
        { type: 'reversal', amount: '-100000000' },
      ]);
      expect(await balanceOf(platform, referrer)).toBe(0);
      expect(await debtOf(referrer)).toBe(0n);
      await ledgerIsClean();
    });

    it('never pays a reward still queued when the payment is refunded, and takes nothing from the referrer for it', async () => {
      const referrer = await paidMember(platform, 'gold', 1000);
      await buyCredits(platform, referrer, 30);
      const friend = await signUp(platform, { referralCode: await codeOf(referrer) });
      // The worker takes up no settlement while the card payment is bought and refunded: the
      // reward it made due waits in the queue, unsettled.
      const settlement = platform.worker!.get<Queue>(getQueueToken(QUEUES.settlement));
      await settlement.pause();
      try {
        const checkout = events.checkout(friend.id, 'gold');
        expect((await post(checkout.payload(checkout.session)).expect(200)).body.data.outcome).toBe('activated');
        await waitFor(
          async () => {
            const [due] = await platform.db.query(
              `SELECT job_id, processed_at FROM outbox WHERE type = 'referral.reward-due' AND payload->>'referredId' = $1`,
              [friend.id],
            );
            return due?.job_id && (await settlement.getJob(due.job_id)) && !due.processed_at ? true : undefined;
          },
          { what: 'the reward due queued, not settled' },
        );
        const refund = await post(events.refund(checkout.paymentIntent, CENTS.gold)).expect(200);
        expect(refund.body.data.outcome).toBe('reversed');
        // The refund closes the referral itself, before the worker gets to the reward.
        expect(
          await platform.db.query(`SELECT outcome, amount::text FROM referral_rewards WHERE referred_id = $1`, [
            friend.id,
          ]),
        ).toEqual([{ outcome: 'skipped', amount: '0' }]);
      } finally {
        await settlement.resume();
      }
      await settled();

      // Neither paid nor "reversed": the referrer has what they had, owes nothing, and the
      // referral is closed without a reward, so no later delivery pays it.
      expect(await balanceOf(platform, referrer)).toBe(30);
      expect(await debtOf(referrer)).toBe(0n);
      expect(
        await platform.db.query(
          `SELECT type FROM ledger_transactions WHERE member_id = $1 AND type IN ('referral', 'reversal')`,
          [referrer.id],
        ),
      ).toEqual([]);
      expect(
        await platform.db.query(`SELECT outcome, amount::text FROM referral_rewards WHERE referred_id = $1`, [
          friend.id,
        ]),
      ).toEqual([{ outcome: 'skipped', amount: '0' }]);
      // Its next referral is still the first rewarded one: ceil(0.1 × min(1000, 100)) = 10.
      const second = await signUp(platform, { referralCode: await codeOf(referrer) });
      await payByCard(second, 'silver');
      await waitForBalance(platform, referrer, 40);
      await ledgerIsClean();
    });

    it('takes a reversed reward from the balance first, leaving no debt when the balance covers it', async () => {
      const referrer = await paidMember(platform, 'gold', 1000);
      await buyCredits(platform, referrer, 30);
      const friend = await signUp(platform, { referralCode: await codeOf(referrer) });
      const bought = await payByCard(friend, 'gold');
      await waitForBalance(platform, referrer, 130);
      await deliver(events.refund(bought.paymentIntent, CENTS.gold), 200);
      expect(await balanceOf(platform, referrer)).toBe(30);
      expect(await debtOf(referrer)).toBe(0n);

      await ledgerIsClean();
    });
  });
});

describe('card payments on a pool of one database connection', () => {
  let platform: TestPlatform;

  // One connection: a checkout that took a second one while its transaction held the first waited
  // for itself (for ever, before pools had a bounded wait), and once the wait was bounded its failed
  // read of the payment links was taken for "no level" and the paid checkout was refused.
  beforeAll(
    async () =>
      ({ platform } = await startWithAdmin({
        env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, DATABASE_POOL_SIZE: '1', DATABASE_POOL_WAIT_MS: '2000' },
      })),
  );
  afterAll(() => stopCheckingLedger(platform));

  it('activates a paid checkout with every read inside its own transaction', async () => {
    const member = await signUp(platform);
    const checkout = events.checkout(member.id, 'bronze');
    const payload = checkout.payload(checkout.session);
    const res = await platform.http
      .post('/api/payments/card/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload);
    expect({ status: res.status, body: res.body }).toEqual({
      status: 200,
      body: { success: true, message: MSG.cardEventProcessed, data: { received: true, outcome: 'activated' } },
    });
    expect(
      await platform.db.query(`SELECT level, method, status FROM member_subscriptions WHERE member_id = $1`, [
        member.id,
      ]),
    ).toEqual([{ level: 'bronze', method: 'card', status: 'active' }]);
  });
});
