import { MSG } from '@earnwave/contracts';
import { type Account, logInAdmin, signUp } from '@earnwave/testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TestPlatform } from './support/platform';

/** Every route under /api/admin, with a body that would pass validation: only the caller's role may differ. */
const ID = '00000000-0000-4000-8000-000000000000';
const ROUTE_LIST: [method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object][] = [
  ['get', '/api/admin/dashboard'],
  ['post', '/api/admin/queue-board-ticket'],
  ['get', '/api/admin/membership-requests'],
  ['get', `/api/admin/membership-requests/${ID}`],
  ['post', `/api/admin/membership-requests/${ID}/approve`],
  ['post', `/api/admin/membership-requests/${ID}/reject`, { reason: 'No transfer' }],
  ['get', '/api/admin/withdrawals'],
  ['get', `/api/admin/withdrawals/${ID}`],
  ['post', `/api/admin/withdrawals/${ID}/approve`, { txid: 'a'.repeat(64) }],
  ['post', `/api/admin/withdrawals/${ID}/reject`, { reason: 'No transfer' }],
  ['get', '/api/admin/credit-purchases'],
  ['get', `/api/admin/credit-purchases/${ID}`],
  ['post', `/api/admin/credit-purchases/${ID}/approve`],
  ['post', `/api/admin/credit-purchases/${ID}/reject`, { reason: 'No transfer' }],
  ['get', '/api/admin/refused-card-payments'],
  ['get', `/api/admin/refused-card-payments/${ID}`],
  ['post', `/api/admin/refused-card-payments/${ID}/refunded`],
  ['get', '/api/admin/task-payments'],
  ['get', `/api/admin/task-payments/${ID}`],
  ['post', `/api/admin/task-payments/${ID}/approve`],
  ['post', `/api/admin/task-payments/${ID}/reject`, { reason: 'No transfer' }],
  ['get', '/api/admin/tasks'],
  ['get', `/api/admin/tasks/${ID}`],
  ['get', '/api/admin/task-proofs'],
  ['get', `/api/admin/task-proofs/${ID}`],
  ['post', `/api/admin/task-proofs/${ID}/approve`],
  ['post', `/api/admin/task-proofs/${ID}/reject`, { reason: 'Blurry screenshot' }],
  ['get', '/api/admin/task-prices'],
  ['get', `/api/admin/task-prices/${ID}`],
  [
    'post',
    '/api/admin/task-prices',
    { title: 'Follow us', type: 'screenshot', isTaskType: true, noOfCost: 2, noOfRewards: 1 },
  ],
  ['put', `/api/admin/task-prices/${ID}`, { title: 'Follow us' }],
  ['delete', `/api/admin/task-prices/${ID}`],
  ['get', '/api/admin/cost-impressions'],
  ['get', `/api/admin/cost-impressions/${ID}`],
  ['post', '/api/admin/cost-impressions', { noOfCost: 5, impressions: 1000 }],
  ['put', `/api/admin/cost-impressions/${ID}`, { impressions: 1000 }],
  ['delete', `/api/admin/cost-impressions/${ID}`],
  ['get', '/api/admin/members'],
  ['get', `/api/admin/members/${ID}`],
  ['post', `/api/admin/members/${ID}/deactivate`],
  ['post', `/api/admin/members/${ID}/reactivate`],
  ['post', `/api/admin/members/${ID}/resend-verification`],
  ['get', '/api/admin/membership-levels'],
  ['get', '/api/admin/membership-levels/silver'],
  ['put', '/api/admin/membership-levels/silver', { title: 'Silver' }],
  ['get', '/api/admin/contents'],
  ['get', `/api/admin/contents/${ID}`],
  ['post', '/api/admin/contents'],
  ['put', `/api/admin/contents/${ID}`, { enabled: false }],
  ['get', '/api/admin/options'],
  ['get', '/api/admin/options/contact'],
  ['put', '/api/admin/options/contact', { value: { name: 'Support', email: 'help@example.test' } }],
  ['post', '/api/admin/options/dash_todays_notification/preview', { value: '<p>Hi</p>' }],
  ['get', '/api/admin/ledger-transactions'],
  ['get', `/api/admin/ledger-transactions/${ID}`],
  ['get', '/api/admin/ledger-accounts'],
  ['get', '/api/admin/ledger-accounts/platform:fees'],
  ['get', '/api/admin/ledger-checks'],
  ['get', '/api/admin/ledger-checks/1'],
  ['post', '/api/admin/ledger-checks'],
  ['get', '/api/admin/posts'],
  ['get', `/api/admin/posts/${ID}`],
  ['post', `/api/admin/posts/${ID}/hide`, { reason: 'Spam' }],
  ['post', `/api/admin/posts/${ID}/unhide`],
  ['get', '/api/admin/profiles'],
  ['get', `/api/admin/profiles/${ID}`],
  ['get', '/api/admin/ratings'],
  ['get', '/api/admin/seminars'],
  ['get', `/api/admin/seminars/${ID}`],
  ['post', '/api/admin/seminars', { title: 'Seminar' }],
  ['put', `/api/admin/seminars/${ID}`, { title: 'Seminar' }],
  ['delete', `/api/admin/seminars/${ID}`],
  ['get', '/api/admin/seminar-sections'],
  ['get', `/api/admin/seminar-sections/${ID}`],
  ['post', '/api/admin/seminar-sections', { seminarId: ID, title: 'Section' }],
  ['put', `/api/admin/seminar-sections/${ID}`, { title: 'Section' }],
  ['delete', `/api/admin/seminar-sections/${ID}`],
  ['get', '/api/admin/seminar-media'],
  ['get', `/api/admin/seminar-media/${ID}`],
  [
    'post',
    '/api/admin/seminar-media',
    { sectionId: ID, title: 'Clip', mime: 'video/webm', path: 'assets/video/membership.webm' },
  ],
  ['put', `/api/admin/seminar-media/${ID}`, { title: 'Clip' }],
  ['delete', `/api/admin/seminar-media/${ID}`],
];
// Every row has its three cells: jest would take a missing one for the test's `done` callback.
const ROUTES = ROUTE_LIST.map(([method, path, body]) => [method, path, body ?? null] as const);

describe('admin API access: administrators only, on every route', () => {
  let platform: TestPlatform;
  const accounts: Record<string, Account> = {};
  beforeAll(async () => {
    platform = await TestPlatform.start();
    for (const role of ['member', 'advertiser', 'member_advertiser']) accounts[role] = await signUp(platform, { role });
    accounts.admin = await logInAdmin(platform);
  });
  afterAll(() => platform.stop());

  // The list is written out so that each row carries a body that passes validation; the document
  // is what the API serves, so a route added without a row here fails this test, not silently.
  it('lists every administrator route of the OpenAPI document', () => {
    const document = JSON.parse(readFileSync(path.join(__dirname, '../openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const unlisted = Object.entries(document.paths)
      .filter(([template]) => template.startsWith('/api/admin'))
      .flatMap(([template, operations]) => {
        const route = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
        return Object.keys(operations)
          .filter((method) => !ROUTES.some(([listed, listedPath]) => listed === method && route.test(listedPath)))
          .map((method) => `${method} ${template}`);
      });
    expect(unlisted).toEqual([]);
  });

  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string, body: object | null, token?: string) => {
    const req = platform.http[method](path);
    if (token) req.set('Authorization', `Bearer ${token}`);
    return body ? req.send(body) : req;
  };

  it.each(ROUTES)('%s %s answers 401 without a token', async (method, path, body) => {
    const res = await call(method, path, body).expect(401);
    expect(res.body).toEqual({ success: false, message: MSG.unauthenticated, errors: [] });
  });

  it.each(ROUTES)('%s %s answers 403 to every role but admin', async (method, path, body) => {
    for (const role of ['member', 'advertiser', 'member_advertiser']) {
      const res = await call(method, path, body, accounts[role].token);
      expect([role, res.status]).toEqual([role, 403]);
      expect(res.body).toEqual({ success: false, message: MSG.forbidden, errors: [] });
    }
  });

  it.each(ROUTES)('%s %s lets an administrator through', async (method, path, body) => {
    const res = await call(method, path, body, accounts.admin.token);
    expect([401, 403]).not.toContain(res.status);
  });

  it('keeps the queue board closed without a ticket, even to a bearer token', async () => {
    await platform.http.get('/admin/queues').expect(401);
    await platform.http.get('/admin/queues').set('Authorization', `Bearer ${accounts.admin.token}`).expect(401);
    await platform.http
      .get('/admin/queues/api/queues')
      .set('Cookie', 'earnwave_queue_board=forged.0.9999999999999.x')
      .expect(401);
  });
});
