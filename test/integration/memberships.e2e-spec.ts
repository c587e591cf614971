import { getQueueToken } from '@nestjs/bullmq';
import { MAINTENANCE_JOBS, MSG, QUEUES } from '@earnwave/contracts';
import { appendOutbox, verifyLedger } from '@earnwave/db';
import { addMonths, type DomainError } from '@earnwave/domain';
import { type Account, logIn, signUp, waitFor, DAY_MS } from '@earnwave/testing';
import type { Queue } from 'bullmq';
import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { MaintenanceService } from '../../services/worker/src/processors/maintenance/maintenance.service';
import { FreeActivationService } from '../../services/worker/src/processors/memberships/free-activation.service';
import { describeDomainError } from '../../services/api/src/common/filters/domain-errors';
import { MembershipsService } from '../../services/api/src/modules/memberships';
import { runSeed } from '../../services/api/src/seed/seed';
import { startWithAdmin, TestPlatform } from '../../services/api/test/support/platform';

const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('hex')}`;

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });
const txid = () => randomBytes(32).toString('hex');
const utcDay = (offsetDays = 0) =>
  `${new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`;
/** What the client is answered when the call refuses with a domain error. */
const refusalOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => undefined,
    (error: DomainError) => describeDomainError(error),
  );
/** How long from now until a membership's term ends. */
const untilTermEnd = (endedAt: Date) => endedAt.getTime() - Date.now();
const fieldError = (param: string, msg: string) => ({ success: false, message: msg, errors: [{ param, msg }] });

describe('memberships', () => {
  let platform: TestPlatform;
  let admin: Account;

  beforeAll(
    async () => ({ platform, admin } = await startWithAdmin({ env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } })),
  );
  afterAll(() => platform.stop());

  const subscribe = (member: Account, body: Record<string, unknown>) =>
    platform.http.post('/api/members/subscription').set(auth(member)).send(body);
  const requestLevel = (member: Account, level: string, amount: number, receipt = txid()) =>
    subscribe(member, { level, receipt, amount, startedAt: utcDay() });
  const decide = (id: string, decision: 'approve' | 'reject', by: Account = admin, body: object = {}) =>
    platform.http.post(`/api/admin/membership-requests/${id}/${decision}`).set(auth(by)).send(body);
  const record = async (member: Account, by: Account = member) =>
    (await platform.http.get(`/api/members/${member.id}`).set(auth(by)).expect(200)).body.data;
  const waitUntilActive = (member: Account) =>
    waitFor(async () => ((await record(member)).status === 'active' ? true : undefined), { what: 'activation' });
  const subscriptionRow = async (id: string) =>
    (await platform.db.query(`SELECT * FROM member_subscriptions WHERE id = $1`, [id]))[0];
  const activations = (subscriptionId: string) =>
    platform.db.query(
      `SELECT t.member_id, p.account_id, p.amount::text AS amount FROM ledger_transactions t
       JOIN ledger_postings p ON p.transaction_id = t.id
       WHERE t.type = 'activation' AND t.idempotency_key = $1 ORDER BY p.amount`,
      [`activation:${subscriptionId}`],
    );
  const memberships = () => platform.app.get(MembershipsService);

  /** A member who requested `level` by USDT proof and was approved. */
  async function paidMember(level: string, price: number, overrides: Record<string, unknown> = {}) {
    const member = await signUp(platform, overrides);
    const request = await requestLevel(member, level, price).expect(201);
    await decide(request.body.data.id, 'approve').expect(200);
    return { member, requestId: request.body.data.id as string };
  }

  async function freeMember(overrides: Record<string, unknown> = {}) {
    const member = await signUp(platform, overrides);
    await subscribe(member, { level: 'bronze', receipt: 'FREE', amount: 0, startedAt: utcDay() }).expect(201);
    await waitUntilActive(member);
    return member;
  }

  describe('levels', () => {
    it('lists the four levels in ladder order with the chooser fields, silver featured, prices in credits', async () => {
      const member = await signUp(platform);
      const res = await platform.http.get(`/api/members/${member.id}/membership-levels`).set(auth(member)).expect(200);
      expect(res.body.success).toBe(true);
      const levels = res.body.data;
      expect(levels.map((level: { slug: string }) => level.slug)).toEqual(['bronze', 'silver', 'gold', 'cash']);
      expect(levels.map((level: { price: number }) => level.price)).toEqual([10, 100, 1000, 10000]);
      expect(
        levels.filter((level: { isFeatured: boolean }) => level.isFeatured).map((l: { slug: string }) => l.slug),
      ).toEqual(['silver']);
      expect(levels[1]).toEqual({
        id: 'silver',
        slug: 'silver',
        title: 'Silver',
        subTitle: expect.any(String),
        buttonText: 'Choose Silver',
        price: 100,
        isFeatured: true,
        available: true,
        featuresTitle: expect.any(String),
        featuresList: expect.arrayContaining([{ id: 1, title: '1 token per 100 views' }]),
      });
      for (const level of levels) {
        expect(Object.keys(level).sort()).toEqual([
          'available',
          'buttonText',
          'featuresList',
          'featuresTitle',
          'id',
          'isFeatured',
          'price',
          'slug',
          'subTitle',
          'title',
        ]);
        for (const feature of level.featuresList)
          expect(feature).toEqual({
            id: expect.any(Number),
            title: expect.any(String),
            ...(feature.tag ? { tag: { type: expect.any(String), label: expect.any(String) } } : {}),
          });
      }
    });

    it("refuses another member's levels and lets the administrator read them", async () => {
      const [member, other] = [await signUp(platform), await signUp(platform)];
      await platform.http.get(`/api/members/${other.id}/membership-levels`).set(auth(member)).expect(403);
      await platform.http.get(`/api/members/${other.id}/membership-levels`).set(auth(admin)).expect(200);
      await platform.http.get(`/api/members/${other.id}/membership-levels`).expect(401);
    });

    it('seeds idempotently and never overwrites an administrator edit', async () => {
      await platform.db.query(`UPDATE membership_levels SET title = 'Silver (edited)' WHERE slug = 'silver'`);
      const report = await runSeed(platform.app, platform.config);
      expect(report).toContain('Seeded membership levels (0 new)');
      const [silver] = await platform.db.query(`SELECT title FROM membership_levels WHERE slug = 'silver'`);
      expect(silver.title).toBe('Silver (edited)');
      await platform.db.query(`UPDATE membership_levels SET title = 'Silver' WHERE slug = 'silver'`);
      const [links] = await platform.db.query(
        `SELECT option_value FROM options WHERE option_key = 'card_payment_links'`,
      );
      expect(Object.keys(JSON.parse(links.option_value)).sort()).toEqual(['bronze', 'gold', 'silver']);
    });

    it('refuses a referral multiplier with more than 3 decimals in the database itself', async () => {
      await expect(
        platform.db.query(`UPDATE membership_levels SET referrals = '{"1": 0.1234, "more": 0.2}' WHERE slug = 'gold'`),
      ).rejects.toThrow(/check constraint/);
      await expect(
        platform.db.query(`UPDATE membership_levels SET referrals = '{"1": 0.1}' WHERE slug = 'gold'`),
      ).rejects.toThrow(/check constraint/);
    });
  });

  describe('member record', () => {
    it('answers a new member with status inactive, daysLeft 0, balance 0 and no subscription', async () => {
      const member = await signUp(platform, { name: 'Record Reader' });
      expect(await record(member)).toEqual({
        id: member.id,
        name: 'Record Reader',
        email: member.email,
        role: 'member',
        status: 'inactive',
        daysLeft: 0,
        balance: 0,
        memberSubscription: null,
      });
    });

    it("refuses another member's record and lets the administrator read it", async () => {
      const [member, other] = [await signUp(platform), await signUp(platform)];
      await platform.http.get(`/api/members/${other.id}`).set(auth(member)).expect(403);
      expect((await record(other, admin)).id).toBe(other.id);
      await platform.http.get(`/api/members/not-a-uuid`).set(auth(admin)).expect(404);
    });

    it('answers 404 for the level of a member without a membership', async () => {
      const member = await signUp(platform);
      const res = await platform.http.get(`/api/users/${member.id}/membership-level`).set(auth(member)).expect(404);
      expect(res.body.message).toBe(MSG.membershipNone);
    });
  });

  describe('free bronze', () => {
    it('is pending at once and activated by the worker for 12 months, with no ledger entry', async () => {
      const member = await signUp(platform);
      const res = await subscribe(member, { level: 'bronze', receipt: 'FREE', amount: 0, startedAt: utcDay() }).expect(
        201,
      );
      expect(res.body).toEqual({
        success: true,
        message: MSG.freeSubscriptionRequested,
        data: {
          id: expect.any(String),
          level: 'bronze',
          method: 'free',
          receipt: 'FREE',
          amount: 0,
          startedAt: null,
          status: 'pending',
          memberStatus: 'pending',
        },
      });
      await waitUntilActive(member);
      const data = await record(member);
      const startedAt = new Date(data.memberSubscription.startedAt);
      expect(data.memberSubscription).toEqual({
        membershipLevel: 'bronze',
        startedAt: expect.any(String),
        endedAt: addMonths(startedAt, 12).toISOString(),
        amount: 0,
        receiptNumber: 'FREE',
      });
      expect(Date.now() - startedAt.getTime()).toBeLessThan(60_000);
      expect([365, 366]).toContain(data.daysLeft);
      expect(data.status).toBe('active');
      expect(await activations(res.body.data.id)).toEqual([]);

      const level = await platform.http.get(`/api/users/${member.id}/membership-level`).set(auth(member)).expect(200);
      expect(level.body.data).toEqual({
        slug: 'bronze',
        price: 10,
        referrals: { '1': 0.1, '2': 0.15, '3': 0.2, more: 0.25 },
        contentView: 1000,
        weeklyTokenLimit: 1,
      });
    });

    it('is taken once per member, ever', async () => {
      const member = await freeMember();
      const again = await subscribe(member, { level: 'bronze', receipt: 'FREE', amount: 0 }).expect(422);
      expect(again.body).toEqual(fieldError('receipt', MSG.freeAlreadyUsed));
    });

    it('is bronze with amount 0 only', async () => {
      const member = await signUp(platform);
      const silver = await subscribe(member, { level: 'silver', receipt: 'FREE', amount: 0 }).expect(422);
      expect(silver.body).toEqual(fieldError('receipt', MSG.freeLevelOnly));
      const priced = await subscribe(member, { level: 'bronze', receipt: 'FREE', amount: 10 }).expect(422);
      expect(priced.body).toEqual(fieldError('receipt', MSG.freeLevelOnly));
      expect((await record(member)).status).toBe('inactive');
    });

    it('is a no-op when its job is delivered again', async () => {
      const member = await signUp(platform);
      const res = await subscribe(member, { level: 'bronze', receipt: 'FREE', amount: 0 }).expect(201);
      await waitUntilActive(member);
      const before = await subscriptionRow(res.body.data.id);
      const [event] = await platform.db.query(
        `SELECT id FROM outbox WHERE type = 'membership.free-requested' AND payload->>'subscriptionId' = $1`,
        [res.body.data.id],
      );
      const again = await platform.worker!.get(FreeActivationService).activate([event.id]);
      expect(again).toBe(0);
      expect(await subscriptionRow(res.body.data.id)).toEqual(before);
    });
  });

  describe('paid request: validation', () => {
    let member: Account;
    beforeAll(async () => (member = await signUp(platform)));

    const valid = () => ({ level: 'silver', receipt: txid(), amount: 100, startedAt: utcDay() });

    it.each([
      ['a missing Txid', { receipt: undefined }, 'receipt', MSG.receiptRequired],
      ['a blank Txid', { receipt: '   ' }, 'receipt', MSG.receiptRequired],
      ['a Txid with spaces', { receipt: 'abc def ghi jkl' }, 'receipt', MSG.receiptInvalid],
      ['a Txid too short', { receipt: 'abc' }, 'receipt', MSG.receiptInvalid],
      ['an unknown level', { level: 'platinum' }, 'receipt', MSG.levelUnknown],
      ['a non-numeric amount', { amount: 'lots' }, 'receipt', MSG.membershipAmountInvalid],
      ['an amount with 7 decimals', { amount: 100.0000001 }, 'receipt', MSG.membershipAmountInvalid],
      ['a negative amount', { amount: -100 }, 'receipt', MSG.membershipAmountInvalid],
      ['a day-month-year date', { startedAt: '20-11-2026' }, 'startedAt', MSG.transferDateInvalid],
      [
        'a date that is not UTC midnight',
        { startedAt: '2026-11-20T05:00:00.000Z' },
        'startedAt',
        MSG.transferDateInvalid,
      ],
      ['a date in the future', { startedAt: utcDay(3) }, 'startedAt', MSG.transferDateFuture],
    ])('answers 400 for %s, under its field', async (_case, change, param, msg) => {
      const res = await subscribe(member, { ...valid(), ...change }).expect(400);
      expect(res.body).toEqual(fieldError(param, msg));
    });

    it('needs the transfer date for a USDT transfer', async () => {
      const res = await subscribe(member, { ...valid(), startedAt: undefined }).expect(400);
      expect(res.body).toEqual(fieldError('startedAt', MSG.transferDateRequired));
    });

    it('refuses an amount other than the price, under receipt', async () => {
      const res = await subscribe(member, { ...valid(), amount: 99.99 }).expect(422);
      expect(res.body).toEqual(fieldError('receipt', MSG.membershipAmountMismatch));
    });

    it('refuses unknown fields', async () => {
      await subscribe(member, { ...valid(), discount: 50 }).expect(400);
    });

    it('refuses an unavailable level', async () => {
      await platform.db.query(`UPDATE membership_levels SET available = false WHERE slug = 'gold'`);
      try {
        const res = await subscribe(member, { ...valid(), level: 'gold', amount: 1000 }).expect(422);
        expect(res.body).toEqual(fieldError('receipt', MSG.levelUnavailable));
        const levels = await platform.http.get(`/api/members/${member.id}/membership-levels`).set(auth(member));
        expect(levels.body.data.find((level: { slug: string }) => level.slug === 'gold').available).toBe(false);
      } finally {
        await platform.db.query(`UPDATE membership_levels SET available = true WHERE slug = 'gold'`);
      }
    });

    it('refuses administrators and task owners', async () => {
      const res = await subscribe(admin, valid()).expect(403);
      expect(res.body.message).toBe(MSG.adminNoMembership);
      const advertiser = await signUp(platform, { role: 'advertiser' });
      await subscribe(advertiser, valid()).expect(403);
    });

    it('left nothing behind: no subscription, status still inactive', async () => {
      const rows = await platform.db.query(`SELECT 1 FROM member_subscriptions WHERE member_id = $1`, [member.id]);
      expect(rows).toEqual([]);
      expect((await record(member)).status).toBe('inactive');
    });
  });

  describe('paid request and approval', () => {
    it('is pending, then approval activates it for 12 months and posts the price deposits -> revenue', async () => {
      const member = await signUp(platform);
      const receipt = txid();
      const res = await subscribe(member, { level: 'silver', receipt, amount: 100, startedAt: utcDay(-2) }).expect(201);
      expect(res.body).toEqual({
        success: true,
        message: MSG.subscriptionRequested,
        data: {
          id: expect.any(String),
          level: 'silver',
          method: 'usdt',
          receipt,
          amount: 100,
          startedAt: utcDay(-2),
          status: 'pending',
          memberStatus: 'pending',
        },
      });
      const id = res.body.data.id;
      expect((await record(member)).status).toBe('pending');
      expect(
        (await subscribe(member, { level: 'gold', receipt: txid(), amount: 1000, startedAt: utcDay() }).expect(422))
          .body,
      ).toEqual(fieldError('receipt', MSG.subscriptionPendingExists));

      const approved = await decide(id, 'approve').expect(200);
      expect(approved.body).toEqual({
        id,
        memberId: member.id,
        level: 'silver',
        method: 'usdt',
        receipt,
        amount: 100,
        transferDate: utcDay(-2),
        status: 'active',
        startedAt: expect.any(String),
        endedAt: addMonths(new Date(approved.body.startedAt), 12).toISOString(),
        rejectionReason: null,
        createdAt: expect.any(String),
        decidedAt: approved.body.startedAt,
      });
      // The console's list and show give the transfer day as the decision's answer does.
      const shown = await platform.http.get(`/api/admin/membership-requests/${id}`).set(auth(admin)).expect(200);
      expect(shown.body.transferDate).toBe(utcDay(-2));

      const data = await record(member);
      expect(data).toMatchObject({ status: 'active', balance: 0 });
      expect([365, 366]).toContain(data.daysLeft);
      expect(data.memberSubscription).toEqual({
        membershipLevel: 'silver',
        startedAt: approved.body.startedAt,
        endedAt: approved.body.endedAt,
        amount: 100,
        receiptNumber: receipt,
      });
      expect(await activations(id)).toEqual([
        { member_id: member.id, account_id: 'platform:deposits', amount: '-100000000' },
        { member_id: member.id, account_id: 'platform:revenue', amount: '100000000' },
      ]);
      const [decision] = await platform.db.query(
        `SELECT decision, admin_id FROM admin_decisions WHERE resource = 'membership-requests' AND record_id = $1`,
        [id],
      );
      expect(decision).toEqual({ decision: 'approve', admin_id: admin.id });
    });

    it('answers a second decision 409 and has one effect', async () => {
      const { requestId } = await paidMember('silver', 100);
      const again = await decide(requestId, 'approve').expect(409);
      expect(again.body).toEqual(fieldError('general', MSG.membershipRequestAlreadyDecided));
      await decide(requestId, 'reject', admin, { reason: 'Changed my mind' }).expect(409);
      expect(await activations(requestId)).toHaveLength(2);
      const decisions = await platform.db.query(`SELECT 1 FROM admin_decisions WHERE record_id = $1`, [requestId]);
      expect(decisions).toHaveLength(1);
      expect((await subscriptionRow(requestId)).status).toBe('active');
    });

    it('activates once under two concurrent approvals (a double click)', async () => {
      const member = await signUp(platform);
      const { id } = (await requestLevel(member, 'gold', 1000).expect(201)).body.data;
      const statuses = (await Promise.all([decide(id, 'approve'), decide(id, 'approve'), decide(id, 'approve')]))
        .map((res) => res.status)
        .sort();
      expect(statuses).toEqual([200, 409, 409]);
      expect(await activations(id)).toHaveLength(2);
      expect((await record(member)).memberSubscription.membershipLevel).toBe('gold');
    });

    it('refuses a Txid used before, whoever used it and in whatever case', async () => {
      const receipt = txid();
      await requestLevel(await signUp(platform), 'silver', 100, receipt).expect(201);
      const other = await signUp(platform);
      const res = await requestLevel(other, 'silver', 100, receipt.toUpperCase()).expect(409);
      expect(res.body).toEqual(fieldError('receipt', MSG.txidAlreadyUsed));
      expect((await record(other)).status).toBe('inactive');
    });

    it('refuses the same level or a lower one while a paid membership runs, and upgrades to a higher one', async () => {
      const { member, requestId: silverId } = await paidMember('silver', 100);
      for (const [level, price] of [
        ['silver', 100],
        ['bronze', 10],
      ] as const) {
        const res = await requestLevel(member, level, price).expect(422);
        expect(res.body).toEqual(fieldError('receipt', MSG.membershipAlreadyHeld));
      }
      const free = await subscribe(member, { level: 'bronze', receipt: 'FREE', amount: 0 }).expect(422);
      expect(free.body).toEqual(fieldError('receipt', MSG.membershipAlreadyHeld));

      const upgrade = await requestLevel(member, 'gold', 1000).expect(201);
      // The running membership keeps the member on the dashboard while the upgrade waits.
      expect(upgrade.body.data.memberStatus).toBe('active');
      expect((await record(member)).status).toBe('active');
      await decide(upgrade.body.data.id, 'approve').expect(200);

      expect((await subscriptionRow(silverId)).status).toBe('expired');
      const data = await record(member);
      expect(data.memberSubscription).toMatchObject({ membershipLevel: 'gold', amount: 1000 });
      const level = await platform.http.get(`/api/users/${member.id}/membership-level`).set(auth(member)).expect(200);
      expect(level.body.data).toMatchObject({ slug: 'gold', price: 1000, contentView: 10, weeklyTokenLimit: 100 });
      const active = await platform.db.query(
        `SELECT level FROM member_subscriptions WHERE member_id = $1 AND status = 'active'`,
        [member.id],
      );
      expect(active).toEqual([{ level: 'gold' }]);
    });

    it('lets a free bronze member buy bronze or any level', async () => {
      const member = await freeMember();
      const res = await requestLevel(member, 'bronze', 10).expect(201);
      await decide(res.body.data.id, 'approve').expect(200);
      expect((await record(member)).memberSubscription).toMatchObject({ membershipLevel: 'bronze', amount: 10 });
    });

    it('refuses the administrator routes to members and unknown requests', async () => {
      const member = await signUp(platform);
      const { id } = (await requestLevel(member, 'silver', 100).expect(201)).body.data;
      expect((await decide(id, 'approve', member).expect(403)).body.message).toBe(MSG.forbidden);
      await decide(id, 'reject', member, { reason: 'no' }).expect(403);
      await decide(randomUUID(), 'approve').expect(404);
      await decide('not-a-uuid', 'approve').expect(404);
      expect((await subscriptionRow(id)).status).toBe('pending');
    });

    it('never lets an administrator decide their own request', async () => {
      const member = await signUp(platform);
      const { id } = (await requestLevel(member, 'silver', 100).expect(201)).body.data;
      // A member promoted to administrator while their request waits.
      await platform.db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [member.id]);
      const promoted = await logIn(platform, member.email, member.password);
      const res = await decide(id, 'approve', promoted).expect(403);
      expect(res.body.message).toBe(MSG.ownRequestDecision);
      await decide(id, 'reject', promoted, { reason: 'mine' }).expect(403);
      expect((await subscriptionRow(id)).status).toBe('pending');
      await decide(id, 'approve').expect(200);
    });

    it('makes a referrer due a reward on the first paid activation only, never on the free level', async () => {
      const referrer = await signUp(platform);
      const [{ referral_code: code }] = await platform.db.query(`SELECT referral_code FROM users WHERE id = $1`, [
        referrer.id,
      ]);
      const dueFor = async (referredId: string) =>
        platform.db.query(
          `SELECT payload FROM outbox WHERE type = 'referral.reward-due' AND payload->>'referredId' = $1`,
          [referredId],
        );
      const referred = await freeMember({ referralCode: code });
      expect(await dueFor(referred.id)).toEqual([]);

      const first = await requestLevel(referred, 'silver', 100).expect(201);
      await decide(first.body.data.id, 'approve').expect(200);
      expect(await dueFor(referred.id)).toEqual([{ payload: { referredId: referred.id, referrerId: referrer.id } }]);

      const second = await requestLevel(referred, 'gold', 1000).expect(201);
      await decide(second.body.data.id, 'approve').expect(200);
      expect(await dueFor(referred.id)).toHaveLength(1);
    });
  });

  describe('rejection', () => {
    it('needs a reason that is not blank', async () => {
      const member = await signUp(platform);
      const { id } = (await requestLevel(member, 'silver', 100).expect(201)).body.data;
      const res = await decide(id, 'reject', admin, { reason: '   ' }).expect(400);
      expect(res.body).toEqual(fieldError('reason', MSG.rejectionReasonRequired));
      await decide(id, 'reject', admin, {}).expect(400);
      expect((await subscriptionRow(id)).status).toBe('pending');
    });

    it('rejects with the reason, sends the member back to the chooser and keeps the Txid used', async () => {
      const member = await signUp(platform);
      const receipt = txid();
      const { id } = (await requestLevel(member, 'silver', 100, receipt).expect(201)).body.data;
      const res = await decide(id, 'reject', admin, { reason: '  No such transfer reached the wallet. ' }).expect(200);
      expect(res.body).toMatchObject({
        id,
        status: 'rejected',
        rejectionReason: 'No such transfer reached the wallet.',
        startedAt: null,
        endedAt: null,
      });
      expect(await record(member)).toMatchObject({ status: 'inactive', daysLeft: 0, memberSubscription: null });
      expect(await activations(id)).toEqual([]);
      await decide(id, 'reject', admin, { reason: 'again' }).expect(409);
      await decide(id, 'approve').expect(409);

      expect((await requestLevel(member, 'silver', 100, receipt).expect(409)).body).toEqual(
        fieldError('receipt', MSG.txidAlreadyUsed),
      );
      await requestLevel(member, 'silver', 100).expect(201);
    });

    it('leaves a member with a running membership active when their upgrade is rejected', async () => {
      const { member } = await paidMember('silver', 100);
      const { id } = (await requestLevel(member, 'gold', 1000).expect(201)).body.data;
      await decide(id, 'reject', admin, { reason: 'Wrong amount received' }).expect(200);
      expect(await record(member)).toMatchObject({
        status: 'active',
        memberSubscription: expect.objectContaining({ membershipLevel: 'silver' }),
      });
    });
  });

  describe('card payment webhook', () => {
    const sign = (payload: string, secret = WEBHOOK_SECRET) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const post = (payload: string, signature?: string) => {
      const call = platform.http.post('/api/payments/card/webhook').set('Content-Type', 'application/json');
      return (signature ? call.set('Stripe-Signature', signature) : call).send(payload);
    };
    const checkoutEvent = (memberId: string, overrides: Record<string, unknown> = {}, eventId = `evt_${txid()}`) =>
      JSON.stringify({
        id: eventId,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: `cs_test_${txid()}`,
            object: 'checkout.session',
            client_reference_id: memberId,
            payment_link: 'plink_silver_placeholder',
            amount_total: 10000,
            currency: 'usd',
            payment_status: 'paid',
            ...overrides,
          },
        },
      });
    const state = async () => {
      const [row] = await platform.db.query(
        `SELECT (SELECT count(*) FROM member_subscriptions)::int AS subscriptions,
                (SELECT count(*) FROM ledger_transactions)::int AS transactions,
                (SELECT count(*) FROM card_payment_events)::int AS events`,
      );
      return row;
    };

    it('rejects a free request the worker takes up after a paid card level overtook it: the paid level stays', async () => {
      const member = await signUp(platform);
      const payment = checkoutEvent(member.id);
      await post(payment, sign(payment)).expect(200);
      const paid = await record(member);
      expect(paid.memberSubscription.membershipLevel).toBe('silver');
      // The free request was made before the payment (the request call refuses it after), and the
      // worker takes it up only now.
      const freeId = randomUUID();
      await platform.db.transaction(async (manager) => {
        await manager.query(
          `INSERT INTO member_subscriptions (id, member_id, level, method, receipt, amount) VALUES ($1, $2, 'bronze', 'free', 'FREE', 0)`,
          [freeId, member.id],
        );
        await appendOutbox(manager, 'membership.free-requested', { subscriptionId: freeId, memberId: member.id });
      });
      await waitFor(async () => ((await subscriptionRow(freeId)).status === 'pending' ? undefined : true), {
        what: 'the free request taken up',
      });
      expect(await subscriptionRow(freeId)).toMatchObject({
        status: 'rejected',
        rejection_reason: MSG.freeRequestOvertaken,
      });
      expect(await record(member)).toEqual(paid);
    });

    it('activates the paid level once, and a duplicate or a replay changes nothing', async () => {
      const member = await signUp(platform);
      const payload = checkoutEvent(member.id);
      const sessionId = JSON.parse(payload).data.object.id;
      const signature = sign(payload);
      const res = await post(payload, signature).expect(200);
      expect(res.body).toEqual({
        success: true,
        message: MSG.cardEventProcessed,
        data: { received: true, outcome: 'activated' },
      });
      const data = await record(member);
      expect(data.status).toBe('active');
      expect(data.memberSubscription).toMatchObject({
        membershipLevel: 'silver',
        amount: 100,
        receiptNumber: sessionId,
      });
      const [subscription] = await platform.db.query(
        `SELECT id, method, status FROM member_subscriptions WHERE member_id = $1`,
        [member.id],
      );
      expect(subscription).toMatchObject({ method: 'card', status: 'active' });
      expect(await activations(subscription.id)).toHaveLength(2);

      const before = await state();
      const duplicate = await post(payload, signature).expect(200);
      expect(duplicate.body.data.outcome).toBe('duplicate');
      const replay = await post(payload, sign(payload)).expect(200);
      expect(replay.body.data.outcome).toBe('duplicate');
      const sameSession = JSON.parse(payload);
      sameSession.id = `evt_${txid()}`;
      const again = JSON.stringify(sameSession);
      expect((await post(again, sign(again)).expect(200)).body.data.outcome).toBe('ignored');
      expect(await state()).toEqual({ ...before, events: before.events + 1 });
      expect(await activations(subscription.id)).toHaveLength(2);
    });

    it('answers concurrent deliveries of one event with one activation', async () => {
      const member = await signUp(platform);
      const payload = checkoutEvent(member.id, { payment_link: 'plink_gold_placeholder', amount_total: 100000 });
      const outcomes = (await Promise.all([1, 2, 3].map(() => post(payload, sign(payload)))))
        .map((res) => res.body.data.outcome)
        .sort();
      expect(outcomes).toEqual(['activated', 'duplicate', 'duplicate']);
      const rows = await platform.db.query(`SELECT level FROM member_subscriptions WHERE member_id = $1`, [member.id]);
      expect(rows).toEqual([{ level: 'gold' }]);
    });

    it('answers 400 to a forged or missing signature and changes nothing', async () => {
      const member = await signUp(platform);
      const payload = checkoutEvent(member.id);
      const before = await state();
      const forged = await post(payload, sign(payload, `whsec_${txid()}`)).expect(400);
      expect(forged.body).toEqual(fieldError('general', MSG.cardSignatureInvalid));
      const tampered = payload.replace('"amount_total":10000', '"amount_total":10');
      await post(tampered, sign(payload)).expect(400);
      await post(payload).expect(400);
      expect(await state()).toEqual(before);
      expect((await record(member)).status).toBe('inactive');
    });

    it('refuses a payment whose amount is not the price, or that names no level or member, changing nothing', async () => {
      const member = await signUp(platform);
      const before = await state();
      const cases: [Record<string, unknown>, string][] = [
        [{ amount_total: 9999 }, MSG.cardAmountMismatch],
        [{ currency: 'eur' }, MSG.cardAmountMismatch],
        [{ payment_link: 'plink_unknown' }, MSG.cardLevelUnknown],
        [{ client_reference_id: randomUUID() }, MSG.cardMemberUnknown],
        [{ client_reference_id: admin.id }, MSG.cardMemberUnknown],
      ];
      for (const [change, msg] of cases) {
        const payload = checkoutEvent(member.id, change);
        const res = await post(payload, sign(payload)).expect(422);
        expect(res.body).toEqual(fieldError('general', msg));
        // A replay gets the same answer and still changes nothing.
        await post(payload, sign(payload)).expect(422);
      }
      const after = await state();
      expect(after).toEqual({ ...before, events: before.events + cases.length });
      expect((await record(member)).status).toBe('inactive');
    });

    it('acknowledges other events and unpaid checkouts without acting on them', async () => {
      const member = await signUp(platform);
      const other = JSON.stringify({
        id: `evt_${txid()}`,
        object: 'event',
        type: 'charge.refunded',
        data: { object: {} },
      });
      expect((await post(other, sign(other)).expect(200)).body.data.outcome).toBe('ignored');
      const unpaid = checkoutEvent(member.id, { payment_status: 'unpaid' });
      const res = await post(unpaid, sign(unpaid)).expect(200);
      expect(res.body).toMatchObject({ message: MSG.cardNotPaid, data: { outcome: 'ignored' } });
      expect((await record(member)).status).toBe('inactive');
    });

    it('answers 503 when no signing secret is configured', async () => {
      const bare = await TestPlatform.start({ worker: false });
      try {
        const payload = checkoutEvent(randomUUID());
        const res = await bare.http
          .post('/api/payments/card/webhook')
          .set('Content-Type', 'application/json')
          .set('Stripe-Signature', sign(payload))
          .send(payload)
          .expect(503);
        expect(res.body).toEqual(fieldError('general', MSG.cardPaymentsNotConfigured));
      } finally {
        await bare.stop();
      }
    });
  });

  describe('expiry and earning', () => {
    it('ends a membership whose term is over: earning answers 422, the record stays active with daysLeft 0', async () => {
      const { member, requestId } = await paidMember('silver', 100);
      const manager = platform.db.manager;
      await expect(memberships().requireEarningMembership(manager, member.id)).resolves.toMatchObject({
        expired: false,
        level: { slug: 'silver', price: 100_000_000n, contentView: 100, weeklyTokenLimit: 10_000_000n },
      });

      // A day after the term's end (time moves on for every membership: the others end too).
      const ended = await platform.clock.later(untilTermEnd((await subscriptionRow(requestId)).ended_at) + DAY_MS, () =>
        platform.worker!.get(MaintenanceService).expireMemberships(),
      );
      expect(ended).toBeGreaterThanOrEqual(1);
      expect((await subscriptionRow(requestId)).status).toBe('expired');

      await expect(refusalOf(memberships().requireEarningMembership(manager, member.id))).resolves.toMatchObject({
        status: 422,
        body: { message: MSG.membershipExpired },
      });
      expect(await memberships().currentLevel(manager, member.id)).toMatchObject({ expired: true });
      expect(await record(member)).toMatchObject({
        status: 'active',
        daysLeft: 0,
        memberSubscription: expect.objectContaining({ membershipLevel: 'silver' }),
      });
      await platform.http.get(`/api/users/${member.id}/membership-level`).set(auth(member)).expect(200);

      // Renewing is open again, and the member waits for it like anyone else.
      const renewal = await requestLevel(member, 'silver', 100).expect(201);
      expect(renewal.body.data.memberStatus).toBe('pending');
    });

    it('answers 422 to earning without any membership', async () => {
      const member = await signUp(platform);
      await expect(
        refusalOf(memberships().requireEarningMembership(platform.db.manager, member.id)),
      ).resolves.toMatchObject({ status: 422, body: { message: MSG.membershipRequired } });
      expect(await memberships().currentLevel(platform.db.manager, member.id)).toBeUndefined();
    });

    it('registers the maintenance schedulers in UTC and runs their jobs from the queue', async () => {
      const queue = platform.worker!.get<Queue>(getQueueToken(QUEUES.maintenance));
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => [s.key, s.pattern, s.tz]).sort()).toEqual([
        ['chain-checks', '* * * * *', 'UTC'],
        ['ledger-reconciliation', '0 * * * *', 'UTC'],
        ['membership-expiry', '5 0 * * *', 'UTC'],
        ['outbox-redelivery', '* * * * *', 'UTC'],
        ['retention', '17 * * * *', 'UTC'],
        ['task-proof-auto-approval', '*/10 * * * *', 'UTC'],
      ]);

      const { member, requestId } = await paidMember('gold', 1000);
      await platform.clock.later(untilTermEnd((await subscriptionRow(requestId)).ended_at) + 60_000, async () => {
        await queue.add(MAINTENANCE_JOBS.membershipExpiry.name, {});
        await waitFor(async () => (await subscriptionRow(requestId)).status === 'expired', { what: 'expiry job' });
      });
      expect((await record(member)).daysLeft).toBe(0);

      const [{ count }] = await platform.db.query(`SELECT count(*)::int AS count FROM ledger_checks`);
      await queue.add(MAINTENANCE_JOBS.ledgerReconciliation.name, {});
      const check = await waitFor(
        async () =>
          (await platform.db.query(`SELECT ok, result FROM ledger_checks ORDER BY id DESC OFFSET $1`, [count]))[0],
        { what: 'reconciliation job' },
      );
      expect(check.ok).toBe(true);
      expect(check.result).toMatchObject({ ok: true, drift: [], unbalanced: [], total: '0' });
    });
  });

  it('leaves the ledger without drift', async () => {
    const check = await verifyLedger(platform.db.manager);
    expect(check).toMatchObject({ ok: true, drift: [], unbalanced: [], total: '0' });
    const [revenue] = await platform.db.query(
      `SELECT balance::text FROM ledger_accounts WHERE id = 'platform:revenue'`,
    );
    expect(BigInt(revenue.balance)).toBeGreaterThan(0n);
  });
});
