import { MSG, TRANSACTIONS_PAGE_MAX, WALLET_MSG } from '@earnwave/contracts';
import {
  type Account,
  accountBalance,
  balanceOf,
  buyCredits,
  createTask,
  fundedAdvertiser,
  logIn,
  newTxid,
  paidMember,
  PASSWORD,
  signedCalls,
  signUp,
  waitForBalance,
  tronAddress,
} from '@earnwave/testing';
import { sharedAccount, taskSpecPlatform } from './support/platform';

interface Row {
  id: string;
  type: string;
  amount: number;
  createdAt: string;
}

/**
 * `GET members/{id}/transactions` (spec 7 and 9): the member's history of money, filtered by type
 * and range, paged, with the earnings (`totalAmount`) and the balance change less activations
 * (`netAmount`) of the whole filtered range. And what an advertiser-only account does with it.
 */
describe('member transactions', () => {
  const { platform, admin, pricing } = taskSpecPlatform();
  const patron = sharedAccount(async () => buyCredits(platform, await paidMember(platform, 'silver', 100), 500));

  const { get, post, put, del } = signedCalls(() => platform);
  const history = (who: Account, query = '', of: Account = who) =>
    get(`/api/members/${of.id}/transactions${query}`, who);
  const summary = (rows: Row[]) => rows.map(({ type, amount }) => ({ type, amount }));
  const gift = (from: Account, to: Account, amount: number) =>
    post('/api/members/send-gift', from, { receiverId: to.id, sendGiftAmount: amount }).expect(201);
  /** A moment strictly between two ledger writes (timestamps are kept to the microsecond). */
  const between = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const at = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    return at;
  };

  it('lists the signed postings newest first; totals count the whole range, activations left out', async () => {
    const member = await paidMember(platform, 'silver', 100);
    await buyCredits(platform, member, 30);
    await post('/api/withdrawal-requests', member, { amount: 10, walletAddress: tronAddress('wallet-1') }).expect(201);
    await gift(patron, member, 5);
    await waitForBalance(platform, member, 21);
    await gift(member, patron, 2);
    expect(await balanceOf(platform, member)).toBe(19);

    const res = await history(member).expect(200);
    const rows: Row[] = res.body.data.transactions;
    expect(summary(rows)).toEqual([
      { type: 'gift_sent', amount: -2 },
      { type: 'gift_received', amount: 5 },
      // the withdrawal and its fee are one database transaction: one instant, newest id first
      { type: 'withdrawal_fee', amount: -4 },
      { type: 'withdrawal', amount: -10 },
      { type: 'credit_purchase', amount: 30 },
      { type: 'activation', amount: 100 },
    ]);
    expect(rows[0]).toEqual({ id: expect.any(String), type: 'gift_sent', amount: -2, createdAt: expect.any(String) });
    // Earnings only; and what the balance moved, the activation (paid from outside) left out.
    expect(res.body.data.totalAmount).toBe(5);
    expect(res.body.data.netAmount).toBe(19);
    expect(res.body.data.pagination).toBeUndefined();
  });

  it('filters by type and by a from/to range, and pages in a stable order with totals of the whole range', async () => {
    const member = await paidMember(platform, 'silver', 100);
    await gift(patron, member, 1);
    await waitForBalance(platform, member, 1);
    const afterFirst = await between();
    for (const amount of [2, 3, 4]) {
      await gift(patron, member, amount);
      await waitForBalance(platform, member, [3, 6, 10][amount - 2]);
    }
    const afterReceived = await between();
    await gift(member, patron, 5);

    const received = await history(member, '?type=gift_received').expect(200);
    expect(summary(received.body.data.transactions)).toEqual(
      [4, 3, 2, 1].map((amount) => ({ type: 'gift_received', amount })),
    );
    expect(received.body.data).toMatchObject({ totalAmount: 10, netAmount: 10 });
    const activation = await history(member, '?type=activation').expect(200);
    expect(summary(activation.body.data.transactions)).toEqual([{ type: 'activation', amount: 100 }]);
    expect(activation.body.data).toMatchObject({ totalAmount: 0, netAmount: 0 });

    const range = `?from=${encodeURIComponent(afterFirst)}&to=${encodeURIComponent(afterReceived)}`;
    const middle = await history(member, range).expect(200);
    expect(summary(middle.body.data.transactions).map((row) => row.amount)).toEqual([4, 3, 2]);
    expect(middle.body.data).toMatchObject({ totalAmount: 9, netAmount: 9 });
    const since = await history(member, `?from=${encodeURIComponent(afterReceived)}`).expect(200);
    expect(summary(since.body.data.transactions)).toEqual([{ type: 'gift_sent', amount: -5 }]);
    // A whole UTC day as a date alone: today holds them all.
    const today = new Date().toISOString().slice(0, 10);
    expect((await history(member, `?from=${today}`).expect(200)).body.data.transactions).toHaveLength(6);

    const all: Row[] = (await history(member).expect(200)).body.data.transactions;
    const pages: Row[] = [];
    for (const page of [1, 2, 3]) {
      const res = await history(member, `?page=${page}&limit=2`).expect(200);
      expect(res.body.data.pagination).toEqual({ page, limit: 2, total: 6, totalPages: 3 });
      expect(res.body.data).toMatchObject({ totalAmount: 10, netAmount: 5 });
      pages.push(...res.body.data.transactions);
    }
    expect(pages).toEqual(all);
    const beyond = await history(member, '?page=4&limit=2&type=gift_received').expect(200);
    expect(beyond.body.data.transactions).toEqual([]);
    expect(beyond.body.data.pagination).toEqual({ page: 4, limit: 2, total: 4, totalPages: 2 });
    // A page without a limit, or a limit without a page, pages all the same.
    const defaults = await history(member, '?page=1').expect(200);
    expect(defaults.body.data.pagination).toMatchObject({ page: 1, total: 6 });
  });

  it('refuses a bad filter with a 400 under its param in the error shape', async () => {
    const member = await signUp(platform);
    const year = 366 * 24 * 60 * 60 * 1000;
    const refused: [string, string][] = [
      ['?type=theft', 'type'],
      ['?type=', 'type'],
      ['?from=yesterday', 'from'],
      ['?from=2026-02-30', 'from'],
      ['?to=2026-11-01T25:00:00Z', 'to'],
      ['?from=2026-11-02&to=2026-11-01', 'to'],
      ['?from=2026-11-01&to=2026-11-01', 'to'],
      [`?from=${new Date(Date.now() - year - 60_000).toISOString()}`, 'from'],
      ['?from=2024-01-01&to=2026-01-01', 'from'],
      ['?page=0', 'page'],
      ['?page=1.5', 'page'],
      ['?limit=0', 'limit'],
      [`?limit=${TRANSACTIONS_PAGE_MAX + 1}`, 'limit'],
      ['?days=0', 'days'],
      ['?days=366', 'days'],
    ];
    for (const [query, param] of refused) {
      const res = await history(member, query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
      expect(res.body.errors.map((error: { param: string }) => error.param)).toEqual([param]);
    }
    expect((await history(member, `?limit=${TRANSACTIONS_PAGE_MAX}`).expect(200)).body.data.transactions).toEqual([]);
  });

  it('shows each account only its own history: another member is refused, an administrator may read', async () => {
    const [owner, stranger] = [await signUp(platform), await signUp(platform)];
    const refused = await history(stranger, '', owner).expect(403);
    expect(refused.body).toMatchObject({ success: false, message: MSG.forbidden });
    await history(admin, '', owner).expect(200);
    await platform.http.get(`/api/members/${owner.id}/transactions`).expect(401);
  });

  describe('an advertiser-only account', () => {
    it('changes its password and lists its sessions like any account', async () => {
      const advertiser = await signUp(platform, { role: 'advertiser' });
      const changed = await put(`/api/users/${advertiser.id}/password`, advertiser, {
        oldPassword: PASSWORD,
        newPassword: 'Marigold77',
        confirmPassword: 'Marigold77',
      }).expect(200);
      expect(changed.body.message).toBe(MSG.passwordChanged);
      const again = await logIn(platform, advertiser.email, 'Marigold77');
      expect(again.role).toBe('advertiser');
      const sessions = await get(`/api/users/${advertiser.id}/sessions`, again).expect(200);
      expect(sessions.body.data.length).toBeGreaterThanOrEqual(1);
    });

    it('buys credits, funds a task and withdraws the refund, held with the fee; the free limit is not its', async () => {
      const owner = await fundedAdvertiser(platform, 30);
      expect(await balanceOf(platform, owner)).toBe(30);
      const taskId = await createTask(platform, owner, {
        leads: 6,
        pricings: [{ taskPricingId: pricing.follow.id }],
        totalCost: 12,
      });
      expect(await balanceOf(platform, owner)).toBe(18);
      expect((await del(`/api/task/delete/${taskId}`, owner).expect(200)).body.data.refunded).toBe(12);
      expect(await balanceOf(platform, owner)).toBe(30);

      // More than a free member's 10: only free bronze members are limited.
      const withdrawal = await post('/api/withdrawal-requests', owner, {
        amount: 26,
        walletAddress: tronAddress('wallet-2'),
      });
      expect(withdrawal.status).toBe(201);
      expect(withdrawal.body.data).toMatchObject({ amount: 26, fee: 4, status: 'pending' });
      expect(await balanceOf(platform, owner)).toBe(0);
      expect(await accountBalance(platform, `member:${owner.id}:held`)).toBe(30_000_000n);
      const over = await post('/api/withdrawal-requests', owner, {
        amount: 1,
        walletAddress: tronAddress('wallet-2'),
      }).expect(422);
      expect(over.body.errors).toEqual([{ param: 'amount', msg: WALLET_MSG.insufficientBalance }]);

      const res = await history(owner).expect(200);
      expect(summary(res.body.data.transactions)).toEqual([
        { type: 'withdrawal_fee', amount: -4 },
        { type: 'withdrawal', amount: -26 },
        { type: 'task_refund', amount: 12 },
        { type: 'task_payment', amount: -12 },
        { type: 'credit_purchase', amount: 30 },
      ]);
      expect(res.body.data).toMatchObject({ totalAmount: 0, netAmount: 0 });

      await post(`/api/admin/withdrawals/${withdrawal.body.data.id}/approve`, admin, { txid: newTxid() }).expect(200);
      expect(await accountBalance(platform, `member:${owner.id}:held`)).toBe(0n);
    });

    it('deactivates itself', async () => {
      const advertiser = await signUp(platform, { role: 'advertiser' });
      await del(`/api/users/${advertiser.id}`, advertiser).expect(200);
      const login = await platform.http
        .post('/api/members/login')
        .send({ email: advertiser.email, password: PASSWORD })
        .expect(403);
      expect(login.body.success).toBe(false);
    });
  });
});
