import { WALLET_MSG } from '@earnwave/contracts';
import { type Account, bearer, freeMember, logInAdmin, paidMember, signUp, waitForBalance } from '@earnwave/testing';
import { stopCheckingLedger, TestPlatform } from './support/platform';

describe('content viewing', () => {
  let platform: TestPlatform;
  beforeAll(async () => (platform = await TestPlatform.start()));
  afterAll(() => stopCheckingLedger(platform));

  const contents = async (member: Account, limit?: number) =>
    (
      await platform.http
        .get(`/api/members/${member.id}/contents${limit ? `?limit=${limit}` : ''}`)
        .set(bearer(member))
        .expect(200)
    ).body.data as { id: string; type: string; filename: string }[];
  const view = (member: Account, contentId: string) =>
    platform.http.post(`/api/members/${member.id}/content-views`).set(bearer(member)).send({ contentId });
  /** The seconds that pass while the member watches: the platform's clock moves on. */
  const watchedFor = (seconds: number) => platform.clock.advance(seconds * 1000);
  const setWeeklyLimit = (level: string, micros: number) =>
    platform.db.query(`UPDATE membership_levels SET weekly_token_limit = $2 WHERE slug = $1`, [level, micros]);

  it('hands out up to 50 items, images and videos, each served at its filename', async () => {
    const member = await freeMember(platform);
    const items = await contents(member);
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items.length).toBeLessThanOrEqual(50);
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(['image', 'video']));
    for (const item of items.slice(0, 3)) expect(Object.keys(item).sort()).toEqual(['filename', 'id', 'type']);
    const image = items.find((item) => item.type === 'image')!;
    const file = await platform.http.get(`/${image.filename}`).expect(200);
    expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await contents(member, 5)).toHaveLength(5);
    await platform.http.get(`/api/members/${member.id}/contents?limit=0`).set(bearer(member)).expect(400);
  });

  it('counts a view only 10 seconds after the hand-out, once a day, and settles its reward', async () => {
    const member = await freeMember(platform);
    const [item] = await contents(member);
    const early = await view(member, item.id).expect(422);
    expect(early.body.message).toBe(WALLET_MSG.viewTooEarly);

    watchedFor(10);
    const counted = await view(member, item.id).expect(201);
    // Bronze: 1 credit per 1000 views.
    expect(counted.body.data).toMatchObject({
      contentId: item.id,
      reward: 0.001,
      usedRewards: 0.001,
      weeklyTokenLimit: 1,
    });
    await waitForBalance(platform, member, 0.001);

    const twice = await view(member, item.id).expect(422);
    expect(twice.body.message).toBe(WALLET_MSG.viewAlreadyCounted);
    expect((await contents(member)).map((c) => c.id)).not.toContain(item.id);
  });

  it('answers every repeat of a keyed view, sent at once or later, with the first answer and counts once', async () => {
    const member = await freeMember(platform);
    const [item] = await contents(member);
    watchedFor(10);
    const keyed = () => view(member, item.id).set('Idempotency-Key', `view-${member.id}`);
    const burst = await Promise.all(Array.from({ length: 5 }, keyed));
    expect(burst.map((answer) => answer.status)).toEqual(Array(5).fill(201));
    expect(new Set(burst.map((answer) => answer.body.data.id)).size).toBe(1);
    expect((await keyed().expect(201)).body).toEqual(burst[0].body);
    // Without the key a repeat is a second view, refused as such.
    expect((await view(member, item.id).expect(422)).body.message).toBe(WALLET_MSG.viewAlreadyCounted);
    const [{ views }] = await platform.db.query(
      `SELECT count(*)::int AS views FROM content_views WHERE member_id = $1`,
      [member.id],
    );
    expect(views).toBe(1);
    await waitForBalance(platform, member, 0.001);
  });

  it('keeps the first hand-out time when the list is fetched again', async () => {
    const member = await freeMember(platform);
    const [item] = await contents(member);
    watchedFor(11);
    await contents(member);
    await view(member, item.id).expect(201);
  });

  it('refuses an item that was never handed out', async () => {
    const [member, other] = [await freeMember(platform), await freeMember(platform)];
    const [item] = await contents(other);
    const res = await view(member, item.id).expect(422);
    expect(res.body.message).toBe(WALLET_MSG.contentNotHanded);
  });

  it('earns 10x per view on silver', async () => {
    const member = await paidMember(platform, 'silver', 100);
    const [item] = await contents(member);
    watchedFor(10);
    const res = await view(member, item.id).expect(201);
    expect(res.body.data.reward).toBe(0.01);
  });

  it('caps the week at the weekly limit and then answers the limit message', async () => {
    await setWeeklyLimit('gold', 250_000); // gold earns 0.1 per view: 2.5 views' worth
    try {
      const member = await paidMember(platform, 'gold', 1000);
      const items = await contents(member);
      watchedFor(10);
      const rewards = [];
      for (const item of items.slice(0, 3)) rewards.push((await view(member, item.id).expect(201)).body.data.reward);
      expect(rewards).toEqual([0.1, 0.1, 0.05]);
      const capped = await view(member, items[3].id).expect(422);
      expect(capped.body.message).toBe(WALLET_MSG.weeklyLimitReached);
      await waitForBalance(platform, member, 0.25);
      const usage = await platform.http.get(`/api/members/${member.id}/rewards-usage`).set(bearer(member)).expect(200);
      expect(usage.body.data).toEqual({ usedRewards: 0.25, weeklyTokenLimit: 0.25 });
    } finally {
      await setWeeklyLimit('gold', 100_000_000);
    }
  });

  it('never passes the weekly cap under 50 concurrent views', async () => {
    await setWeeklyLimit('cash', 5_000_000); // cash earns 1 per view: 5 views' worth
    try {
      const member = await paidMember(platform, 'cash', 10000);
      const items = await contents(member);
      watchedFor(10);
      const statuses = await Promise.all(
        Array.from({ length: 50 }, (_, i) => view(member, items[i % items.length].id).then((r) => r.status)),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      await waitForBalance(platform, member, 5);
      const [{ total }] = await platform.db.query(
        `SELECT sum(amount)::text AS total FROM ledger_postings WHERE account_id = $1 AND type = 'content_view'`,
        [`member:${member.id}:available`],
      );
      expect(total).toBe('5000000');
    } finally {
      await setWeeklyLimit('cash', 1_000_000_000);
    }
  });

  it('counts one of 20 concurrent views of the same item, and refuses the others as counted today', async () => {
    const member = await paidMember(platform, 'silver', 100);
    const [item] = await contents(member);
    watchedFor(10);
    const answers = await Promise.all(Array.from({ length: 20 }, () => view(member, item.id)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(WALLET_MSG.viewAlreadyCounted);
    }
    await waitForBalance(platform, member, 0.01);
  });

  it('numbers only counted views: a refused view takes no place in the running count', async () => {
    const member = await freeMember(platform);
    const items = await contents(member);
    await view(member, items[0].id).expect(422); // too early
    await view(member, items[0].id).expect(422);
    watchedFor(10);
    await view(member, items[0].id).expect(201);
    await view(member, items[0].id).expect(422); // counted today
    await view(member, items[1].id).expect(201);
    const [counter] = await platform.db.query(`SELECT views FROM member_view_counters WHERE member_id = $1`, [
      member.id,
    ]);
    expect(counter.views).toBe('2');
    const [week] = await platform.db.query(`SELECT views, used_rewards::text FROM earning_weeks WHERE member_id = $1`, [
      member.id,
    ]);
    expect(week).toEqual({ views: 2, used_rewards: '2000' });
  });

  it('needs an active membership, and the member themself: not an admin, not another member', async () => {
    const stranger = await signUp(platform);
    const [item] = await contents(stranger);
    watchedFor(10);
    await view(stranger, item.id).expect(422);

    const member = await freeMember(platform);
    const admin = await logInAdmin(platform);
    await platform.http
      .post(`/api/members/${member.id}/content-views`)
      .set(bearer(admin))
      .send({ contentId: item.id })
      .expect(403);
    await platform.http.get(`/api/members/${member.id}/contents`).set(bearer(stranger)).expect(403);
    await view(member, 'not-a-uuid').expect(400);
  });

  it('reports the views, the rewards and the progress on the dashboard', async () => {
    const member = await freeMember(platform);
    const items = await contents(member);
    watchedFor(10);
    for (const item of items.slice(0, 2)) await view(member, item.id).expect(201);
    await waitForBalance(platform, member, 0.002);
    const get = (path: string) =>
      platform.http.get(`/api/members/${member.id}/${path}`).set(bearer(member)).expect(200);

    const views = (await get('commitments/views?days=14')).body.data;
    expect(views).toHaveLength(2);
    expect(views[0]).toEqual({
      id: expect.any(String),
      contentId: expect.any(String),
      reward: 0.001,
      createdAt: expect.any(String),
    });

    const history = (await get('transactions')).body.data;
    expect(history.totalAmount).toBe(0.002);
    expect(history.transactions.filter((t: { type: string }) => t.type === 'content_view')).toHaveLength(2);

    const progress = (await get('progress-counter')).body.data;
    expect(progress.views).toEqual({ today: 2, week: 2, goal: 12 });
    expect(progress.commitment).toBe('incomplete');
    expect(progress.weeklyImpressions).toEqual({ current: 2, previous: 0 });
    expect(progress.warnings).toContainEqual({
      title: 'You viewed 2 of 12 items today.',
      linkPath: '/dashboard/commitments',
      linkTitle: 'Earn now',
      type: 'warning',
    });
    await platform.http.get(`/api/members/${member.id}/transactions?days=0`).set(bearer(member)).expect(400);
  });
});
