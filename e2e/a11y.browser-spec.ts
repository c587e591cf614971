import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasCapability, type Role } from '@earnwave/contracts';
import type { Browser, Page } from 'playwright-core';
import {
  type Account,
  ADMIN,
  bearer,
  buyCredits,
  catalogue,
  chatBetween,
  createPost,
  freeMember,
  fundedAdvertiser,
  logInAdmin,
  paidMember,
  perform,
  sendMessage,
  setProfile,
  signUp,
  type UploadAnswer,
  uploadFile,
  uploadImage,
} from '@earnwave/testing';
import type { TestPlatform } from '../services/api/test/support/platform';
import { seriousViolations } from './support/accessibility';
import { newVisitor } from './support/browser';
import { startJourneys, stopJourneys } from './support/served-platform';
import { adminResources, clientRoutes, type ClientRoute } from './support/client-routes';
import { twoFrames, viewportShot } from './support/creator-journeys';
import { createNamedTask, startPlatformAtWebOrigin } from './support/task-journeys';
import { inBrowser, storedUser, unexpectedErrors } from './support/web-journeys';

jest.setTimeout(600_000);

/** The four looks a member can choose (spec 9's isDark and isRTL, kept in localStorage). */
const LOOKS = [
  { name: 'light-ltr', isDark: false, isRTL: false },
  { name: 'dark-ltr', isDark: true, isRTL: false },
  { name: 'light-rtl', isDark: false, isRTL: true },
  { name: 'dark-rtl', isDark: true, isRTL: true },
];

/** Who opens a page: nobody signed in, or a user of a role and status, with what the seed made for them. */
interface Visitor {
  /** Who, for the test's name; its key names the screenshots. */
  label: string;
  key: string;
  account?: Account & { status: string };
  /** A task of this visitor's own, for the task-management pages that edit one. */
  ownTaskId?: string;
}

/** What the seed made that the routes with parameters open. */
interface Seed {
  otherMember: Account;
  /** Otto's posts on the Lounge: a free picture, a paid one and a free video. */
  postId: string;
  paidPostId: string;
  videoPostId: string;
  chatId: string;
  taskId: string;
  seminarId: string;
  sectionId: string;
}

/**
 * The addresses a route is visited at: a route with parameters needs real ids, from the seed. A
 * route the table gains with a parameter not named here fails the journey until it is added.
 */
const SAMPLES: Record<string, (seed: Seed, visitor: Visitor) => string[]> = {
  // The Network page's tabs: the Lounge, a chat open in Messages, Favourites.
  '/dashboard/chat': (seed) => [
    '/dashboard/chat',
    `/dashboard/chat?chatId=${seed.chatId}`,
    '/dashboard/chat?tab=favourites',
  ],
  '/dashboard/profile/:id': (seed) => [`/dashboard/profile/${seed.otherMember.id}`],
  '/dashboard/profile/post-view/:id': (seed) => [`/dashboard/profile/post-view/${seed.postId}`],
  '/dashboard/seminars/:seminarId': (seed) => [`/dashboard/seminars/${seed.seminarId}`],
  '/dashboard/seminars/:seminarId/sections/:sectionId': (seed) => [
    `/dashboard/seminars/${seed.seminarId}/sections/${seed.sectionId}`,
  ],
  '/dashboard/tasks/:id': (seed) => [`/dashboard/tasks/${seed.taskId}`],
  '/dashboard/task-management/edit-task/:id': (_seed, visitor) => [
    `/dashboard/task-management/edit-task/${visitor.ownTaskId}`,
  ],
  '/dashboard/task-management/task-progress/:id': (_seed, visitor) => [
    `/dashboard/task-management/task-progress/${visitor.ownTaskId}`,
  ],
};

/** The addresses of `route` for `visitor`. */
function addresses(route: ClientRoute, seed: Seed, visitor: Visitor): string[] {
  const sample = SAMPLES[route.path];
  if (sample) return sample(seed, visitor);
  if (route.path.includes(':')) throw new Error(`${route.path} has parameters: add its addresses to SAMPLES`);
  return [route.path];
}

/**
 * Who visits the routes of each table of web/src/routes.ts: the public pages signed out, the
 * membership page as an inactive and an active member, a dashboard page as every role its guard
 * lets in. A new table fails the journey until it is named here.
 */
function routesOf(visitor: Visitor): ClientRoute[] {
  return clientRoutes().filter((route) => {
    switch (route.table) {
      case 'LANDING_ROUTE':
      case 'PUBLIC_ROUTES':
        return !visitor.account;
      case 'MEMBERSHIP_ROUTE':
        return visitor.account?.role === 'member';
      case 'DASHBOARD_ROUTES':
        // The dashboard opens to an active member or the task owner (access.ts, mayEnterDashboard).
        return (
          !!visitor.account &&
          (visitor.account.status === 'active' || visitor.account.role === 'advertiser') &&
          hasCapability(visitor.account.role as Role, route.access!)
        );
      default:
        throw new Error(`routes of ${route.table}: say in a11y.browser-spec.ts who opens them`);
    }
  });
}

/**
 * Accessibility (issue 17): axe-core on every route of the member client, in light and dark,
 * left-to-right and right-to-left, as each role that reaches it, against the real API and worker
 * serving the built client (`npm run build -w @earnwave/web` first), with the data the pages show
 * seeded through the API. No serious or critical violation may remain; each one found is listed
 * with its element. A screenshot of each page in each look is kept (test-results/screenshots/a11y-*).
 */
describe('accessibility: every route, every look, no serious violation', () => {
  let platform: TestPlatform;
  let baseURL: string;
  let browser: Browser;
  let seed: Seed;
  const visitors: Visitor[] = [];

  beforeAll(async () => {
    ({ platform, baseURL, browser } = await startJourneys(startPlatformAtWebOrigin));
    const admin = await logInAdmin(platform);
    const pricing = await catalogue(platform, admin);
    const task = (owner: Account, businessName: string) =>
      createNamedTask(platform, owner, businessName, {
        pricings: [{ taskPricingId: pricing.follow.id, task_description: 'Follow us and send a screenshot' }],
        totalCost: 2,
      });

    const [member, otherMember, inactive, advertiser, both] = await Promise.all([
      paidMember(platform, 'silver', 100, { name: 'Mia Member' }),
      freeMember(platform, { name: 'Otto Other' }),
      signUp(platform, { name: 'Ivy Inactive' }),
      fundedAdvertiser(platform, 20, 'advertiser', { name: 'Ada Advertiser' }),
      freeMember(platform, { name: 'Max Both', role: 'member_advertiser' }),
    ]);
    await buyCredits(platform, member, 10);
    await buyCredits(platform, both, 20);
    const [taskId, bothTaskId] = [await task(advertiser, 'Sunny Bakery'), await task(both, 'Corner Books')];
    await perform(platform, member, taskId, [pricing.follow]);
    // Otto, with a picture of his own, posts a free picture, a paid post and a video with a long
    // description (its 'more' button): what the Lounge and a post's page show.
    await setProfile(platform, otherMember, 'creator', (await uploadImage(platform, otherMember)).relativePath);
    const postId = (await createPost(platform, otherMember, { title: 'Morning light' })).id;
    const paidPostId = (await createPost(platform, otherMember, { title: 'Behind the scenes', costView: 4 })).id;
    const video = await uploadFile(platform, otherMember, readFileSync(VIDEO), 'city-at-dusk.webm').expect(201);
    const videoPostId = (
      await createPost(
        platform,
        otherMember,
        { title: 'City at dusk', description: 'The lights come on one street at a time. '.repeat(4) },
        video.body.data as UploadAnswer,
      )
    ).id;
    const chatId = await chatBetween(platform, member, otherMember);
    await sendMessage(platform, otherMember, chatId, 'Hello Mia, welcome to the lounge').expect(201);
    const seminars = await platform.http.get('/api/seminars').set(bearer(member)).expect(200);
    const seminarId = seminars.body.data[0].id as string;
    const sections = await platform.http.get(`/api/seminars/${seminarId}/sections`).set(bearer(member)).expect(200);
    seed = {
      otherMember,
      postId,
      paidPostId,
      videoPostId,
      chatId,
      taskId,
      seminarId,
      sectionId: sections.body.data[0].id,
    };

    visitors.push(
      { label: 'a visitor', key: 'visitor' },
      { label: 'an inactive member', key: 'inactive', account: { ...inactive, status: 'inactive' } },
      { label: 'a member', key: 'member', account: { ...member, status: 'active' } },
      { label: 'an advertiser', key: 'advertiser', account: { ...advertiser, status: 'inactive' }, ownTaskId: taskId },
      {
        label: 'a member advertiser',
        key: 'member-advertiser',
        account: { ...both, status: 'active' },
        ownTaskId: bothTaskId,
      },
    );
  }, 240_000);

  afterAll(() => stopJourneys({ platform, browser }, { proveLedger: true }));

  it('visits every route of the route table as someone who may open it', () => {
    const visited = new Set(visitors.flatMap((visitor) => routesOf(visitor).map((route) => route.path)));
    expect(clientRoutes().filter((route) => !visited.has(route.path))).toEqual([]);
  });

  it.each(['a visitor', 'an inactive member', 'a member', 'an advertiser', 'a member advertiser'])(
    'finds no serious violation on the pages %s opens',
    async (label) => {
      const visitor = visitors.find((candidate) => candidate.label === label)!;
      const found: string[] = [];
      for (const look of LOOKS) {
        const { context, page, errors } = await visit(browser, baseURL, visitor, look);
        for (const route of routesOf(visitor)) {
          for (const address of addresses(route, seed, visitor)) {
            await page.goto(address);
            await settled(page);
            // The page asked for, not where a guard sent the visitor.
            expect(new URL(page.url()).pathname).toBe(new URL(address, baseURL).pathname);
            found.push(...(await seriousViolations(page, `${visitor.key} ${look.name} ${address}`)));
            await viewportShot(page, `a11y-${visitor.key}-${look.name}-${slug(address)}`);
          }
        }
        // The 404 and 500 pages answer with those statuses on purpose; a verification or reset link
        // without its hash is refused (400/401).
        expect(unexpectedErrors(errors, [400, 401, 404])).toEqual([]);
        await context.close();
      }
      expect(found).toEqual([]);
    },
  );

  it("finds no serious violation on the Lounge showing a free picture, a paid post and a video, nor on those posts' pages", async () => {
    const visitor = visitors.find((candidate) => candidate.key === 'member')!;
    const found: string[] = [];
    for (const look of LOOKS) {
      const { context, page, errors } = await visit(browser, baseURL, visitor, look);
      await page.goto('/dashboard/chat');
      await settled(page);
      // The Lounge shows each kind of post: the picture, the paid one blurred with its price, the video.
      await page.getByRole('img', { name: 'Morning light' }).waitFor();
      await page.getByTestId('feed-post').filter({ hasText: 'Paid post · 4 credits' }).waitFor();
      // The video is named by its post's title, as a picture is.
      await page.getByTestId('post-video').and(page.getByLabel('City at dusk')).waitFor();
      await page.getByRole('button', { name: 'more' }).waitFor();
      found.push(...(await seriousViolations(page, `member ${look.name} Lounge with posts`)));
      await viewportShot(page, `a11y-member-${look.name}-lounge-posts`);
      for (const [kind, id] of [
        ['picture', seed.postId],
        ['paid', seed.paidPostId],
        ['video', seed.videoPostId],
      ]) {
        await page.goto(`/dashboard/profile/post-view/${id}`);
        await settled(page);
        // A paid post not bought asks first, naming its price.
        if (kind === 'paid') await page.getByRole('dialog', { name: 'Paid post' }).waitFor();
        else await page.getByTestId('post-view-media').locator('img, video').waitFor();
        found.push(...(await seriousViolations(page, `member ${look.name} ${kind} post's page`)));
        await viewportShot(page, `a11y-member-${look.name}-post-view-${kind}`);
      }
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    }
    expect(found).toEqual([]);
  });

  it('finds no serious violation on the dashboard in any navigation position and style, light and dark', async () => {
    const visitor = visitors.find((candidate) => candidate.key === 'member')!;
    const found: string[] = [];
    for (const isDark of [false, true]) {
      const { context, page, errors } = await newVisitor(browser, baseURL, { reducedMotion: 'reduce' });
      page.setDefaultTimeout(30_000);
      await context.addInitScript(
        `localStorage.setItem('isDark', '${isDark}');` +
          `localStorage.setItem('user', ${JSON.stringify(JSON.stringify(storedUser(visitor.account!)))});`,
      );
      await page.goto('/login');
      for (const position of NAVBAR_POSITIONS) {
        for (const style of NAVBAR_STYLES) {
          // As the display settings drawer stores them (JSON strings).
          await inBrowser(
            page,
            `localStorage.setItem('navbarPosition', '"${position}"'); localStorage.setItem('navbarStyle', '"${style}"')`,
          );
          await page.goto('/dashboard');
          await settled(page);
          const look = `${isDark ? 'dark' : 'light'}-${position}-${style}`;
          found.push(...(await seriousViolations(page, `member ${look} /dashboard`)));
          await viewportShot(page, `a11y-navbar-${look}`);
        }
      }
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    }
    expect(found).toEqual([]);
  });

  it("finds no serious violation on the admin console's sign-in, dashboard and every list", async () => {
    const { context, page, errors } = await newVisitor(browser, baseURL, { reducedMotion: 'reduce' });
    page.setDefaultTimeout(30_000);
    const found: string[] = [];
    await page.goto('/admin/');
    await page.locator('input[name="username"]').waitFor();
    found.push(...(await seriousViolations(page, 'admin sign-in')));
    await page.locator('input[name="username"]').fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Waiting for a decision').waitFor();
    found.push(...(await seriousViolations(page, 'admin dashboard')));
    for (const resource of adminResources()) {
      await page.goto(`/admin/#/${resource}`);
      await settled(page);
      // A list shows its rows, or says it has none.
      await page.locator('.RaList-main, .RaEmpty-message').first().waitFor();
      found.push(...(await seriousViolations(page, `admin /${resource}`)));
      await viewportShot(page, `a11y-admin-${resource}`);
    }
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
    expect(found).toEqual([]);
  });
});

/** A short real video (WebM, ~96 KB) the API ships for the demo content: what a member uploads as a video post. */
const VIDEO = join(__dirname, '..', 'services', 'api', 'assets', 'content', 'video-01.webm');

/**
 * A fresh browser context for `visitor` in `look`: the stored user and look set as the login
 * screen and the switches leave them, before any script; reduced motion, so that axe judges each
 * page as it shows, not half faded in.
 */
async function visit(browser: Browser, baseURL: string, visitor: Visitor, look: (typeof LOOKS)[number]) {
  const visitorPage = await newVisitor(browser, baseURL, { reducedMotion: 'reduce' });
  visitorPage.page.setDefaultTimeout(30_000);
  await visitorPage.context.addInitScript(
    `localStorage.setItem('isDark', '${look.isDark}'); localStorage.setItem('isRTL', '${look.isRTL}');` +
      (visitor.account
        ? `localStorage.setItem('user', ${JSON.stringify(JSON.stringify(storedUser(visitor.account)))});`
        : ''),
  );
  return visitorPage;
}

/** The display settings' navbarPosition and navbarStyle values (web/src/services/display-settings.ts). */
const NAVBAR_POSITIONS = ['vertical', 'top', 'combo'];
const NAVBAR_STYLES = ['transparent', 'inverted', 'card', 'vibrant'];

const slug = (address: string) =>
  address
    .replace(/^\/+/, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/-$/, '') || 'landing';

/**
 * Waits until the page has shown what it loads: no request under way for half a second and no
 * loading stand-in (the boot 'Loading...', antd's spinners and skeletons), then two frames.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator(':is(.page-loading, .ant-spin-spinning, .ant-skeleton-active):visible')
    .first()
    .waitFor({ state: 'detached' });
  await twoFrames(page);
}
