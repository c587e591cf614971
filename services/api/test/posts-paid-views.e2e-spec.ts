import { MONEY_LIMITS, MSG, POST_MSG, UPLOAD_MSG } from '@earnwave/contracts';
import { verifyLedger } from '@earnwave/db';
import {
  type Account,
  balanceOf,
  bearer,
  buyCredits,
  createPost,
  freeMember,
  media,
  signUp,
  tinyPng,
  uploadFile,
  waitFor,
  waitForBalance,
} from '@earnwave/testing';
import { MediaLinks } from '../src/common/storage/media-links';
import { freshUploadDir, startWithAdmin, type TestPlatform } from './support/platform';

describe('posts: paid views and their media', () => {
  let platform: TestPlatform;
  let admin: Account;
  beforeAll(async () => ({ platform, admin } = await startWithAdmin({ env: { UPLOAD_DIR: freshUploadDir() } })));
  afterAll(async () => {
    expect(await verifyLedger(platform.db.manager)).toMatchObject({ ok: true, drift: [], unbalanced: [], total: '0' });
    await platform.stop();
  });

  /** Opens a post; with `costView`, confirms paying that price (the price the member was shown). */
  const view = (postId: string, who: Account, costView?: number | string) =>
    platform.http
      .get(`/api/user-posts/view/${postId}${costView === undefined ? '' : `?confirm=true&costView=${costView}`}`)
      .set(bearer(who));
  const getPost = (postId: string, who: Account) =>
    platform.http.get(`/api/user-posts/get/${postId}`).set(bearer(who)).expect(200);
  const setFee = (value: number) =>
    platform.http.put('/api/admin/options/post_view_fee_percent').set(bearer(admin)).send({ value }).expect(200);
  const platformBalance = async (account: string) =>
    BigInt(
      (await platform.db.query(`SELECT balance::text FROM ledger_accounts WHERE id = $1`, [account]))[0]?.balance ?? 0,
    );
  const paidSpends = async (postId: string) =>
    (
      await platform.db.query(
        `SELECT count(*)::int AS n FROM ledger_transactions WHERE type = 'post_view_paid' AND metadata->>'postId' = $1`,
        [postId],
      )
    )[0].n as number;
  /** A member with a membership and `credits` to spend. */
  const viewerWith = async (credits: number) => {
    const viewer = await freeMember(platform);
    if (credits > 0) await buyCredits(platform, viewer, credits);
    return viewer;
  };

  it('never exposes a locked post’s file: not in the feed, not on get or view, not at the public path', async () => {
    const author = await freeMember(platform);
    const reader = await signUp(platform);
    const paid = await createPost(platform, author, { title: 'Premium', costView: 2.5 });
    // The author sees their own file, through a signed link of the media route.
    expect(paid).toMatchObject({
      isLocked: false,
      costView: 2.5,
      postRelativePath: expect.stringMatching(/^uploads\//),
    });
    expect(paid.postFilePath).toMatch(/^http:\/\/web\.test\/api\/media\/uploads\/.+\?exp=\d+&sig=[\w-]+$/);
    const locked = { isLocked: true, postFilePath: null, postRelativePath: null, costView: 2.5, title: 'Premium' };
    expect((await getPost(paid.id, reader)).body.data).toMatchObject(locked);
    const opened = await view(paid.id, reader).expect(200);
    expect(opened.body).toMatchObject({ success: true, message: POST_MSG.preview, data: { data: locked } });
    const feed = await platform.http.get('/api/user-posts/posts?limit=100').set(bearer(reader)).expect(200);
    expect(feed.body.data.items.find((item: { id: string }) => item.id === paid.id)).toMatchObject(locked);
    const theirs = await platform.http.get(`/api/user-posts/posts/${author.id}`).set(bearer(reader)).expect(200);
    expect(JSON.stringify(theirs.body)).not.toContain(paid.postRelativePath!);
    // Nobody reaches the file at the public path, not even with the author's session.
    await platform.http.get(`/${paid.postRelativePath}`).expect(404);
    await platform.http.get(`/${paid.postRelativePath}`).set(bearer(author)).expect(404);
    await platform.http.head(`/${paid.postRelativePath}`).expect(404);
    // Opening it without confirming charged nothing and counted no view.
    expect((await getPost(paid.id, author)).body.data.views).toBe(0);
  });

  it('refuses a view the balance cannot pay, and changes nothing', async () => {
    const author = await freeMember(platform);
    const viewer = await viewerWith(2);
    const paid = await createPost(platform, author, { costView: 2.000001 });
    const res = await view(paid.id, viewer, 2.000001).expect(422);
    expect(res.body).toEqual({
      success: false,
      message: POST_MSG.insufficientBalance,
      errors: [{ param: 'general', msg: POST_MSG.insufficientBalance }],
    });
    expect(await balanceOf(platform, viewer)).toBe(2);
    expect((await getPost(paid.id, viewer)).body.data).toMatchObject({ isLocked: true, views: 0 });
    expect(await paidSpends(paid.id)).toBe(0);
    const [{ n }] = await platform.db.query(`SELECT count(*)::int AS n FROM post_views WHERE post_id = $1`, [paid.id]);
    expect(n).toBe(0);
  });

  it('refuses a paid view of a post by a member others may not see, before any money moves', async () => {
    // Without a membership, the author is a member others may not see.
    const author = await signUp(platform);
    const viewer = await viewerWith(5);
    const paid = await createPost(platform, author, { costView: 1 });
    for (const costView of [undefined, 1]) {
      const res = await view(paid.id, viewer, costView).expect(404);
      expect(res.body.message).toBe(POST_MSG.notFound);
    }
    await platform.http.get(`/api/user-posts/get/${paid.id}`).set(bearer(viewer)).expect(404);
    expect(await balanceOf(platform, viewer)).toBe(5);
    expect(await paidSpends(paid.id)).toBe(0);
    const [{ n }] = await platform.db.query(`SELECT count(*)::int AS n FROM post_views WHERE post_id = $1`, [paid.id]);
    expect(n).toBe(0);
    // Its author still opens it, free.
    expect((await view(paid.id, author, 1).expect(200)).body.data.data).toMatchObject({ isLocked: false });
  });

  it('needs an unexpired membership to pay', async () => {
    const author = await freeMember(platform);
    const viewer = await signUp(platform);
    const paid = await createPost(platform, author, { costView: 1 });
    const res = await view(paid.id, viewer, 1).expect(422);
    expect(res.body.errors[0].param).toBe('general');
    expect((await getPost(paid.id, viewer)).body.data.isLocked).toBe(true);
  });

  it('charges costView once on confirm, unlocks the file, and pays the author the price less the fee', async () => {
    await setFee(10);
    try {
      const author = await freeMember(platform);
      const viewer = await viewerWith(10);
      const paid = await createPost(platform, author, { costView: 2.5 });
      const fees = await platformBalance('platform:fees');
      const res = await view(paid.id, viewer, 2.5).set('Idempotency-Key', `view-${viewer.id}`).expect(200);
      expect(res.body.message).toBe(POST_MSG.viewed);
      const unlocked = res.body.data.data;
      expect(unlocked).toMatchObject({
        id: paid.id,
        isLocked: false,
        views: 1,
        postRelativePath: paid.postRelativePath,
      });
      expect(unlocked.postFilePath).toMatch(/^http:\/\/web\.test\/api\/media\//);
      // Debited at once; the author is credited when the worker settles: 2.5 less 10%.
      expect(await balanceOf(platform, viewer)).toBe(7.5);
      await waitForBalance(platform, author, 2.25);
      expect((await platformBalance('platform:fees')) - fees).toBe(250_000n);
      // The file opens through the link, without a bearer header, as an <img> would fetch it.
      const served = await platform.http.get(
        new URL(unlocked.postFilePath).pathname + new URL(unlocked.postFilePath).search,
      );
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+, no-transform$/);
      // The view log shows who paid what.
      const log = await platform.http.get(`/api/user-posts/${paid.id}/views`).set(bearer(author)).expect(200);
      expect(log.body.data.items).toEqual([
        {
          viewer: { id: viewer.id, name: 'Test Member', userProfile: { image: null } },
          createdAt: expect.any(String),
          amountDeduct: 2.5,
        },
      ]);
      // Buyers never pay again: not on a repeat, not after a price change (whatever price they confirm).
      await view(paid.id, viewer, 2.5).set('Idempotency-Key', `view-${viewer.id}`).expect(200);
      await platform.http
        .put(`/api/user-posts/update/${paid.id}`)
        .set(bearer(author))
        .send({ costView: 4 })
        .expect(200);
      const again = await view(paid.id, viewer, 2.5).expect(200);
      expect(again.body.data.data).toMatchObject({ isLocked: false, costView: 4, views: 1 });
      expect((await getPost(paid.id, viewer)).body.data.isLocked).toBe(false);
      expect(await balanceOf(platform, viewer)).toBe(7.5);
      expect(await paidSpends(paid.id)).toBe(1);
      await waitForBalance(platform, author, 2.25);
    } finally {
      await setFee(0);
    }
  });

  it('charges only the price the member confirmed: raised after they opened the post, it answers 409 with the new price and charges nothing', async () => {
    const author = await freeMember(platform);
    const viewer = await viewerWith(100);
    const post = await createPost(platform, author, { costView: 0.01 });
    const opened = await view(post.id, viewer).expect(200);
    expect(opened.body.data.data).toMatchObject({ isLocked: true, costView: 0.01 });
    await platform.http.put(`/api/user-posts/update/${post.id}`).set(bearer(author)).send({ costView: 90 }).expect(200);

    const bait = await view(post.id, viewer, 0.01).expect(409);
    expect(bait.body).toEqual({
      success: false,
      message: POST_MSG.costViewChanged,
      errors: [{ param: 'costView', msg: POST_MSG.costViewChanged }],
      data: { costView: 90 },
    });
    expect(await balanceOf(platform, viewer)).toBe(100);
    expect(await paidSpends(post.id)).toBe(0);
    expect((await getPost(post.id, viewer)).body.data).toMatchObject({ isLocked: true, views: 0 });
    // Once the worker has settled everything in clearing, the author has earned nothing.
    await waitFor(async () => (await platformBalance('platform:clearing')) === 0n, { what: 'clearing settled' });
    expect(await balanceOf(platform, author)).toBe(0);
    expect(await verifyLedger(platform.db.manager)).toMatchObject({ ok: true, drift: [], unbalanced: [] });

    // Confirming the price now shown charges it, once.
    const paid = await view(post.id, viewer, 90).expect(200);
    expect(paid.body).toMatchObject({ message: POST_MSG.viewed, data: { data: { isLocked: false, costView: 90 } } });
    await view(post.id, viewer, 90).expect(200);
    expect(await balanceOf(platform, viewer)).toBe(10);
    expect(await paidSpends(post.id)).toBe(1);
    await waitForBalance(platform, author, 90);
  });

  it('charges nothing when the price was lowered after the member opened the post: they confirm the new one', async () => {
    const author = await freeMember(platform);
    const viewer = await viewerWith(10);
    const post = await createPost(platform, author, { costView: 5 });
    await platform.http.put(`/api/user-posts/update/${post.id}`).set(bearer(author)).send({ costView: 2 }).expect(200);
    const res = await view(post.id, viewer, 5).expect(409);
    expect(res.body.data).toEqual({ costView: 2 });
    expect(await balanceOf(platform, viewer)).toBe(10);
    await view(post.id, viewer, '2.000000').expect(200);
    expect(await balanceOf(platform, viewer)).toBe(8);
    await waitForBalance(platform, author, 2);
  });

  it.each([
    ['no costView', '?confirm=true', POST_MSG.costViewRequired],
    ['a costView of more than 6 decimals', '?confirm=true&costView=1.0000001', POST_MSG.costViewInvalid],
    ['a costView that is not a number', '?confirm=true&costView=abc', POST_MSG.costViewInvalid],
    ['a negative costView', '?confirm=true&costView=-1', POST_MSG.costViewInvalid],
    ['a costView above the bound', `?confirm=true&costView=${MONEY_LIMITS.postCostView + 1}`, POST_MSG.costViewInvalid],
  ])('refuses a confirmation with %s (400, param costView) and charges nothing', async (_what, query, message) => {
    const author = await freeMember(platform);
    const viewer = await viewerWith(5);
    const post = await createPost(platform, author, { costView: 1 });
    const res = await platform.http.get(`/api/user-posts/view/${post.id}${query}`).set(bearer(viewer)).expect(400);
    expect(res.body).toEqual({ success: false, message, errors: [{ param: 'costView', msg: message }] });
    expect(await balanceOf(platform, viewer)).toBe(5);
    expect(await paidSpends(post.id)).toBe(0);
  });

  it('takes the fee setting as a percentage from 0 to 100 with at most 2 decimals, as the console sends it', async () => {
    const put = (value: unknown) =>
      platform.http.put('/api/admin/options/post_view_fee_percent').set(bearer(admin)).send({ value });
    for (const value of [150, -1, 2.555, 'ten', null]) {
      const res = await put(value).expect(400);
      expect(res.body.errors[0].param).toBe('value');
    }
    expect((await put('12.5').expect(200)).body).toMatchObject({ id: 'post_view_fee_percent', value: 12.5 });
    const listed = await platform.http.get('/api/admin/options/post_view_fee_percent').set(bearer(admin)).expect(200);
    expect(listed.body).toMatchObject({ format: 'json', value: 12.5, label: expect.stringContaining('fee') });
    await setFee(0);
  });

  it('charges once for 50 confirmed views at once by one member', async () => {
    const author = await freeMember(platform);
    const viewer = await viewerWith(10);
    const paid = await createPost(platform, author, { costView: 3 });
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () => view(paid.id, viewer, 3).then((res) => res.status)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await balanceOf(platform, viewer)).toBe(7);
    expect(await paidSpends(paid.id)).toBe(1);
    expect((await getPost(paid.id, author)).body.data.views).toBe(1);
    await waitForBalance(platform, author, 3);
  });

  it('spends a balance across posts exactly: confirmed views of two posts at once never overdraw', async () => {
    const author = await freeMember(platform);
    const viewer = await viewerWith(5);
    const [first, second] = [
      await createPost(platform, author, { costView: 3 }),
      await createPost(platform, author, { costView: 3 }),
    ];
    const statuses = await Promise.all(
      [first, second, first, second].map((post) => view(post.id, viewer, 3).then((res) => res.status)),
    );
    expect(statuses.filter((status) => status === 422).length).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(platform, viewer)).toBe(2);
    expect((await paidSpends(first.id)) + (await paidSpends(second.id))).toBe(1);
    await waitForBalance(platform, author, 3);
  });

  it('never charges the author or an administrator, and counts neither as a viewer', async () => {
    const author = await viewerWith(5);
    const paid = await createPost(platform, author, { costView: 1 });
    const own = await view(paid.id, author, 1).expect(200);
    expect(own.body.data.data).toMatchObject({ isLocked: false, views: 0 });
    const forAdmin = await view(paid.id, admin, 1).expect(200);
    expect(forAdmin.body.data.data).toMatchObject({ isLocked: false, views: 0 });
    expect(forAdmin.body.data.data.postFilePath).toMatch(/\/api\/media\//);
    expect(await balanceOf(platform, author)).toBe(5);
    expect(await paidSpends(paid.id)).toBe(0);
  });

  it('fixes a paid post’s file once it was sold: a swap is refused, the buyer keeps what they paid for', async () => {
    const author = await freeMember(platform);
    const viewer = await viewerWith(5);
    const post = await createPost(platform, author, { title: 'Original', costView: 2 });
    const update = (changes: object) =>
      platform.http.put(`/api/user-posts/update/${post.id}`).set(bearer(author)).send(changes);
    const other = (await uploadFile(platform, author, tinyPng(77), 'swap.png').expect(201)).body.data;
    // Not sold yet: the author may still change the file, and change it back.
    await update({ postRelativePath: other.relativePath }).expect(200);
    await update({ postRelativePath: post.postRelativePath }).expect(200);

    await view(post.id, viewer, 2).expect(200);
    for (const reference of [{ postRelativePath: other.relativePath }, { postFilePath: other.path }]) {
      const refused = await update({ title: 'Swapped', ...reference }).expect(409);
      expect(refused.body).toEqual({
        success: false,
        message: POST_MSG.fileFixedOnceSold,
        errors: [{ param: 'postRelativePath', msg: POST_MSG.fileFixedOnceSold }],
      });
    }
    const bought = (await getPost(post.id, viewer)).body.data;
    expect(bought).toMatchObject({ title: 'Original', postRelativePath: post.postRelativePath, isLocked: false });
    // The form sends its file with every save: the same file, text and price still change.
    await update({ title: 'Renamed', postRelativePath: post.postRelativePath, costView: 3 }).expect(200);
    expect((await getPost(post.id, viewer)).body.data).toMatchObject({
      title: 'Renamed',
      costView: 3,
      postRelativePath: post.postRelativePath,
    });
  });

  it('lets the author swap the file of a post only viewed while free, which the free viewer then sees only by paying', async () => {
    const author = await freeMember(platform);
    const viewer = await viewerWith(5);
    const post = await createPost(platform, author, { title: 'Free first' });
    expect((await view(post.id, viewer).expect(200)).body.data.data).toMatchObject({
      isLocked: false,
      postRelativePath: post.postRelativePath,
    });
    const update = (changes: object) =>
      platform.http.put(`/api/user-posts/update/${post.id}`).set(bearer(author)).send(changes);
    await update({ costView: 2 }).expect(200);
    // A view while it was free bought nothing: the file is not fixed yet.
    const paidFile = (await uploadFile(platform, author, tinyPng(78), 'paid.png').expect(201)).body.data;
    await update({ postRelativePath: paidFile.relativePath }).expect(200);

    // The free viewer does not see the new file: not on get, not on view, not in the feed, not at its path.
    for (const shown of [
      (await getPost(post.id, viewer)).body.data,
      (await view(post.id, viewer).expect(200)).body.data.data,
    ]) {
      expect(shown).toMatchObject({ isLocked: true, costView: 2, postRelativePath: null, postFilePath: null });
      expect(JSON.stringify(shown)).not.toContain(paidFile.relativePath);
    }
    const feed = await platform.http.get('/api/user-posts/posts?limit=100').set(bearer(viewer)).expect(200);
    expect(JSON.stringify(feed.body)).not.toContain(paidFile.relativePath);
    await platform.http.get(`/${paidFile.relativePath}`).expect(404);
    expect(await paidSpends(post.id)).toBe(0);

    // Paying shows it; and from then on the file is fixed.
    const paid = await view(post.id, viewer, 2).expect(200);
    expect(paid.body.data.data).toMatchObject({ isLocked: false, postRelativePath: paidFile.relativePath });
    expect(await balanceOf(platform, viewer)).toBe(3);
    await update({ postRelativePath: post.postRelativePath }).expect(409);
    await waitForBalance(platform, author, 2);
  });

  it('makes a free viewer pay once the post has a price, counting them once', async () => {
    const author = await freeMember(platform);
    const viewer = await viewerWith(5);
    const post = await createPost(platform, author);
    await view(post.id, viewer).expect(200);
    await platform.http
      .put(`/api/user-posts/update/${post.id}`)
      .set(bearer(author))
      .send({ costView: 1.5 })
      .expect(200);
    expect((await getPost(post.id, viewer)).body.data).toMatchObject({ isLocked: true, views: 1 });
    await platform.http.get(`/${post.postRelativePath}`).expect(404);
    const paid = await view(post.id, viewer, 1.5).expect(200);
    expect(paid.body.data.data).toMatchObject({ isLocked: false, views: 1 });
    expect(await balanceOf(platform, viewer)).toBe(3.5);
    await waitForBalance(platform, author, 1.5);
  });

  it('serves a free public post’s file at the public path, uncached while it may still turn paid', async () => {
    const author = await freeMember(platform);
    const post = await createPost(platform, author);
    expect(post.postFilePath).toBe(`http://web.test/${post.postRelativePath}`);
    const served = await platform.http.get(`/${post.postRelativePath}`).expect(200);
    expect(served.headers['cache-control']).toBe('no-cache');
    // A file no post names keeps its long cache.
    const png = (await uploadFile(platform, author, tinyPng(99), 'a.png').expect(201)).body.data;
    const plain = await platform.http.get(`/${png.relativePath}`).expect(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  describe('signed media links', () => {
    let file: string;
    let links: MediaLinks;
    beforeAll(async () => {
      const author = await freeMember(platform);
      const audio = (await uploadFile(platform, author, media.mp3(4096), 'song.mp3').expect(201)).body.data;
      const post = await createPost(platform, author, { costView: 1, isPrivate: true }, audio);
      file = post.postRelativePath!;
      links = platform.app.get(MediaLinks);
    });
    const fetch = (link: string) => platform.http.get(new URL(link).pathname + new URL(link).search);

    it('serves the file to whoever holds a fresh link, with byte ranges for players', async () => {
      const res = await fetch(links.link(file)).expect(200);
      expect([res.headers['content-type'], res.headers['content-length']]).toEqual(['audio/mpeg', '4096']);
      expect(res.headers['accept-ranges']).toBe('bytes');
      const part = await fetch(links.link(file)).set('Range', 'bytes=0-9').buffer(true).expect(206);
      expect(part.headers['content-range']).toBe('bytes 0-9/4096');
      expect(part.headers['content-length']).toBe('10');
      const tail = await fetch(links.link(file)).set('Range', 'bytes=-6').expect(206);
      expect(tail.headers['content-range']).toBe('bytes 4090-4095/4096');
      await fetch(links.link(file)).set('Range', 'bytes=5000-').expect(416);
    });

    it('refuses an expired, tampered or borrowed link', async () => {
      const expired = links.link(file, Date.now() - 2 * 60 * 60 * 1000);
      const res = await fetch(expired).expect(403);
      expect(res.body).toEqual({
        success: false,
        message: UPLOAD_MSG.mediaLinkInvalid,
        errors: [{ param: 'general', msg: UPLOAD_MSG.mediaLinkInvalid }],
      });
      const fresh = new URL(links.link(file));
      const sig = fresh.searchParams.get('sig')!;
      const tampered = `${fresh.pathname}?exp=${fresh.searchParams.get('exp')}&sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
      await platform.http.get(tampered).expect(403);
      const later = `${fresh.pathname}?exp=${Number(fresh.searchParams.get('exp')) + 3600}&sig=${sig}`;
      await platform.http.get(later).expect(403);
      await platform.http.get(fresh.pathname).expect(403);
      // A link for one file opens no other.
      const other = (await uploadFile(platform, admin, tinyPng(7), 'b.png').expect(201)).body.data.relativePath;
      await platform.http.get(`/api/media/${other}${fresh.search}`).expect(403);
      await platform.http.get(`/${file}`).expect(404);
    });

    it('answers 404 for a link to nothing stored', async () => {
      await fetch(links.link('uploads/2026/01/nothing-here.png')).expect(404);
      const res = await fetch(links.link('uploads/../secret.png'));
      expect([403, 404]).toContain(res.status);
      expect(res.body.message).toEqual(
        expect.stringMatching(new RegExp(`${MSG.notFound}|${UPLOAD_MSG.mediaLinkInvalid}`)),
      );
    });
  });
});
