import { MSG, SEMINAR_MSG } from '@earnwave/contracts';
import { runSeed } from '../src/seed/seed';
import {
  type Account,
  adminList,
  bearer,
  DAY_MS,
  freeMember,
  logIn,
  paidMember,
  signedCalls,
  signUp,
  totalOf,
  uploadImage,
} from '@earnwave/testing';
import { freshUploadDir, startWithAdmin, type TestPlatform } from './support/platform';

const UNKNOWN = '3f2b6a9e-2c1d-4e5f-8a7b-9c0d1e2f3a4b';
const ORIGIN = 'http://web.test';

interface Seminar {
  id: string;
  title: string;
  titleBlock: string;
  descriptionBlock: string;
  sectionCount: number;
  coverImage: string | null;
}
interface Section {
  id: string;
  seminarId: string;
  title: string;
  description: string;
  bannerImage: string | null;
  mediaCount: number;
}
interface Media {
  id: string;
  title: string;
  mime: string;
  path: string | null;
  hasAccess: boolean;
  requiredLevel: string;
}

describe('seminars: sections, media by membership level, comments, console', () => {
  let platform: TestPlatform;
  let admin: Account;
  let bronze: Account;
  let gold: Account;
  let seminars: Seminar[];
  beforeAll(async () => {
    ({ platform, admin } = await startWithAdmin({ env: { UPLOAD_DIR: freshUploadDir() } }));
    bronze = await freeMember(platform, { name: 'Bronze Bea' });
    gold = await paidMember(platform, 'gold', 1000, { name: 'Gold Gil' });
    seminars = (await get('/api/seminars', bronze).expect(200)).body.data;
  });
  afterAll(() => platform.stop());

  const get = (path: string, who?: Account) => {
    const req = platform.http.get(path);
    return who ? req.set(bearer(who)) : req;
  };
  const { post, put, del } = signedCalls(() => platform);

  const sectionsOf = async (seminarTitle: string, who: Account = bronze): Promise<Section[]> => {
    const seminar = seminars.find((candidate) => candidate.title === seminarTitle)!;
    return (await get(`/api/seminars/${seminar.id}/sections`, who).expect(200)).body.data;
  };
  const mediaOf = async (sectionId: string, who: Account): Promise<Media[]> =>
    (await get(`/api/seminar-sections/${sectionId}/media`, who).expect(200)).body.data;
  const byTitle = (media: Media[], title: string) => media.find((medium) => medium.title === title)!;

  describe('reading', () => {
    it('lists the two seeded demo seminars in order, with their card fields', async () => {
      expect(seminars.map((seminar) => seminar.title)).toEqual(['Getting started', 'Creator masterclass']);
      expect(seminars[0]).toEqual({
        id: expect.any(String),
        title: 'Getting started',
        titleBlock: 'Your first week on the platform',
        descriptionBlock: expect.stringContaining('How membership works'),
        sectionCount: 3,
        coverImage: `${ORIGIN}/assets/landing/join.svg`,
        createdAt: expect.any(String),
      });
      expect(seminars[1].sectionCount).toBe(2);
    });

    it('reads a seminar, its section cards with banner images, and a section', async () => {
      const [first] = seminars;
      const seminar = await get(`/api/seminars/${first.id}`, bronze).expect(200);
      expect(seminar.body).toMatchObject({ success: true, data: { id: first.id, title: 'Getting started' } });

      const sections = await sectionsOf('Getting started');
      expect(sections.map((section) => section.title)).toEqual([
        'Join with a membership',
        'Earn by watching content',
        'Chain by referring others',
      ]);
      expect(sections[0]).toEqual({
        id: expect.any(String),
        seminarId: first.id,
        title: 'Join with a membership',
        description: expect.any(String),
        bannerImage: `${ORIGIN}/assets/landing/join.svg`,
        mediaCount: 2,
      });
      const banner = await get('/assets/landing/join.svg').expect(200);
      expect(banner.headers['content-type']).toContain('image/svg+xml');

      const section = await get(`/api/seminar-sections/${sections[1].id}`, bronze).expect(200);
      expect(section.body.data).toMatchObject({
        id: sections[1].id,
        seminarId: first.id,
        seminarTitle: 'Getting started',
        title: 'Earn by watching content',
      });
    });

    it('answers 404 for a seminar or section that does not exist, or an id that is no id', async () => {
      for (const path of [
        `/api/seminars/${UNKNOWN}`,
        `/api/seminars/${UNKNOWN}/sections`,
        '/api/seminars/42',
        `/api/seminar-sections/${UNKNOWN}`,
        `/api/seminar-sections/${UNKNOWN}/media`,
        `/api/comments/${UNKNOWN}`,
        '/api/seminar-sections/not-an-id/media',
      ]) {
        const res = await get(path, bronze);
        expect([path, res.status]).toEqual([path, 404]);
        expect(res.body.success).toBe(false);
      }
    });

    it('is for active members and administrators: 401 without a token, 403 for inactive accounts and advertisers', async () => {
      await get('/api/seminars').expect(401);
      const inactive = await signUp(platform);
      const res = await get('/api/seminars', inactive).expect(403);
      expect(res.body).toEqual({ success: false, message: SEMINAR_MSG.readerInactive, errors: [] });
      const advertiser = await signUp(platform, { role: 'advertiser' });
      expect((await get('/api/seminars', advertiser).expect(403)).body.message).toBe(MSG.forbidden);
      const both = await freeMember(platform, { role: 'member_advertiser' });
      await get('/api/seminars', both).expect(200);
      await get('/api/seminars', admin).expect(200);
    });
  });

  describe('media by membership level', () => {
    it('a bronze member opens bronze media; higher ones answer no path and the level that opens them', async () => {
      const [, earn] = await sectionsOf('Getting started');
      const media = await mediaOf(earn.id, bronze);
      expect(media.map((medium) => medium.title)).toEqual(['Viewing basics', 'Earning more per view']);
      expect(byTitle(media, 'Viewing basics')).toEqual({
        id: expect.any(String),
        sectionId: earn.id,
        title: 'Viewing basics',
        mime: 'video/webm',
        path: `${ORIGIN}/assets/content/video-01.webm`,
        hasAccess: true,
        requiredLevel: 'bronze',
      });
      expect(byTitle(media, 'Earning more per view')).toEqual({
        id: expect.any(String),
        sectionId: earn.id,
        title: 'Earning more per view',
        mime: 'video/webm',
        path: null,
        hasAccess: false,
        requiredLevel: 'silver',
      });
      // The open path plays in a <video>: the API serves it with its type.
      const file = await get(new URL(byTitle(media, 'Viewing basics').path!).pathname).expect(200);
      expect(file.headers['content-type']).toContain('video/webm');
    });

    it('a gold member opens bronze, silver and gold media, but not cash', async () => {
      const [, earn, chain] = await sectionsOf('Getting started', gold);
      expect((await mediaOf(earn.id, gold)).every((medium) => medium.hasAccess && medium.path)).toBe(true);
      const strategy = byTitle(await mediaOf(chain.id, gold), 'Referral strategies that work');
      expect(strategy).toMatchObject({ hasAccess: true, requiredLevel: 'gold' });
      expect(strategy.path).toBe(`${ORIGIN}/assets/content/video-03.webm`);
      expect(byTitle(await mediaOf(chain.id, bronze), 'Referral strategies that work')).toMatchObject({
        hasAccess: false,
        path: null,
        requiredLevel: 'gold',
      });

      const [, monetise] = await sectionsOf('Creator masterclass', gold);
      const media = await mediaOf(monetise.id, gold);
      expect(byTitle(media, 'Pricing your posts')).toMatchObject({ hasAccess: true, requiredLevel: 'gold' });
      expect(byTitle(media, 'Cash level: going full time')).toEqual(
        expect.objectContaining({ hasAccess: false, path: null, requiredLevel: 'cash' }),
      );
    });

    it('an administrator opens every medium', async () => {
      const [, monetise] = await sectionsOf('Creator masterclass', admin);
      expect((await mediaOf(monetise.id, admin)).every((medium) => medium.hasAccess && medium.path)).toBe(true);
    });
  });

  describe('comments', () => {
    let sectionId: string;
    beforeAll(async () => {
      [{ id: sectionId }] = await sectionsOf('Getting started');
    });

    const comment = (who: Account, body: Partial<{ memberId: string; sectionId: string; text: unknown }>) =>
      post('/api/comments', who, { memberId: who.id, sectionId, text: 'Great lesson', ...body });

    it('posts a comment in the caller’s name and lists it with the author’s name', async () => {
      const res = await comment(bronze, { text: '  Loved the part about weekly limits.  ' }).expect(201);
      expect(res.body).toEqual({
        success: true,
        message: SEMINAR_MSG.commented,
        data: {
          id: expect.any(String),
          text: 'Loved the part about weekly limits.',
          memberId: bronze.id,
          sectionId,
          createdAt: expect.any(String),
          member: { id: bronze.id, name: 'Bronze Bea', userProfile: { image: null } },
        },
      });
      const list = await get(`/api/comments/${sectionId}`, gold).expect(200);
      expect(list.body.data.items[0]).toEqual(res.body.data);
    });

    it('stores text as text: markup comes back as the very same string', async () => {
      const text = '<script>alert("hi")</script> & <b>bold</b>';
      const res = await comment(gold, { text }).expect(201);
      expect(res.body.data.text).toBe(text);
      const list = await get(`/api/comments/${sectionId}`, bronze).expect(200);
      expect(list.body.data.items[0]).toMatchObject({ id: res.body.data.id, text, member: { name: 'Gold Gil' } });
      const [row] = await platform.db.query(`SELECT text FROM comments WHERE id = $1`, [res.body.data.id]);
      expect(row.text).toBe(text);
    });

    it('refuses a comment in another member’s name (403) and stores nothing', async () => {
      const before = (await get(`/api/comments/${sectionId}`, bronze).expect(200)).body.data.pagination.total;
      for (const memberId of [gold.id, admin.id, 'someone-else']) {
        const res = await comment(bronze, { memberId, text: 'Not mine' }).expect(403);
        expect(res.body).toEqual({ success: false, message: SEMINAR_MSG.commentForOthers, errors: [] });
      }
      const after = (await get(`/api/comments/${sectionId}`, bronze).expect(200)).body.data.pagination.total;
      expect(after).toBe(before);
    });

    it('refuses empty, whitespace-only, too long or non-text comments (400), and unknown sections (404)', async () => {
      for (const [text, message] of [
        ['', SEMINAR_MSG.commentRequired],
        ['   ', SEMINAR_MSG.commentRequired],
        ['x'.repeat(2001), SEMINAR_MSG.commentTooLong],
        [42, SEMINAR_MSG.commentIsText],
      ] as const) {
        const res = await comment(bronze, { text }).expect(400);
        expect(res.body.errors).toEqual([{ param: 'text', msg: message }]);
      }
      await comment(bronze, { text: 'x'.repeat(2000) }).expect(201);
      await comment(bronze, { sectionId: UNKNOWN }).expect(404);
      expect((await comment(bronze, { sectionId: 'nope' }).expect(400)).body.errors[0].param).toBe('sectionId');
      await post('/api/comments', bronze, { memberId: bronze.id, sectionId, text: 'hi', extra: 1 }).expect(400);
    });

    it('pages comments newest first', async () => {
      const [, , chain] = await sectionsOf('Getting started');
      for (const text of ['first', 'second', 'third']) {
        await post('/api/comments', gold, { memberId: gold.id, sectionId: chain.id, text }).expect(201);
      }
      const page1 = await get(`/api/comments/${chain.id}?page=1&limit=2`, bronze).expect(200);
      expect(page1.body.data.items.map((c: { text: string }) => c.text)).toEqual(['third', 'second']);
      expect(page1.body.data.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
      const page2 = await get(`/api/comments/${chain.id}?page=2&limit=2`, bronze).expect(200);
      expect(page2.body.data.items.map((c: { text: string }) => c.text)).toEqual(['first']);
      await get(`/api/comments/${chain.id}?limit=0`, bronze).expect(400);
    });
  });

  describe('console', () => {
    it('creates a seminar, a section with a banner and media from an upload, which members then read', async () => {
      const seminar = await post('/api/admin/seminars', admin, {
        title: 'Live webinar replays',
        titleBlock: 'Replays',
        descriptionBlock: 'Every live session, recorded.',
      }).expect(201);
      expect(seminar.body).toMatchObject({ id: expect.any(String), title: 'Live webinar replays', sectionCount: 0 });
      expect(seminar.body.sortOrder).toBeGreaterThanOrEqual(2); // after the seeded ones

      const banner = await uploadImage(platform, admin);
      const section = await post('/api/admin/seminar-sections', admin, {
        seminarId: seminar.body.id,
        title: 'Week one',
        description: '',
        bannerImage: banner.relativePath,
      }).expect(201);
      expect(section.body).toMatchObject({
        seminarId: seminar.body.id,
        bannerImage: banner.relativePath,
        bannerImageUrl: `${ORIGIN}/${banner.relativePath}`,
        sortOrder: 0,
      });

      const picture = await uploadImage(platform, admin);
      const gated = await post('/api/admin/seminar-media', admin, {
        sectionId: section.body.id,
        title: 'Slides',
        mime: 'image/png',
        path: picture.path, // the absolute path names the same upload
        requiredLevel: 'gold',
      }).expect(201);
      expect(gated.body).toMatchObject({ path: picture.relativePath, requiredLevel: 'gold', sortOrder: 0 });
      const open = await post('/api/admin/seminar-media', admin, {
        sectionId: section.body.id,
        title: 'Intro',
        mime: 'video/webm',
        path: 'assets/content/video-04.webm',
        sortOrder: 0,
      }).expect(201);
      expect(open.body.requiredLevel).toBe('bronze');
      await put(`/api/admin/seminar-media/${gated.body.id}`, admin, { sortOrder: 5 }).expect(200);

      const list = await adminList(platform, admin, 'seminar-media', {
        filter: { sectionId: section.body.id },
        sort: ['sortOrder', 'ASC'],
      }).expect(200);
      expect(totalOf(list)).toBe(2);
      expect(list.body.map((row: { title: string }) => row.title)).toEqual(['Intro', 'Slides']);

      const cards = (await get(`/api/seminars/${seminar.body.id}/sections`, bronze).expect(200)).body.data;
      expect(cards).toEqual([
        expect.objectContaining({ title: 'Week one', bannerImage: `${ORIGIN}/${banner.relativePath}` }),
      ]);
      const forBronze = await mediaOf(section.body.id, bronze);
      expect(forBronze.map(({ title, hasAccess, path }) => ({ title, hasAccess, path }))).toEqual([
        { title: 'Intro', hasAccess: true, path: `${ORIGIN}/assets/content/video-04.webm` },
        { title: 'Slides', hasAccess: false, path: null },
      ]);
      // An upload opens through a short-lived signed link of the authorised media route, which plays
      // without a bearer header; a tampered link is refused.
      const link = new URL(byTitle(await mediaOf(section.body.id, gold), 'Slides').path!);
      expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}/api/media/${picture.relativePath}`);
      expect(link.searchParams.get('sig')).toMatch(/^[\w-]{43}$/);
      // Valid for 30 to 60 minutes from now.
      const left = Number(link.searchParams.get('exp')) - Date.now() / 1000;
      expect(left).toBeGreaterThan(29 * 60);
      expect(left).toBeLessThanOrEqual(60 * 60);
      const file = await get(`${link.pathname}${link.search}`).expect(200);
      expect(file.headers['content-type']).toContain('image/png');
      await get(`${link.pathname}?exp=${link.searchParams.get('exp')}&sig=forged`).expect(403);
      // The file's public path refuses it: knowing the name is not enough to skip the level.
      await get(`/${picture.relativePath}`).expect(404);
      // The section's banner is no gated medium and stays public.
      await get(`/${banner.relativePath}`).expect(200);

      // Lowering the level opens it to bronze.
      const edited = await put(`/api/admin/seminar-media/${gated.body.id}`, admin, { requiredLevel: 'bronze' });
      expect(edited.status).toBe(200);
      expect(edited.body.requiredLevel).toBe('bronze');
      expect(byTitle(await mediaOf(section.body.id, bronze), 'Slides').hasAccess).toBe(true);
    });

    it('refuses files that were never uploaded or shipped, and a mime type that does not fit the file', async () => {
      const [join] = await sectionsOf('Getting started');
      const picture = await uploadImage(platform, admin);
      const medium = (path: string, mime: string) =>
        post('/api/admin/seminar-media', admin, { sectionId: join.id, title: 'X', mime, path });
      expect(
        (await medium('uploads/2026/11/ffffffffffffffffffffffffffffffff.png', 'image/png').expect(400)).body.errors,
      ).toEqual([{ param: 'path', msg: SEMINAR_MSG.pathUnknown }]);
      expect((await medium('assets/content/nothing.webm', 'video/webm').expect(400)).body.errors).toEqual([
        { param: 'path', msg: SEMINAR_MSG.pathUnknown },
      ]);
      for (const outside of ['../../etc/passwd', 'assets/../../package.json']) {
        expect((await medium(outside, 'image/png').expect(400)).body.errors).toEqual([
          { param: 'path', msg: SEMINAR_MSG.pathInvalid },
        ]);
      }
      expect((await medium(picture.relativePath, 'video/mp4').expect(400)).body.errors).toEqual([
        { param: 'mime', msg: expect.stringContaining(SEMINAR_MSG.mimeMismatch) },
      ]);
      expect((await medium(picture.relativePath, 'text/html').expect(400)).body.errors).toEqual([
        { param: 'mime', msg: SEMINAR_MSG.mimeInvalid },
      ]);
      const level = await post('/api/admin/seminar-media', admin, {
        sectionId: join.id,
        title: 'X',
        mime: 'image/png',
        path: picture.relativePath,
        requiredLevel: 'platinum',
      }).expect(400);
      expect(level.body.errors).toEqual([{ param: 'requiredLevel', msg: SEMINAR_MSG.levelInvalid }]);
      const banner = await post('/api/admin/seminar-sections', admin, {
        seminarId: join.seminarId,
        title: 'Video banner',
        bannerImage: 'assets/content/video-01.webm',
      }).expect(400);
      expect(banner.body.errors).toEqual([{ param: 'bannerImage', msg: SEMINAR_MSG.bannerNotImage }]);
      const lost = await post('/api/admin/seminar-sections', admin, { seminarId: UNKNOWN, title: 'Lost' }).expect(400);
      expect(lost.body.errors).toEqual([{ param: 'seminarId', msg: SEMINAR_MSG.seminarIdInvalid }]);
      const blank = await post('/api/admin/seminars', admin, { title: '   ' }).expect(400);
      expect(blank.body.errors).toEqual([{ param: 'title', msg: SEMINAR_MSG.titleRequired }]);
      const nothing = await put(`/api/admin/seminars/${join.seminarId}`, admin, {}).expect(400);
      expect(nothing.body.errors).toEqual([{ param: 'general', msg: SEMINAR_MSG.emptyUpdate }]);
    });

    it('edits and lists with the simple-rest dialect, then deletes a seminar with all that hangs under it', async () => {
      const created = await post('/api/admin/seminars', admin, { title: 'Temporary' }).expect(201);
      const id = created.body.id as string;
      const section = await post('/api/admin/seminar-sections', admin, { seminarId: id, title: 'Only section' });
      await post('/api/admin/seminar-media', admin, {
        sectionId: section.body.id,
        title: 'Clip',
        mime: 'video/webm',
        path: 'assets/content/video-02.webm',
      }).expect(201);
      await post('/api/comments', bronze, { memberId: bronze.id, sectionId: section.body.id, text: 'Hi' }).expect(201);

      const renamed = await put(`/api/admin/seminars/${id}`, admin, { title: 'Renamed', descriptionBlock: null });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ id, title: 'Renamed', descriptionBlock: '' });
      const search = await adminList(platform, admin, 'seminars', { filter: { q: 'renam' } }).expect(200);
      expect(search.body.map((row: { id: string }) => row.id)).toEqual([id]);
      const sections = await adminList(platform, admin, 'seminar-sections', { filter: { seminarId: id } }).expect(200);
      expect(totalOf(sections)).toBe(1);
      await get(`/api/admin/seminar-sections/${section.body.id}`, admin).expect(200);

      // One medium, then one section, go alone; members stop seeing each at once.
      const extra = await post('/api/admin/seminar-sections', admin, { seminarId: id, title: 'Extra section' });
      const extraClip = await post('/api/admin/seminar-media', admin, {
        sectionId: extra.body.id,
        title: 'Extra clip',
        mime: 'video/webm',
        path: 'assets/content/video-03.webm',
      }).expect(201);
      expect((await mediaOf(extra.body.id, bronze)).map((medium) => medium.title)).toEqual(['Extra clip']);
      await del(`/api/admin/seminar-media/${extraClip.body.id}`, admin).expect(200);
      expect(await mediaOf(extra.body.id, bronze)).toEqual([]);
      await del(`/api/admin/seminar-media/${extraClip.body.id}`, admin).expect(404);
      await del(`/api/admin/seminar-sections/${extra.body.id}`, admin).expect(200);
      await get(`/api/seminar-sections/${extra.body.id}`, bronze).expect(404);
      const remaining = (await get(`/api/seminars/${id}/sections`, bronze).expect(200)).body.data;
      expect(remaining.map((card: { title: string }) => card.title)).toEqual(['Only section']);

      const deleted = await del(`/api/admin/seminars/${id}`, admin).expect(200);
      expect(deleted.body).toMatchObject({ id, title: 'Renamed' });
      await get(`/api/seminars/${id}`, bronze).expect(404);
      await get(`/api/seminar-sections/${section.body.id}`, bronze).expect(404);
      const [left] = await platform.db.query(
        `SELECT (SELECT count(*)::int FROM seminar_media WHERE section_id = $1) AS media,
                (SELECT count(*)::int FROM comments WHERE section_id = $1) AS comments`,
        [section.body.id],
      );
      expect(left).toEqual({ media: 0, comments: 0 });
      await del(`/api/admin/seminars/${id}`, admin).expect(404);
    });

    it('is for administrators only', async () => {
      const [join] = await sectionsOf('Getting started');
      for (const who of [bronze, gold]) {
        await get('/api/admin/seminars', who).expect(403);
        await post('/api/admin/seminars', who, { title: 'Mine' }).expect(403);
        await put(`/api/admin/seminar-sections/${join.id}`, who, { title: 'Mine' }).expect(403);
        await del(`/api/admin/seminar-sections/${join.id}`, who).expect(403);
        await get(
          `/api/admin/seminar-media?filter=${encodeURIComponent(JSON.stringify({ sectionId: join.id }))}`,
          who,
        ).expect(403);
      }
      await get(`/api/seminar-sections/${join.id}`, bronze).expect(200);
    });

    it('seeds once: a second seed adds nothing and keeps an administrator’s edit', async () => {
      const [first] = seminars;
      await put(`/api/admin/seminars/${first.id}`, admin, { titleBlock: 'Edited by the admin' }).expect(200);
      const count = async () => (await platform.db.query(`SELECT count(*)::int AS n FROM seminar_media`))[0].n;
      const before = await count();
      const report = await runSeed(platform.app, platform.config);
      expect(report).toContain('Seeded demo seminars (0 new)');
      expect(await count()).toBe(before);
      expect((await get(`/api/seminars/${first.id}`, bronze).expect(200)).body.data.titleBlock).toBe(
        'Edited by the admin',
      );
    });
  });

  // Last: it moves the platform's clock past the end of every membership made above.
  describe('media once the membership ran out', () => {
    it('an expired membership opens nothing, not even bronze media', async () => {
      let member = await freeMember(platform);
      const [join] = await sectionsOf('Getting started', member);
      expect((await mediaOf(join.id, member)).every((medium) => medium.hasAccess)).toBe(true);
      const { endedAt } = (await get(`/api/members/${member.id}`, member).expect(200)).body.data.memberSubscription;
      platform.clock.advance(Date.parse(endedAt) - platform.clock.now().getTime() + DAY_MS);
      // Sessions end after a day idle on the same clock: the member signs in again.
      member = await logIn(platform, member.email, member.password);
      const media = await mediaOf(join.id, member);
      expect(media.map(({ hasAccess, path }) => ({ hasAccess, path }))).toEqual([
        { hasAccess: false, path: null },
        { hasAccess: false, path: null },
      ]);
    });
  });
});
