import {
  type Account,
  adminList,
  bearer,
  buyCredits,
  freeMember,
  logInAdmin,
  newTxid,
  totalOf,
  tronAddress,
} from '@earnwave/testing';
import { sharedAccount, specPlatform } from './support/platform';

describe('admin API: ledger, dashboard and queue board', () => {
  const { platform, admin } = specPlatform();
  const member = sharedAccount(async () => buyCredits(platform, await freeMember(platform), 20));

  const get = (path: string) => platform.http.get(path).set(bearer(admin));

  it('lists transactions with their postings, filtered by member, type and date', async () => {
    const res = await adminList(platform, admin, 'ledger-transactions', {
      filter: { memberId: member.id, type: 'credit_purchase' },
    }).expect(200);
    expect(res.headers['content-range']).toBe('ledger-transactions 0-0/1');
    const [transaction] = res.body;
    expect(transaction).toMatchObject({ type: 'credit_purchase', memberId: member.id });
    expect(transaction.postings).toEqual(
      expect.arrayContaining([
        { account: 'platform:deposits', type: 'credit_purchase', amount: -24 },
        { account: `member:${member.id}:available`, type: 'credit_purchase', amount: 20 },
        { account: 'platform:fees', type: 'credit_purchase', amount: 4 },
      ]),
    );
    expect(transaction.postings.reduce((sum: number, p: { amount: number }) => sum + p.amount, 0)).toBe(0);
    const shown = await get(`/api/admin/ledger-transactions/${transaction.id}`).expect(200);
    expect(shown.body).toEqual(transaction);
    const byAccount = await adminList(platform, admin, 'ledger-transactions', {
      filter: { account: `member:${member.id}:available` },
    }).expect(200);
    expect(byAccount.body.map((t: { id: string }) => t.id)).toContain(transaction.id);
    const future = await adminList(platform, admin, 'ledger-transactions', { filter: { createdAt_gte: '2999-01-01' } });
    expect(totalOf(future)).toBe(0);
    await adminList(platform, admin, 'ledger-transactions', { filter: { type: 'theft' } }).expect(400);
  });

  it('lists account balances, filtered by member and kind', async () => {
    const res = await adminList(platform, admin, 'ledger-accounts', { filter: { memberId: member.id } }).expect(200);
    expect(res.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: `member:${member.id}:available`, balance: 20, kind: 'member' }),
      ]),
    );
    const platformAccounts = await adminList(platform, admin, 'ledger-accounts', {
      filter: { kind: 'platform' },
      sort: ['balance', 'ASC'],
    }).expect(200);
    expect(platformAccounts.body[0]).toMatchObject({ id: 'platform:deposits' });
    const fees = await get('/api/admin/ledger-accounts/platform:fees').expect(200);
    expect(fees.body.balance).toBeGreaterThanOrEqual(4);
  });

  it('runs the reconciliation check now, keeps it and lists it newest first', async () => {
    const run = await platform.http.post('/api/admin/ledger-checks').set(bearer(admin)).expect(201);
    expect(run.body).toMatchObject({ id: expect.any(Number), ok: true, drift: [], unbalanced: [], total: '0' });
    const list = await adminList(platform, admin, 'ledger-checks').expect(200);
    expect(list.body[0]).toEqual(run.body);
    expect((await get(`/api/admin/ledger-checks/${run.body.id}`)).body).toEqual(run.body);
    await get('/api/admin/ledger-checks/999999').expect(404);
  });

  it("summarises pending decisions, today's money, members, queues and the last ledger check", async () => {
    const other = await freeMember(platform);
    await buyCredits(platform, other, 10);
    await platform.http
      .post('/api/withdrawal-requests')
      .set(bearer(other))
      .send({ amount: 2, walletAddress: tronAddress('TQ5pDashboard') })
      .expect(201);
    await platform.http
      .post('/api/users/create/credit/balance')
      .set(bearer(other))
      .send({ sendCreditAmount: 5, purchaseDate: '2026-01-02', txid: newTxid() })
      .expect(201);
    await platform.http.post('/api/admin/ledger-checks').set(bearer(admin)).expect(201);
    const res = await get('/api/admin/dashboard').expect(200);
    expect(res.body).toMatchObject({
      id: 'dashboard',
      pendingDecisions: { membershipRequests: 0, withdrawals: 1, creditPurchases: 1, taskPayments: 0 },
      today: { deposits: 38, payouts: 0, fees: 8 },
      members: { total: 2, byStatus: { active: 2 }, byLevel: { bronze: 2 }, deactivated: 0 },
      lastLedgerCheck: { ok: true },
    });
    expect(res.body.queues.map((queue: { name: string }) => queue.name).sort()).toEqual([
      'mail',
      'maintenance',
      'memberships',
      'settlement',
    ]);
    for (const queue of res.body.queues) {
      expect(queue).toEqual(
        expect.objectContaining({
          waiting: expect.any(Number),
          active: expect.any(Number),
          failed: expect.any(Number),
        }),
      );
      expect(queue.error).toBeUndefined();
    }
  });

  it('opens the queue board with a ticket: an HttpOnly, SameSite=Strict cookie scoped to /admin/queues', async () => {
    await platform.http.get('/admin/queues').expect(401);
    const res = await platform.http.post('/api/admin/queue-board-ticket').set(bearer(admin)).expect(200);
    expect(res.body).toMatchObject({ url: '/admin/queues', expiresAt: expect.any(String) });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/earnwave_queue_board=/);
    expect(cookie).toMatch(/Path=\/admin\/queues/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const value = cookie.split(';')[0];
    const board = await platform.http.get('/admin/queues').set('Cookie', value).expect(200);
    expect(board.text).toContain('<div id="root">');
    const queues = await platform.http.get('/admin/queues/api/queues').set('Cookie', value).expect(200);
    expect(queues.body.queues.map((queue: { name: string }) => queue.name).sort()).toEqual([
      'mail',
      'maintenance',
      'memberships',
      'settlement',
    ]);
    const tampered = value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await platform.http.get('/admin/queues').set('Cookie', tampered).expect(401);
  });

  it("closes the board with the session its ticket was issued to: logout, or another device's 'end other sessions'", async () => {
    const ticketOf = async (who: Account) =>
      String(
        (await platform.http.post('/api/admin/queue-board-ticket').set(bearer(who)).expect(200)).headers['set-cookie'],
      ).split(';')[0];
    const board = (cookie: string) => platform.http.get('/admin/queues/api/queues').set('Cookie', cookie);

    const browser = await logInAdmin(platform);
    const cookie = await ticketOf(browser);
    await board(cookie).expect(200);
    await platform.http.post('/api/users/logout').set(bearer(browser)).expect(200);
    const closed = await board(cookie).expect(401);
    expect(closed.body).toEqual({
      success: false,
      message: 'Open the queue board from the admin console.',
      errors: [],
    });

    const [laptop, phone] = [await logInAdmin(platform), await logInAdmin(platform)];
    const laptopCookie = await ticketOf(laptop);
    const phoneCookie = await ticketOf(phone);
    await platform.http.delete(`/api/users/${phone.id}/sessions`).set(bearer(phone)).expect(200);
    await board(laptopCookie).expect(401);
    // The caller's own session goes on, and its ticket with it.
    await board(phoneCookie).expect(200);
  });
});
