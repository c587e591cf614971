import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Account, balanceOf, bearer, buyCredits, paidMember, waitForBalance } from '@earnwave/testing';
import type { TestPlatform } from '../services/api/test/support/platform';
import { startJourneys, stopJourneys } from './support/served-platform';
import { computedFilter, loadedWidth, stripedPng, twoFrames, viewportShot } from './support/creator-journeys';
import { signedIn, startPlatformAtWebOrigin } from './support/task-journeys';
import { inBrowser, unexpectedErrors } from './support/web-journeys';

jest.setTimeout(180_000);

type Member = Account & { name: string };
type Visitor = { context: BrowserContext; page: Page; errors: string[] };

/**
 * Creators in the browser (issue 8), against the real API and worker serving the built client
 * (`npm run build -w web` first): a creator adds a paid picture post from their profile; another
 * member opens it blurred, confirms the price, sees the picture and is charged once while the
 * creator's dashboard balance rises live; the member rates the creator once and the stars lock;
 * the member sends the creator a gift, which the creator's bell and 'Gifts received' show live.
 * The tests run in order and share the two members and their browsers.
 */
describe('creators: a paid post from its creation to a paid view, and a rating', () => {
  const PRICE = 2;
  const TITLE = 'Sunset over the Tagus';
  let platform: TestPlatform;
  let baseURL: string;
  let browser: Browser;
  let creator: Member;
  let fan: Member;
  let creatorView: Visitor;
  let fanView: Visitor;
  let postId: string;

  beforeAll(async () => {
    ({ platform, baseURL, browser } = await startJourneys(startPlatformAtWebOrigin));
    [creator, fan] = await Promise.all([
      paidMember(platform, 'silver', 100, { name: 'Cora Creator' }),
      paidMember(platform, 'silver', 100, { name: 'Finn Fan' }).then(async (fan) => {
        await buyCredits(platform, fan, 10);
        return fan;
      }),
    ]);
    creatorView = await signedIn(browser, baseURL, { ...creator, status: 'active' });
    fanView = await signedIn(browser, baseURL, { ...fan, status: 'active' });
  }, 150_000);

  afterAll(() => stopJourneys({ platform, browser }, { proveLedger: true }));

  it('lets a creator add a paid picture post from their profile and see it in the grid', async () => {
    const { page, errors } = creatorView;
    await page.goto('/dashboard/profile');
    await page.getByRole('heading', { name: 'Cora Creator' }).waitFor();
    await page.getByText('No posts found!').waitFor();

    await page.getByRole('button', { name: '+ Add Content' }).click();
    const form = page.getByRole('dialog', { name: 'Add Content' });
    const save = form.getByRole('button', { name: 'Save' });
    await form.getByLabel('Title').fill(TITLE);
    // Save waits for the file too.
    expect(await save.isDisabled()).toBe(true);
    await form
      .getByLabel('Post file')
      .setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: stripedPng(240, 150) });
    await page.getByText('File uploaded successfully').waitFor();
    const preview = form.getByTestId('post-file-preview').getByRole('img', { name: 'Uploaded file' });
    expect(await loadedWidth(preview)).toBe(240);
    await form.getByLabel('Description').fill('The river at dusk, from the Alfama viewpoint.');
    await form.getByLabel('Cost per view (credits)').fill(String(PRICE));
    await save.click();
    await page.getByText('Post created successfully!').waitFor();
    await form.waitFor({ state: 'hidden' });

    const card = page.getByTestId('post-card').filter({ hasText: TITLE });
    await card.waitFor();
    await card.getByText(`${PRICE} credits`).waitFor();
    await card.getByRole('button', { name: 'Views(0)' }).waitFor();
    // The author sees their own paid picture, not a stand-in.
    expect(await loadedWidth(card.getByRole('img', { name: TITLE }))).toBe(240);
    expect(await card.getByTestId('locked-media').count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await viewportShot(page, 'creators-01-own-profile-with-post');

    const mine = await platform.http.get('/api/user-posts/get-all').set(bearer(creator)).expect(200);
    expect(mine.body.data.items).toHaveLength(1);
    expect(mine.body.data.items[0]).toMatchObject({ title: TITLE, costView: PRICE, postFileType: 'image' });
    postId = mine.body.data.items[0].id;
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('shows the post blurred with its price, charges once on confirmation, and the creator sees it live', async () => {
    // The creator watches their dashboard balance; a marker on the page shows it was never reloaded.
    const creatorPage = creatorView.page;
    await creatorPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await creatorPage.waitForURL('**/dashboard');
    const creatorBalance = creatorPage.getByTestId('balance');
    await creatorBalance.getByText('$0.00').waitFor();
    await inBrowser(creatorPage, 'window.__sameDocument = true');

    const { page, errors } = fanView;
    await page.goto(`/dashboard/profile/${creator.id}`);
    await page.getByRole('heading', { name: 'Cora Creator' }).waitFor();
    const card = page.getByTestId('post-card').filter({ hasText: TITLE });
    await card.getByText(`Paid post · ${PRICE} credits`).waitFor();
    expect(await computedFilter(card.getByTestId('locked-media'))).toContain('blur(');
    expect(await card.getByRole('img', { name: TITLE }).count()).toBe(0);
    await viewportShot(page, 'creators-02-creator-profile-seen-by-a-member');

    await card.getByRole('button', { name: 'View' }).click();
    await page.waitForURL(`**/dashboard/profile/post-view/${postId}`);
    const confirm = page.getByRole('dialog', { name: 'Paid post' });
    await confirm
      .getByText(`View this post for ${PRICE} credits? The credits are deducted from your balance.`)
      .waitFor();
    const media = page.getByTestId('post-view-media');
    expect(await computedFilter(media.getByTestId('locked-media'))).toContain('blur(');
    expect(await media.locator('img, video, audio').count()).toBe(0);
    // Nothing is charged for opening it.
    expect(await balanceOf(platform, fan)).toBe(10);
    await viewportShot(page, 'creators-03-post-blurred-with-price');

    await confirm.getByRole('button', { name: 'View' }).click();
    const image = media.getByRole('img', { name: TITLE });
    await image.waitFor();
    await confirm.waitFor({ state: 'hidden' });
    expect(await loadedWidth(image)).toBe(240);
    expect(await computedFilter(image)).toBe('none');
    expect(await media.getByTestId('locked-media').count()).toBe(0);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByText('The river at dusk, from the Alfama viewpoint.').waitFor();
    await viewportShot(page, 'creators-04-post-unblurred');

    expect(await balanceOf(platform, fan)).toBe(10 - PRICE);
    await waitForBalance(platform, creator, PRICE);
    await creatorBalance.getByText(`$${PRICE}.00`).waitFor({ timeout: 30_000 });
    expect(await inBrowser(creatorPage, 'window.__sameDocument')).toBe(true);
    await viewportShot(creatorPage, 'creators-05-creator-balance-live');

    // Opened again (back to the profile, then View): shown at once, no question, no second charge.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`**/dashboard/profile/${creator.id}`);
    await card.getByRole('img', { name: TITLE }).waitFor();
    await card.getByRole('button', { name: 'View' }).click();
    await page.waitForURL(`**/dashboard/profile/post-view/${postId}`);
    expect(await loadedWidth(media.getByRole('img', { name: TITLE }))).toBe(240);
    await twoFrames(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // And after a reload of the page.
    await page.reload();
    expect(await loadedWidth(media.getByRole('img', { name: TITLE }))).toBe(240);
    await twoFrames(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await balanceOf(platform, fan)).toBe(10 - PRICE);
    expect(await balanceOf(platform, creator)).toBe(PRICE);

    // The creator's view log names the buyer.
    const views = await platform.http.get(`/api/user-posts/${postId}/views`).set(bearer(creator)).expect(200);
    expect(views.body.data.items).toEqual([
      expect.objectContaining({
        viewer: expect.objectContaining({ id: fan.id, name: 'Finn Fan' }),
        amountDeduct: PRICE,
      }),
    ]);
    expect(unexpectedErrors(errors)).toEqual([]);
    expect(unexpectedErrors(creatorView.errors)).toEqual([]);
  });

  it('rates the creator 4 stars after a confirmation, and the stars stay locked', async () => {
    const { page, errors } = fanView;
    await page.goto(`/dashboard/profile/${creator.id}`);
    await page.getByRole('heading', { name: 'Cora Creator' }).waitFor();
    const rating = page.getByTestId('rating');
    await rating.getByTestId('rating-summary').getByText('0 (0)').waitFor();
    const stars = rating.getByRole('radio');
    expect(await stars.count()).toBe(5);

    await stars.nth(3).click();
    const ask = page.getByRole('dialog', { name: 'Submit Rating' });
    await ask.getByText('Rate Cora Creator 4 stars? A rating is given once and cannot be changed.').waitFor();
    await viewportShot(page, 'creators-06-rating-confirmation');
    await ask.getByRole('button', { name: 'Submit Rating' }).click();
    await page.getByText('Rating Submitted').waitFor();
    await ask.waitFor({ state: 'hidden' });
    await rating.getByTestId('rating-summary').getByText('4 (1)').waitFor();

    // Locked: another star opens no question.
    await stars.nth(1).click({ force: true });
    await twoFrames(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await viewportShot(page, 'creators-07-rated-profile');

    // Still locked after a reload: the server says this member rated already.
    await page.reload();
    await rating.getByTestId('rating-summary').getByText('4 (1)').waitFor();
    await stars.nth(4).click({ force: true });
    await twoFrames(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const profile = await platform.http.get(`/api/members/get/profile/${creator.id}`).set(bearer(fan)).expect(200);
    expect(profile.body.data).toMatchObject({ averageRating: 4, ratingCount: 1, isRated: true });
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it("sends the creator a gift from their profile; the creator's bell and 'Gifts received' show it live", async () => {
    const GIFT = 3;
    // The creator starts with nothing unread (the paid view above told them of its credits).
    await platform.http.put('/api/notifications/read').set(bearer(creator)).send({}).expect(200);
    const creatorPage = creatorView.page;
    await creatorPage.goto('/dashboard/profile');
    await creatorPage.getByRole('heading', { name: 'Cora Creator' }).waitFor();
    const gifts = creatorPage.getByTestId('gifts-received');
    await gifts.getByText('No gifts yet').waitFor();
    const bell = creatorPage.getByRole('button', { name: 'Notifications' });
    expect(await bell.locator('[title]').count()).toBe(0);
    await inBrowser(creatorPage, 'window.__sameDocument = true');

    const { page, errors } = fanView;
    await page.goto(`/dashboard/profile/${creator.id}`);
    await page.getByRole('heading', { name: 'Cora Creator' }).waitFor();
    await page.getByTestId('member-actions').getByRole('button', { name: 'Send Gift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Gift' });
    await dialog.getByLabel('Amount (credits)').fill(String(GIFT));
    await dialog.getByRole('button', { name: 'Send Gift' }).click();
    await page.getByText('Gift sent').waitFor();
    expect(await balanceOf(platform, fan)).toBe(10 - PRICE - GIFT);

    // On the creator's open profile, without a reload: the count, then the card and the list.
    await bell.locator('[title="1"]').waitFor({ timeout: 30_000 });
    const gift = gifts.getByTestId('gift-item').filter({ hasText: 'Finn Fan' });
    await gift.getByText(`$${GIFT}.00`).waitFor();
    expect(await gift.getByRole('link', { name: 'Finn Fan' }).getAttribute('href')).toBe(
      `/dashboard/profile/${fan.id}`,
    );
    await bell.click();
    const list = creatorPage.getByTestId('notification-list');
    await list.getByText(`Finn Fan sent you ${GIFT}.00 credits`).waitFor();
    await viewportShot(creatorPage, 'creators-08-gift-received-live');
    await creatorPage.getByRole('button', { name: 'Mark all as read' }).click();
    await bell.locator('[title="1"]').waitFor({ state: 'detached' });
    expect(await inBrowser(creatorPage, 'window.__sameDocument')).toBe(true);
    await waitForBalance(platform, creator, PRICE + GIFT);
    expect(unexpectedErrors(errors)).toEqual([]);
    expect(unexpectedErrors(creatorView.errors)).toEqual([]);
  });
});
