import { type Account, bearer, freeMember, pngPicture, signUp } from '@earnwave/testing';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestPlatform } from '../services/api/test/support/platform';
import { screenshot } from './support/browser';
import { startServedPlatform, startJourneys, stopJourneys } from './support/served-platform';
import { signedIn } from './support/task-journeys';
import { appears, arrives, unexpectedErrors, untilTrue } from './support/web-journeys';

jest.setTimeout(240_000);

type Visitor = { context: BrowserContext; page: Page; errors: string[] };

/** A picture whose bytes the download must give back: a gradient, so a screenshot shows it. */
const PICTURE = pngPicture(200, 120, (x, y) => [Math.round((255 * x) / 200), 90, Math.round((255 * y) / 120)]);
/** Leaves out what an aborted request (a download made to fail on purpose) logged to the console. */
function forgetAborted(errors: string[]): void {
  const kept = errors.filter((text) => !text.includes('net::ERR_FAILED'));
  errors.splice(0, errors.length, ...kept);
}

/**
 * Issue 17 in the browser, against the real API and worker serving the built client (`npm run
 * build -w @earnwave/web` first): one member favours another and both Favourites lists show it,
 * each linking to the profile; a message with a picture says 'File uploaded!' and 'Message sent!'
 * and the picture downloads under its name (or says why not); the chooser shows membership_desc;
 * the navigation moves to a top bar and stays there after a reload; and every Logout ends on the
 * logout screen with the session over. The tests run in order and share the members.
 */
describe('member client: favourites, spec 8 texts, display settings and the logout screen', () => {
  let platform: TestPlatform;
  let baseURL: string;
  let browser: Browser;
  let ada: Account;
  let bea: Account;
  let adaView: Visitor;
  let beaView: Visitor;

  beforeAll(async () => {
    ({ platform, baseURL, browser } = await startJourneys(() =>
      startServedPlatform({
        env: { UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'earnwave-favourites-journey-')) },
      }),
    ));
    [ada, bea] = await Promise.all([
      freeMember(platform, { name: 'Ada Fan' }),
      freeMember(platform, { name: 'Bea Creator' }),
    ]);
    [adaView, beaView] = await Promise.all([
      signedIn(browser, baseURL, { ...ada, status: 'active' }),
      signedIn(browser, baseURL, { ...bea, status: 'active' }),
    ]);
  }, 150_000);

  afterAll(() => stopJourneys({ platform, browser }, { proveLedger: true }));

  it('lists a favourite on both sides: my favourites and who favoured me, each opening the profile; settings show the profile head', async () => {
    const { page, errors } = adaView;
    await page.goto(`/dashboard/profile/${bea.id}`);
    await page.getByRole('heading', { name: 'Bea Creator' }).waitFor();
    await page.getByRole('button', { name: 'Add to Fav' }).click();
    await appears(page.getByText('Favorite status updated successfully!'), errors);
    await page.getByRole('button', { name: 'Remove from Fav' }).waitFor();

    // Ada's Network screen, Favourites tab: Bea under My favourites, nobody has favoured Ada yet.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Network' }).click();
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await page.waitForURL('**/dashboard/chat?tab=favourites');
    const mine = page.getByTestId('my-favourites');
    const beaLink = mine.getByRole('link', { name: 'Bea Creator' });
    await beaLink.waitFor();
    await page.getByTestId('favoured-me').getByText('Nobody has added you to their favourites yet.').waitFor();
    await screenshot(page, 'favourites-01-my-favourites');
    await beaLink.click();
    await page.waitForURL(`**/dashboard/profile/${bea.id}`);
    await page.getByRole('heading', { name: 'Bea Creator' }).waitFor();

    // Bea sees who favoured her, and the link opens Ada's profile.
    const other = beaView.page;
    await other.goto('/dashboard/chat?tab=favourites');
    const adaLink = other.getByTestId('favoured-me').getByRole('link', { name: 'Ada Fan' });
    await adaLink.waitFor();
    await other.getByTestId('my-favourites').getByText('You have not added anyone to your favourites yet.').waitFor();
    await screenshot(other, 'favourites-02-who-favoured-me');
    await adaLink.click();
    await other.waitForURL(`**/dashboard/profile/${ada.id}`);
    await other.getByRole('heading', { name: 'Ada Fan' }).waitFor();

    // Bea's settings open with her read-only profile head and her subscription beside the account's cards.
    await other.getByTestId('user-menu').click();
    await other.getByRole('menuitem', { name: 'Settings' }).click();
    const head = other.getByTestId('profile-settings');
    await head.getByRole('heading', { name: 'Bea Creator' }).waitFor();
    await head.getByText(bea.email).waitFor();
    await other.getByText('Receipt No').waitFor();
    await screenshot(other, 'favourites-03-profile-settings');

    const favouredBy = await platform.http.get('/api/favourites/favourite-by').set(bearer(bea)).expect(200);
    expect(favouredBy.body.data.items.map((item: { memberId: string }) => item.memberId)).toEqual([ada.id]);
    expect(unexpectedErrors(errors)).toEqual([]);
    expect(unexpectedErrors(beaView.errors)).toEqual([]);
  });

  it("sends a picture live ('File uploaded!', 'Message sent!') and downloads it under its name, or says why not", async () => {
    const { page, errors } = adaView;
    await page.goto(`/dashboard/profile/${bea.id}`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('dialog', { name: 'Start Chat' }).getByRole('button', { name: 'Start Chat' }).click();
    await arrives(page, /\/dashboard\/chat\?chatId=[0-9a-f-]{36}$/, errors);
    const thread = page.getByTestId('chat-thread');
    await thread.getByText('No content yet').waitFor();

    await thread
      .locator('input[type=file]')
      .setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: PICTURE });
    await appears(page.getByText('File uploaded!', { exact: true }), errors);
    await thread.getByTestId('pending-attachments').getByText('sketch.png').waitFor();
    await thread.getByRole('textbox', { name: 'Message' }).fill('My sketch of your logo');
    await thread.getByRole('button', { name: 'Send' }).click();
    // Sent over the live connection: its own words, not the HTTP answer's.
    await appears(page.getByText('Message sent!', { exact: true }), errors);
    await thread.getByTestId('chat-message-text').filter({ hasText: 'My sketch of your logo' }).waitFor();
    await untilTrue(
      page,
      `[...document.querySelectorAll('[data-testid="chat-image"]')].some((img) => img.complete && img.naturalWidth === 200)`,
    );

    const chatId = new URL(page.url()).searchParams.get('chatId');
    const messages = await platform.http.get(`/api/chat/get-messages/${chatId}`).set(bearer(ada)).expect(200);
    const [sent] = messages.body.data.messages as { attachments: { relativePath: string }[] }[];
    const fileName = sent.attachments[0].relativePath.split('/').pop()!;
    const download = thread.getByRole('button', { name: `Download ${fileName}` });
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe(fileName);
    expect(readFileSync(await saved.path()).equals(PICTURE)).toBe(true);
    await download.waitFor();
    await screenshot(page, 'favourites-04-message-sent-with-download');

    // The file cannot be fetched: the member is told why nothing was saved.
    await page.route('**/uploads/**', (route) => route.abort());
    await download.click();
    await appears(page.getByText('Download failed. Check CORS settings or the file URL.'), errors);
    await screenshot(page, 'favourites-05-download-failed');
    await page.unroute('**/uploads/**');
    forgetAborted(errors);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('titles the membership chooser with membership_desc, and its Logout ends on the logout screen', async () => {
    const newcomer = await signUp(platform, { name: 'Nora Newcomer' });
    const visitor = await signedIn(browser, baseURL, { ...newcomer, status: 'inactive' });
    const { page, errors } = visitor;
    await page.goto('/membership');
    await page.getByRole('heading', { level: 1, name: 'Try for FREE' }).waitFor();
    await page.getByTestId('membership-desc').getByText('12 months of free basic membership').waitFor();
    expect(await page.getByText('Higher levels earn').count()).toBe(0);
    await screenshot(page, 'favourites-06-chooser-description');

    // The logout screen ends the session as it opens: its answer is what the check below waits for.
    const ended = page.waitForResponse((res) => res.url().endsWith('/api/users/logout'));
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL('**/logout');
    await ended;
    await page.getByText('See you again!').waitFor();
    await platform.http.get(`/api/members/${newcomer.id}`).set(bearer(newcomer)).expect(401);
    expect(unexpectedErrors(errors)).toEqual([]);
    await visitor.context.close();
  });

  it('moves the navigation to a vibrant top bar from the display settings, and keeps it after a reload', async () => {
    const { page, errors } = adaView;
    await page.goto('/dashboard/chat?tab=favourites');
    await page.getByTestId('my-favourites').getByRole('link', { name: 'Bea Creator' }).waitFor();
    await page.getByRole('button', { name: 'Display settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Display settings' });
    await panel.getByRole('radiogroup', { name: 'Navigation position' }).getByText('Top', { exact: true }).click();
    await panel.getByRole('radiogroup', { name: 'Navigation style' }).getByText('Vibrant', { exact: true }).click();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    const bar = page.locator('.top-navbar.navbar-vibrant');
    await bar.getByRole('link', { name: 'Network' }).waitFor();
    expect(await page.locator('aside[aria-label="Side menu"]').count()).toBe(0);
    await screenshot(page, 'favourites-07-top-vibrant-navigation');

    await page.reload();
    await page.getByTestId('my-favourites').getByRole('link', { name: 'Bea Creator' }).waitFor();
    await bar.getByRole('link', { name: 'Network' }).waitFor();
    expect(await page.locator('aside[aria-label="Side menu"]').count()).toBe(0);
    expect(await page.evaluate('localStorage.getItem("navbarStyle")')).toBe('"vibrant"');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it("ends on the logout screen after the user menu's Logout, with the session over", async () => {
    const { page, errors } = adaView;
    await page.getByTestId('user-menu').click();
    const ended = page.waitForResponse((res) => res.url().endsWith('/api/users/logout'));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/logout');
    await ended;
    await page.getByText('See you again!').waitFor();
    await page.getByText('you are now successfully signed out', { exact: false }).waitFor();
    await screenshot(page, 'favourites-08-logout-screen');
    await platform.http.get(`/api/members/${ada.id}`).set(bearer(ada)).expect(401);
    expect(await page.evaluate('localStorage.getItem("user")')).toBeNull();

    await page.getByRole('link', { name: 'Return to Login' }).click();
    await page.waitForURL('**/login');
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
