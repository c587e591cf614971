import { MSG, WALLET_MSG } from '@earnwave/contracts';
import {
  type Account,
  adminList,
  balanceOf,
  bearer,
  buyCredits,
  freeMember,
  newTxid,
  signUp,
  TestSocket,
  todayUtc,
  totalOf,
  waitUntilActive,
  tronAddress,
} from '@earnwave/testing';
import { specPlatform } from './support/platform';

describe('admin API: the requests administrators decide', () => {
  const { platform, admin } = specPlatform();

  const post = (path: string, who: Account, body: object = {}) => platform.http.post(path).set(bearer(who)).send(body);
  const get = (path: string, who: Account = admin) => platform.http.get(path).set(bearer(who));

  /** A member's pending USDT request for a paid level. */
  async function membershipRequest(level = 'silver', amount = 100, overrides: Record<string, unknown> = {}) {
    const member = await signUp(platform, overrides);
    const txid = newTxid();
    const res = await post('/api/members/subscription', member, {
      level,
      receipt: txid,
      amount,
      startedAt: todayUtc(),
    }).expect(201);
    return { member, txid, id: res.body.data.id as string };
  }

  describe('membership-requests', () => {
    it('lists with Content-Range, pages and sorts on the server', async () => {
      const made = [];
      for (let i = 0; i < 3; i++) made.push(await membershipRequest('silver', 100));
      const first = await adminList(platform, admin, 'membership-requests', {
        sort: ['createdAt', 'ASC'],
        range: [0, 1],
        filter: { status: 'pending', method: 'usdt' },
      }).expect(200);
      expect(first.headers['content-range']).toMatch(/^membership-requests 0-1\/\d+$/);
      expect(totalOf(first)).toBeGreaterThanOrEqual(3);
      expect(first.body).toHaveLength(2);
      const second = await adminList(platform, admin, 'membership-requests', {
        sort: ['createdAt', 'ASC'],
        range: [2, 3],
        filter: { status: 'pending', method: 'usdt' },
      }).expect(200);
      const ids = [...first.body, ...second.body].map((record: { id: string }) => record.id);
      expect(new Set(ids).size).toBe(ids.length);
      const newestFirst = await adminList(platform, admin, 'membership-requests', {
        sort: ['createdAt', 'DESC'],
        range: [0, 0],
      }).expect(200);
      expect(newestFirst.body[0].id).toBe(made[2].id);
    });

    it('filters by status, level, member search and date', async () => {
      const gold = await membershipRequest('gold', 1000, { name: 'Goldie Filtered' });
      const byLevel = await adminList(platform, admin, 'membership-requests', { filter: { level: 'gold' } }).expect(
        200,
      );
      expect(byLevel.body.map((r: { id: string }) => r.id)).toContain(gold.id);
      expect(byLevel.body.every((r: { level: string }) => r.level === 'gold')).toBe(true);
      const bySearch = await adminList(platform, admin, 'membership-requests', { filter: { q: 'goldie filt' } }).expect(
        200,
      );
      expect(bySearch.body.map((r: { id: string }) => r.id)).toEqual([gold.id]);
      const today = new Date().toISOString().slice(0, 10);
      const byDate = await adminList(platform, admin, 'membership-requests', {
        filter: { createdAt_gte: today, createdAt_lte: today, level: 'gold' },
      }).expect(200);
      expect(byDate.body.map((r: { id: string }) => r.id)).toContain(gold.id);
      const past = await adminList(platform, admin, 'membership-requests', {
        filter: { createdAt_lte: '2020-01-01' },
      }).expect(200);
      expect(past.body).toEqual([]);
      expect(past.headers['content-range']).toBe('membership-requests 0-0/0');
    });

    it('shows the member, level, amount and Txid with its block-explorer link', async () => {
      const { member, txid, id } = await membershipRequest('silver', 100, { name: 'Silvia Show' });
      const res = await get(`/api/admin/membership-requests/${id}`).expect(200);
      expect(res.body).toMatchObject({
        id,
        memberId: member.id,
        memberName: 'Silvia Show',
        memberEmail: member.email,
        level: 'silver',
        method: 'usdt',
        amount: 100,
        txid,
        explorerUrl: `https://tronscan.org/#/transaction/${txid}`,
        status: 'pending',
        audit: null,
      });
      await get('/api/admin/membership-requests/00000000-0000-4000-8000-000000000000').expect(404);
      await get('/api/admin/membership-requests/not-an-id').expect(404);
    });

    it('approves once: a double approve activates once and the second answer is 409; the audit is on the record', async () => {
      const { member, id } = await membershipRequest('silver', 100);
      const statuses = await Promise.all(
        [1, 2].map(() => post(`/api/admin/membership-requests/${id}/approve`, admin).then((r) => r.status)),
      );
      expect(statuses.sort()).toEqual([200, 409]);
      const again = await post(`/api/admin/membership-requests/${id}/approve`, admin).expect(409);
      expect(again.body.message).toBe(MSG.membershipRequestAlreadyDecided);
      await waitUntilActive(platform, member);
      const [{ count }] = await platform.db.query(
        `SELECT count(*)::int FROM ledger_transactions WHERE type = 'activation' AND member_id = $1`,
        [member.id],
      );
      expect(count).toBe(1);
      const record = await get(`/api/admin/membership-requests/${id}`).expect(200);
      expect(record.body).toMatchObject({
        status: 'active',
        audit: { decision: 'approve', adminId: admin.id, adminEmail: admin.email, reason: null },
      });
      expect(Date.parse(record.body.audit.decidedAt)).not.toBeNaN();
    });

    it('rejects with a reason, shown in the audit', async () => {
      const { id } = await membershipRequest('gold', 1000);
      await post(`/api/admin/membership-requests/${id}/reject`, admin, { reason: 'No such transfer' }).expect(200);
      await post(`/api/admin/membership-requests/${id}/reject`, admin, { reason: 'Again' }).expect(409);
      const record = await get(`/api/admin/membership-requests/${id}`).expect(200);
      expect(record.body).toMatchObject({
        status: 'rejected',
        rejectionReason: 'No such transfer',
        audit: { decision: 'reject', reason: 'No such transfer', adminId: admin.id },
      });
    });
  });

  describe('withdrawals', () => {
    async function withdrawal(amount: number) {
      const member = await freeMember(platform);
      await buyCredits(platform, member, amount + 4);
      const res = await post('/api/withdrawal-requests', member, {
        amount,
        walletAddress: tronAddress('TQ5pAdminTest'),
      }).expect(201);
      return { member, id: res.body.data.id as string };
    }

    it('lists and filters by status and member, with Content-Range', async () => {
      const { member, id } = await withdrawal(5);
      const res = await adminList(platform, admin, 'withdrawals', {
        filter: { status: 'pending', memberId: member.id },
        sort: ['amount', 'DESC'],
        range: [0, 9],
      }).expect(200);
      expect(res.headers['content-range']).toBe('withdrawals 0-0/1');
      expect(res.body).toEqual([
        expect.objectContaining({
          id,
          memberId: member.id,
          amount: 5,
          fee: 4,
          walletAddress: tronAddress('TQ5pAdminTest'),
        }),
      ]);
    });

    it('approves with the payout Txid once (409 the second time), and the record shows it and its audit', async () => {
      const { member, id } = await withdrawal(6);
      const txid = newTxid();
      await post(`/api/admin/withdrawals/${id}/approve`, admin, {}).expect(400);
      const statuses = await Promise.all(
        [1, 2].map(() => post(`/api/admin/withdrawals/${id}/approve`, admin, { txid }).then((r) => r.status)),
      );
      expect(statuses.sort()).toEqual([200, 409]);
      const again = await post(`/api/admin/withdrawals/${id}/approve`, admin, { txid: newTxid() }).expect(409);
      expect(again.body.message).toBe(WALLET_MSG.alreadyDecided);
      const [{ count }] = await platform.db.query(
        `SELECT count(*)::int FROM ledger_transactions WHERE type = 'withdrawal' AND metadata->>'requestId' = $1`,
        [id],
      );
      expect(count).toBe(1);
      expect(await balanceOf(platform, member)).toBe(0);
      const record = await get(`/api/admin/withdrawals/${id}`).expect(200);
      expect(record.body).toMatchObject({
        status: 'approved',
        payoutTxid: txid,
        explorerUrl: `https://tronscan.org/#/transaction/${txid}`,
        audit: { decision: 'approve', txid, adminId: admin.id },
      });
    });

    it('rejects with a reason and releases the hold, which the member sees live', async () => {
      const { member, id } = await withdrawal(3);
      expect(await balanceOf(platform, member)).toBe(0);
      const socket = await new TestSocket(await platform.origin(), { token: member.token }).connected();
      try {
        await post(`/api/admin/withdrawals/${id}/reject`, admin, { reason: 'Wrong wallet' }).expect(200);
        expect(await socket.next<{ balance: number }>('balance')).toEqual({ balance: 7 });
      } finally {
        socket.close();
      }
      expect(await balanceOf(platform, member)).toBe(7);
      const record = await get(`/api/admin/withdrawals/${id}`).expect(200);
      expect(record.body).toMatchObject({ status: 'rejected', audit: { decision: 'reject', reason: 'Wrong wallet' } });
    });
  });

  describe('credit-purchases', () => {
    it('lists with filters and shows the Txid, total cost and audit after approval; the balance reaches the member live', async () => {
      const member = await signUp(platform, { name: 'Credit Buyer' });
      const res = await post('/api/users/create/credit/balance', member, {
        sendCreditAmount: 9,
        purchaseDate: '2026-01-15',
      }).expect(201);
      const id = res.body.data.id;
      const list = await adminList(platform, admin, 'credit-purchases', {
        filter: { q: 'credit buyer', status: 'pending' },
      }).expect(200);
      expect(list.body).toEqual([expect.objectContaining({ id, amount: 9, fee: 4, totalCost: 13, txid: null })]);
      const txid = newTxid();
      const socket = await new TestSocket(await platform.origin(), { token: member.token }).connected();
      try {
        await post(`/api/admin/credit-purchases/${id}/approve`, admin, { txid }).expect(200);
        // The member's open dashboard sees the credits arrive.
        expect(await socket.next<{ balance: number }>('balance')).toEqual({ balance: 9 });
      } finally {
        socket.close();
      }
      await post(`/api/admin/credit-purchases/${id}/approve`, admin, { txid }).expect(409);
      expect(await balanceOf(platform, member)).toBe(9);
      const record = await get(`/api/admin/credit-purchases/${id}`).expect(200);
      expect(record.body).toMatchObject({ status: 'approved', txid, audit: { decision: 'approve', txid } });
    });
  });

  describe('task-payments', () => {
    it('answers an empty page with Content-Range 0-0/0 when none exist, and refuses a bad query', async () => {
      const res = await adminList(platform, admin, 'task-payments').expect(200);
      expect(res.body).toEqual([]);
      expect(res.headers['content-range']).toBe('task-payments 0-0/0');
      await adminList(platform, admin, 'task-payments', { filter: { status: 'nope' } }).expect(400);
      await get('/api/admin/task-payments/00000000-0000-4000-8000-000000000000').expect(404);
    });
  });

  describe('the list dialect', () => {
    it.each([
      ['sort', { sort: 'createdAt' }],
      ['sort', { sort: '["password_hash","ASC"]' }],
      ['sort', { sort: '["createdAt","SIDEWAYS"]' }],
      ['range', { range: '[5,1]' }],
      ['range', { range: '[0,100000]' }],
      ['range', { range: '[-1,3]' }],
      ['filter', { filter: '{"status":"maybe"}' }],
      ['filter', { filter: '{"unknown":"x"}' }],
      ['filter', { filter: '{"memberId":"not-a-uuid"}' }],
      ['filter', { filter: '{"createdAt_gte":"yesterday"}' }],
      ['filter', { filter: '[1,2]' }],
      ['filter', { filter: '{not json' }],
    ])('refuses a bad %s with 400 in the error shape: %j', async (param, query) => {
      const res = await platform.http.get('/api/admin/withdrawals').query(query).set(bearer(admin)).expect(400);
      expect(res.body).toEqual({
        success: false,
        message: expect.any(String),
        errors: [{ param, msg: res.body.message }],
      });
    });

    it('answers getMany (filter by ids) with every asked record', async () => {
      const a = await membershipRequest('silver', 100);
      const b = await membershipRequest('silver', 100);
      const res = await adminList(platform, admin, 'membership-requests', { filter: { id: [a.id, b.id] } }).expect(200);
      expect(res.body.map((r: { id: string }) => r.id).sort()).toEqual([a.id, b.id].sort());
    });

    it('exposes Content-Range to the console through CORS', async () => {
      const res = await platform.http
        .get('/api/admin/withdrawals')
        .set(bearer(admin))
        .set('Origin', 'http://web.test')
        .expect(200);
      expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
    });
  });
});
