import { verifyLedger } from '@earnwave/db';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { runSeed } from '../src/seed/seed';
import { type Account, balanceOf, bearer, logIn } from '@earnwave/testing';
import { TestPlatform } from './support/platform';

const DEMO_EMAILS = Object.values(DEMO_ACCOUNTS).map((account) => account.email);

/** The tables the demo accounts add rows to. */
const COUNTED = [
  'users',
  'member_subscriptions',
  'used_txids',
  'ledger_transactions',
  'ledger_postings',
  'uploads',
  'member_profiles',
  'user_posts',
  'tasks',
  'task_assigned_prices',
  'task_payments',
  'credit_purchases',
  'admin_decisions',
  'outbox',
];

async function rowCounts(platform: TestPlatform): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const [{ n }] = await platform.db.query(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = n;
  }
  return counts;
}

describe('the demo accounts npm start seeds in development', () => {
  let platform: TestPlatform;
  let member: Account;
  let creator: Account;
  let advertiser: Account;
  beforeAll(async () => {
    // The platform's own seed runs with NODE_ENV=development, as `npm start` runs it.
    platform = await TestPlatform.start({
      worker: false,
      env: { NODE_ENV: 'development', LOG_LEVEL: 'silent', UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'earnwave-demo-')) },
    });
    member = await logIn(platform, DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.member.password);
    creator = await logIn(platform, DEMO_ACCOUNTS.creator.email, DEMO_ACCOUNTS.creator.password);
    advertiser = await logIn(platform, DEMO_ACCOUNTS.advertiser.email, DEMO_ACCOUNTS.advertiser.password);
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('logs the three accounts in with the printed passwords, each with its role', async () => {
    expect(platform.config.nodeEnv).toBe('development');
    expect(member).toMatchObject({ email: 'demo.member@earnwave.local', role: 'member', status: 'active' });
    expect(creator).toMatchObject({
      email: 'demo.creator@earnwave.local',
      role: 'member_advertiser',
      status: 'active',
    });
    expect(advertiser).toMatchObject({ email: 'demo.advertiser@earnwave.local', role: 'advertiser' });
    // Codes a newcomer can guess, to try an invitation with.
    const codes = await platform.db.query(`SELECT referral_code FROM users WHERE email = ANY($1) ORDER BY email`, [
      DEMO_EMAILS,
    ]);
    expect(codes.map((row: { referral_code: string }) => row.referral_code)).toEqual([
      'DEMOADVERTISER',
      'DEMOCREATOR',
      'DEMOMEMBER',
    ]);
  });

  it('gives the member and the creator an unexpired silver membership, bought at its price', async () => {
    for (const who of [member, creator]) {
      const res = await platform.http.get(`/api/members/${who.id}`).set(bearer(who)).expect(200);
      expect(res.body.data).toMatchObject({ status: 'active', memberSubscription: { membershipLevel: 'silver' } });
      expect(res.body.data.daysLeft).toBeGreaterThanOrEqual(365);
    }
  });

  it('holds the seeded balances: 50 for the member, 100 less the 35-credit task for the advertiser', async () => {
    expect(await balanceOf(platform, member)).toBe(50);
    expect(await balanceOf(platform, creator)).toBe(0);
    expect(await balanceOf(platform, advertiser)).toBe(65);
  });

  it('shows the member the advertiser’s task, accepted and Available, with its two pricings', async () => {
    const list = await platform.http.get('/api/task/tasks-member').set(bearer(member)).expect(200);
    const task = list.body.data.find((item: { businessName: string }) => item.businessName === 'Sunny Bakery');
    expect(task).toMatchObject({
      status: 'ACCEPTED',
      memberTaskStatus: 'Available',
      availableTask: true,
      noOfLeads: 10,
      remainingOfLeads: 10,
      totalAssignedPrices: 2,
      costPerLead: 3.5,
      totalCost: 35,
    });
    const details = await platform.http.get(`/api/task/task-member/${task.id}`).set(bearer(member)).expect(200);
    expect(details.body.data.assignedPrices.map((price: { title: string }) => price.title)).toEqual([
      'Follow our social media page',
      'Like and share our post',
    ]);
    const descriptions = await platform.db.query(
      `SELECT task_description FROM task_assigned_prices WHERE task_id = $1 ORDER BY sort_order`,
      [task.id],
    );
    expect(descriptions.map((row: { task_description: string }) => row.task_description)).toEqual([
      'Follow @sunnybakery on Instagram and send a screenshot of the followed page.',
      'Like and share our latest post, then send a screenshot of the share.',
    ]);
    // The owner sees it among their tasks; its pictures are served.
    const own = await platform.http.get('/api/task/get-all-by-created-by').set(bearer(advertiser)).expect(200);
    expect(JSON.stringify(own.body)).toContain(task.id);
    const logo = await platform.http.get(`/${task.logoImage}`).expect(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('shows the creator’s profile, a free post open and a paid post locked for the member', async () => {
    const profile = await platform.http.get(`/api/members/get/profile/${creator.id}`).set(bearer(member)).expect(200);
    expect(profile.body.data).toMatchObject({ category: 'creator', earnPerMessage: 1, receiveMessage: true });
    expect(profile.body.data.bio).not.toBe('');
    expect(profile.body.data.image).toMatch(/^uploads\//);
    expect(profile.body.data.backgroundImage).toMatch(/^uploads\//);

    const posts = await platform.http.get(`/api/user-posts/posts/${creator.id}`).set(bearer(member)).expect(200);
    const items: { title: string; isLocked: boolean; costView: number; postFilePath: string | null }[] =
      posts.body.data.items;
    const free = items.find((post) => post.costView === 0);
    const paid = items.find((post) => post.costView > 0);
    expect(items).toHaveLength(2);
    expect(free).toMatchObject({ isLocked: false, title: 'Sunrise over the bay' });
    // The free post's file opens for the member through its link.
    const file = new URL(free!.postFilePath!);
    const served = await platform.http.get(`${file.pathname}${file.search}`).expect(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    expect(paid).toMatchObject({ isLocked: true, costView: 2, postFilePath: null, title: 'Behind the scenes' });
  });

  it('has the administrator approve the membership proofs and the credit purchases, as the console does', async () => {
    const decisions = await platform.db.query(
      `SELECT d.resource, d.decision, u.email FROM admin_decisions d JOIN users u ON u.id = d.admin_id
       ORDER BY d.resource`,
    );
    expect(decisions).toEqual([
      { resource: 'credit-purchases', decision: 'approve', email: platform.config.adminEmail },
      { resource: 'credit-purchases', decision: 'approve', email: platform.config.adminEmail },
      { resource: 'membership-requests', decision: 'approve', email: platform.config.adminEmail },
      { resource: 'membership-requests', decision: 'approve', email: platform.config.adminEmail },
    ]);
  });

  it('moves every credit through the ledger from rows that explain it: the check finds nothing', async () => {
    expect(await verifyLedger(platform.db.manager)).toMatchObject({
      ok: true,
      drift: [],
      unbalanced: [],
      clearing: [],
      escrows: [],
      held: [],
      withoutSource: [],
    });
    // The credits were bought: approved purchases of 50 and 100, with the usual 4-credit fee.
    const bought = await platform.db.query(
      `SELECT u.email, c.amount::text, c.fee::text, c.status FROM credit_purchases c JOIN users u ON u.id = c.member_id
       ORDER BY u.email`,
    );
    expect(bought).toEqual([
      { email: DEMO_ACCOUNTS.advertiser.email, amount: '100000000', fee: '4000000', status: 'approved' },
      { email: DEMO_ACCOUNTS.member.email, amount: '50000000', fee: '4000000', status: 'approved' },
    ]);
  });

  it('adds nothing on a second run, and says the accounts exist', async () => {
    const before = await rowCounts(platform);
    const report = await runSeed(platform.app, platform.config);
    expect(await rowCounts(platform)).toEqual(before);
    expect(report).toEqual(
      expect.arrayContaining([
        'Demo member demo.member@earnwave.local / Demo-Member-2026: already exists',
        'Demo creator demo.creator@earnwave.local / Demo-Creator-2026: already exists',
        'Demo advertiser demo.advertiser@earnwave.local / Demo-Advertiser-2026: already exists',
      ]),
    );
    expect(await balanceOf(platform, member)).toBe(50);
  });
});

describe('the seed outside development', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await TestPlatform.start({ worker: false });
  });
  afterAll(async () => {
    await platform?.stop();
  });

  const demoAccounts = async () =>
    (await platform.db.query(`SELECT email FROM users WHERE email = ANY($1)`, [DEMO_EMAILS])) as unknown[];

  it('makes no demo account in test or in production', async () => {
    expect(platform.config.nodeEnv).toBe('test');
    expect(await demoAccounts()).toEqual([]);
    const report = await runSeed(platform.app, { ...platform.config, nodeEnv: 'production' });
    expect(report).toContain('No demo accounts (NODE_ENV=production)');
    expect(await demoAccounts()).toEqual([]);
    await platform.http
      .post('/api/members/login')
      .send({ email: DEMO_ACCOUNTS.member.email, password: DEMO_ACCOUNTS.member.password })
      .expect(401);
  });
});
