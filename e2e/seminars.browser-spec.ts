import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Account, bearer, paidMember } from '@earnwave/testing';
import type { TestPlatform } from '../services/api/test/support/platform';
import { startJourneys, stopJourneys } from './support/served-platform';
import { loadedWidth, viewportShot } from './support/creator-journeys';
import { signedIn, startPlatformAtWebOrigin } from './support/task-journeys';
import { unexpectedErrors } from './support/web-journeys';

jest.setTimeout(180_000);

/**
 * Seminars in the browser (spec 2), against the real API serving the built client
 * (`npm run build -w web` first), with the seeded demo seminars: a silver member opens the list,
 * a seminar and its section cards, then a section whose picture is open to silver and whose video
 * needs gold; the open one shows, the locked one says which level opens it and has no source.
 * The member's comment is shown as the text typed, markup included, under their name.
 */
describe('seminars: a silver member reads a section and comments on it', () => {
  const MEMBER = 'Sam Student';
  const COMMENT = 'Is this <b>bold?</b> & the gold video worth it?';
  let platform: TestPlatform;
  let baseURL: string;
  let browser: Browser;
  let member: Account;
  let view: { context: BrowserContext; page: Page; errors: string[] };

  beforeAll(async () => {
    ({ platform, baseURL, browser } = await startJourneys(startPlatformAtWebOrigin));
    member = await paidMember(platform, 'silver', 100, { name: MEMBER });
    view = await signedIn(browser, baseURL, { ...member, status: 'active' });
  }, 150_000);

  afterAll(() => stopJourneys({ platform, browser }));

  it('lists the seminars, opens one and its section cards', async () => {
    const { page, errors } = view;
    await page.goto('/dashboard/seminars');
    await page.getByRole('heading', { name: 'Seminars', level: 1 }).waitFor();
    const cards = page.getByTestId('seminar-card');
    await cards.filter({ hasText: 'Getting started' }).waitFor();
    await cards.filter({ hasText: 'Creator masterclass' }).waitFor();
    expect(await cards.count()).toBe(2);
    await cards.filter({ hasText: 'Getting started' }).getByText('3 sections').waitFor();
    await cards.filter({ hasText: 'Creator masterclass' }).getByText('2 sections').waitFor();
    await viewportShot(page, 'seminars-01-list');

    await page.getByRole('link', { name: 'Getting started' }).click();
    await page.waitForURL(/\/dashboard\/seminars\/[^/]+$/);
    await page.getByRole('heading', { name: 'Getting started', level: 1 }).waitFor();
    await page.getByTestId('title-block').getByText('Your first week on the platform').waitFor();
    const sections = page.getByTestId('section-card');
    await sections.filter({ hasText: 'Chain by referring others' }).waitFor();
    expect(await sections.allInnerTexts()).toEqual([
      expect.stringContaining('Join with a membership'),
      expect.stringContaining('Earn by watching content'),
      expect.stringContaining('Chain by referring others'),
    ]);
    await sections.filter({ hasText: 'Chain by referring others' }).getByText('2 lessons').waitFor();
    // Banners are the API's shipped assets, loaded from the page's own origin.
    for (const banner of await sections.locator('img').all()) expect(await loadedWidth(banner)).toBeGreaterThan(0);
    await viewportShot(page, 'seminars-02-detail');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('plays an open video of a section', async () => {
    const { page, errors } = view;
    await page.getByRole('link', { name: 'Join with a membership' }).click();
    await page.waitForURL(/\/sections\/[^/]+$/);
    await page.getByRole('heading', { name: 'Join with a membership', level: 1 }).waitFor();
    await page.getByTestId('now-playing').getByText('Welcome video').waitFor();
    const video = page.getByTestId('media-video');
    expect(await video.getAttribute('src')).toMatch(/\/assets\/video\/membership\.webm$/);
    // The browser reads the file's metadata: the source is really served.
    const duration = await video.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          const media = element as unknown as {
            readyState: number;
            duration: number;
            addEventListener(type: string, listener: () => void, options: { once: boolean }): void;
          };
          if (media.readyState >= 1) return resolve(media.duration);
          media.addEventListener('loadedmetadata', () => resolve(media.duration), { once: true });
          media.addEventListener('error', () => resolve(-1), { once: true });
        }),
    );
    expect(duration).toBeGreaterThan(0);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('shows the open picture, locks the gold video, and lists a comment as the text typed', async () => {
    const { page, errors } = view;
    await page.getByRole('link', { name: 'Back to Getting started' }).click();
    await page.getByRole('link', { name: 'Chain by referring others' }).click();
    await page.getByRole('heading', { name: 'Chain by referring others', level: 1 }).waitFor();

    // The first medium silver opens plays first: the referral-link picture.
    await page.getByTestId('now-playing').getByText('Your referral link').waitFor();
    const picture = page.getByTestId('media-image');
    expect(await picture.getAttribute('src')).toMatch(/\/assets\/content\/image-02\.svg$/);
    expect(await loadedWidth(picture)).toBeGreaterThan(0);

    const playlist = page.getByRole('list', { name: 'Playlist' });
    const items = playlist.getByTestId('playlist-item');
    expect(await items.count()).toBe(2);
    const locked = items.filter({ hasText: 'Referral strategies that work' });
    expect(await locked.getAttribute('data-locked')).toBe('true');
    await locked.getByText('Available from Gold').waitFor();
    await locked.getByRole('img', { name: 'Locked' }).waitFor();
    expect(await items.filter({ hasText: 'Your referral link' }).getAttribute('data-locked')).toBeNull();

    await locked.click();
    await page.getByTestId('now-playing').getByText('Referral strategies that work').waitFor();
    const lock = page.getByTestId('media-locked');
    await lock.getByText('Available from Gold').waitFor();
    await lock.getByText('Upgrade your membership to open it.').waitFor();
    const player = page.locator('.ant-card').filter({ has: page.getByTestId('now-playing') });
    expect(await player.locator('video, audio, img').count()).toBe(0);
    // The API gives no address for it either.
    const sectionId = /\/sections\/([^/?#]+)/.exec(page.url())![1];
    const media = await platform.http.get(`/api/seminar-sections/${sectionId}/media`).set(bearer(member)).expect(200);
    const gold = media.body.data.find((m: { title: string }) => m.title === 'Referral strategies that work');
    expect(gold).toMatchObject({ hasAccess: false, requiredLevel: 'gold' });
    expect(gold.path ?? null).toBeNull();

    // A comment with markup is listed as the literal text, under the member's name.
    const comments = page.getByRole('form', { name: 'Comments' });
    await page.getByText('No comments yet').waitFor();
    await comments.getByLabel('Your comment').fill(COMMENT);
    await comments.getByRole('button', { name: 'Post comment' }).click();
    const posted = page.getByTestId('comment').filter({ hasText: 'Is this <b>bold?</b>' });
    await posted.waitFor();
    await posted.getByText(MEMBER, { exact: true }).waitFor();
    expect(await posted.locator('b').count()).toBe(0);
    expect(await posted.locator('.ant-typography').last().textContent()).toBe(COMMENT);
    expect(await comments.getByLabel('Your comment').inputValue()).toBe('');
    await page.getByText('Comments (1)').waitFor();

    // Still so after a reload, from the server.
    await page.reload();
    await posted.waitFor();
    await posted.getByText(MEMBER, { exact: true }).waitFor();
    expect(await posted.locator('b').count()).toBe(0);
    expect(await posted.locator('.ant-typography').last().textContent()).toBe(COMMENT);
    await page.getByTestId('now-playing').getByText('Your referral link').waitFor();
    expect(await loadedWidth(page.getByTestId('media-image'))).toBeGreaterThan(0);
    await viewportShot(page, 'seminars-03-section-open-picture');
    await locked.click();
    await page.getByTestId('media-locked').getByText('Available from Gold').waitFor();
    await viewportShot(page, 'seminars-04-section-locked-and-comment');
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
