import type { Browser, Page } from 'playwright-core';
import { newVisitor, screenshot } from './support/browser';
import { twoFrames, viewportShot } from './support/creator-journeys';
import { startJourneys, stopJourneys } from './support/served-platform';
import {
  inBrowser,
  logIn,
  registration,
  signUp,
  storeSession,
  unexpectedErrors,
  untilTrue,
} from './support/web-journeys';
import { freeMember } from '@earnwave/testing';
import type { TestPlatform } from '../services/api/test/support/platform';

jest.setTimeout(120_000);

/** The member client's frame (issue 6): themes, direction, unknown paths, the role guard, 401s. */
describe('member client: layout, guards and display settings', () => {
  let platform: TestPlatform;
  let baseURL: string;
  let browser: Browser;

  beforeAll(async () => {
    ({ platform, baseURL, browser } = await startJourneys());
  });

  afterAll(() => stopJourneys({ platform, browser }));

  it('keeps dark mode and right-to-left after a reload', async () => {
    const member = await freeMember(platform);
    const { context, page, errors } = await newVisitor(browser, baseURL);
    await page.goto('/login');
    await storeSession(page, { ...member, status: 'active' });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await page.getByTestId('theme-switch').click();
    await page.getByTestId('rtl-switch').click();
    expect(await inBrowser(page, '[document.documentElement.dataset.theme, document.documentElement.dir]')).toEqual([
      'dark',
      'rtl',
    ]);
    await page.reload();
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    expect(await inBrowser(page, '[document.documentElement.dataset.theme, document.documentElement.dir]')).toEqual([
      'dark',
      'rtl',
    ]);
    expect(await inBrowser(page, `[localStorage.getItem('isDark'), localStorage.getItem('isRTL')]`)).toEqual([
      'true',
      'true',
    ]);
    expect(await page.getByTestId('theme-switch').getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'web-10-dashboard-dark-rtl');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits the dashboard and its first paint in a phone, in every navigation position, both directions', async () => {
    const member = await freeMember(platform);
    const wider: string[] = [];
    // Every frame from the first paint on notes what is wider than the screen (the class of the
    // innermost element that sticks out): a moment's overflow shifts the page sideways too.
    const watchWidth = `window.widerThanScreen = [];
      const watch = () => {
        if (document.body && document.documentElement.scrollWidth > innerWidth) {
          const out = [...document.body.querySelectorAll('*')].reverse().find((element) => {
            const box = element.getBoundingClientRect();
            return box.right > innerWidth || box.left < 0;
          });
          const found = (out?.getAttribute('class') || 'the page') + ' ' + document.documentElement.scrollWidth;
          if (!widerThanScreen.includes(found)) widerThanScreen.push(found);
        }
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);`;
    for (const width of [360, 412]) {
      // No service worker (newVisitor's default): it would serve the first paint's page the scripts
      // it is to go without.
      const { context, page, errors } = await newVisitor(browser, baseURL, { viewport: { width, height: 800 } });
      await context.addInitScript(watchWidth);
      const firstPaint = await context.newPage();
      await firstPaint.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/login');
      // A long name: on a phone the header shows the avatar and names the user for screen readers.
      await storeSession(page, { ...member, name: 'Maximilian Alexander Featherstonehaugh', status: 'active' });
      for (const isRTL of [false, true]) {
        for (const position of ['vertical', 'top', 'combo']) {
          const look = `${width}px ${isRTL ? 'rtl dark' : 'ltr light'} ${position}`;
          // As the theme and direction switches and the display settings drawer store them.
          await inBrowser(
            page,
            `localStorage.setItem('isRTL', '${isRTL}'); localStorage.setItem('isDark', '${isRTL}');` +
              `localStorage.setItem('navbarPosition', '"${position}"')`,
          );
          // The first paint (index.html without the app's scripts, on a page of its own: those fail
          // to load there), then the app's frame.
          await firstPaint.goto('/dashboard');
          await firstPaint.locator('.boot-dashboard .dashboard-welcome').waitFor();
          await twoFrames(firstPaint);
          wider.push(
            ...(await inBrowser<string[]>(firstPaint, 'widerThanScreen')).map((out) => `${look} first paint: ${out}`),
          );
          await page.goto('/dashboard');
          const userMenu = page.getByRole('button', { name: 'Maximilian Alexander Featherstonehaugh, user menu' });
          await userMenu.waitFor();
          await page.getByTestId('balance').waitFor();
          await twoFrames(page);
          wider.push(...(await inBrowser<string[]>(page, 'widerThanScreen')).map((out) => `${look}: ${out}`));
          // Every control of the header is on the screen.
          for (const control of ['notification-bell', 'theme-switch', 'rtl-switch', 'display-settings', 'user-menu']) {
            const box = (await page.getByTestId(control).boundingBox())!;
            if (box.x < 0 || box.x + box.width > width) wider.push(`${look} ${control}`);
          }
          if (position !== 'top') continue;
          await viewportShot(page, `web-15-dashboard-phone-${width}-${isRTL ? 'rtl' : 'ltr'}-top`);
          // Beside it the first paint it took over from, to compare the two by eye.
          await viewportShot(firstPaint, `web-15-dashboard-phone-${width}-${isRTL ? 'rtl' : 'ltr'}-top-first-paint`);
          // The wallet's transaction filters (the widest dashboard page, its date range) in the same frame.
          await page.goto('/dashboard/wallet');
          await page.getByTestId('transactions-total').waitFor();
          await twoFrames(page);
          wider.push(...(await inBrowser<string[]>(page, 'widerThanScreen')).map((out) => `${look} wallet: ${out}`));
        }
      }
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    }
    expect(wider).toEqual([]);
    // Twelve dashboard loads and four of the wallet: minutes on a loaded machine.
  }, 300_000);

  it('installs as an app, and opens the dashboard from the device on the next visit, even offline', async () => {
    const member = await freeMember(platform);
    const { context, page, errors } = await newVisitor(browser, baseURL, {
      viewport: { width: 412, height: 823 },
      serviceWorkers: 'allow',
    });
    await page.goto('/login');
    await storeSession(page, { ...member, status: 'active' });
    await page.goto('/dashboard');
    await page.getByTestId('user-menu').waitFor();
    await page.getByTestId('balance').getByText('$0.00').waitFor();

    // What a browser needs to offer the install: a manifest whose icons are there.
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Earnwave', start_url: '/dashboard', display: 'standalone' });
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const answer = await page.request.get(icon.src);
      expect([icon.src, answer.status(), answer.headers()['content-type']]).toEqual([icon.src, 200, icon.type]);
    }
    // Files with fixed names are revalidated (a deploy reaches everyone at once); built files are not.
    const cacheOf = async (path: string) => (await page.request.get(path)).headers()['cache-control'];
    const entry = await inBrowser<string>(page, `document.querySelector('script[type=module]').getAttribute('src')`);
    expect({
      page: await cacheOf('/dashboard'),
      boot: await cacheOf('/theme-boot.js'),
      worker: await cacheOf('/sw.js'),
      manifest: await cacheOf('/manifest.webmanifest'),
      entry: await cacheOf(entry),
    }).toEqual({
      page: 'no-cache',
      boot: 'no-cache',
      worker: 'no-cache',
      manifest: 'no-cache',
      entry: 'public, max-age=31536000, immutable',
    });

    // The service worker has taken the page; the next visit's page and scripts come from it.
    await untilTrue(page, 'navigator.serviceWorker.controller !== null');
    await context.setOffline(true);
    const again = await page.reload();
    expect(again?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await page.getByTestId('user-menu').waitFor();
    await viewportShot(page, 'web-16-dashboard-offline');
    // Offline, the member's data does not load: only those calls failed.
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|socket\.io/.test(error))).toEqual([]);
    await context.setOffline(false);
    await context.close();
  });

  /**
   * Holds back the app's built scripts matching `files` until released: what shows meanwhile is
   * what a phone shows while they download (index.html and theme-boot.js, or the stand-in card).
   */
  async function holdScripts(page: Page, files: RegExp) {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(files, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  it('works before its scripts have run: the figure, and Withdraw pressed on index.html opens once they have', async () => {
    const member = await freeMember(platform);
    const { context, page, errors } = await newVisitor(browser, baseURL, { viewport: { width: 412, height: 823 } });
    await page.goto('/login');
    await storeSession(page, { ...member, status: 'active' });
    const release = await holdScripts(page, /\/assets\/[\w.-]+\.js$/);
    await page.goto('/dashboard', { waitUntil: 'commit' });

    // No script of the app has arrived: index.html's card, with theme-boot.js's figure.
    const boot = page.locator('.boot-dashboard');
    await boot.getByTestId('balance').getByText('$0.00').waitFor();
    const withdraw = boot.getByRole('button', { name: 'Withdraw' });
    await withdraw.click();
    expect(await withdraw.getAttribute('aria-busy')).toBe('true');
    await viewportShot(page, 'web-17-dashboard-before-scripts');

    release();
    const dialog = page.getByRole('dialog', { name: 'Withdraw' });
    await dialog.getByLabel('Amount').waitFor();
    // Still open once antd's frame and the home page's cards have all come in.
    await page.getByTestId('user-menu').waitFor();
    await page.locator('.ant-statistic[data-testid="balance"]').getByText('$0.00').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Closed stays closed: no press is carried over twice.
    await page.goto('/dashboard/settings');
    await page.goBack();
    await page.locator('.ant-statistic[data-testid="balance"]').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('carries "How to earn tokens" pressed on the stand-in card into antd\'s, and Earn pressed early to Impressions', async () => {
    const member = await freeMember(platform);
    const { context, page, errors } = await newVisitor(browser, baseURL, { viewport: { width: 412, height: 823 } });
    await page.goto('/login');
    await storeSession(page, { ...member, status: 'active' });
    // The app has run; antd and the dashboard's code have not arrived.
    let release = await holdScripts(page, /\/assets\/dashboard-[\w-]+\.js$/);
    await page.goto('/dashboard');
    const standIn = page.locator('.dashboard-shell:not(.boot-shell *)');
    await standIn.getByTestId('balance').getByText('$0.00').waitFor();
    await standIn.getByRole('button', { name: 'How to earn tokens' }).click();
    release();
    const dialog = page.getByRole('dialog', { name: 'How to earn tokens' });
    await dialog.getByTestId('how-to-earn').waitFor();
    await page.getByTestId('user-menu').waitFor();
    await page.locator('.ant-statistic[data-testid="balance"]').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Earn pressed before any script ran leads to Impressions once they have.
    await page.unrouteAll();
    release = await holdScripts(page, /\/assets\/[\w.-]+\.js$/);
    await page.reload({ waitUntil: 'commit' });
    await page.locator('.boot-dashboard').getByRole('button', { name: 'Earn', exact: true }).click();
    release();
    await page.waitForURL('**/dashboard/commitments');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('sends an unknown path to errors/404', async () => {
    const { context, page, errors } = await newVisitor(browser, baseURL);
    await page.goto('/no/such/page');
    await page.waitForURL('**/errors/404');
    await page.getByText("The page you're looking for is not found.").waitFor();
    await page.getByRole('link', { name: 'Take me home' }).waitFor();
    await screenshot(page, 'web-11-not-found');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lands an advertiser on task management, and sends them from a member-only route to errors/404', async () => {
    const body = registration({ role: 'advertiser' });
    await signUp(platform, body);
    const { context, page, errors } = await newVisitor(browser, baseURL);
    await logIn(page, body.email as string);
    await page.waitForURL('**/dashboard/task-management');
    await page.getByRole('navigation', { name: 'Main' }).getByText('Task Management').waitFor();
    // A task owner's menu: its tasks and its wallet, nothing of a member's.
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('menuitem').allInnerTexts()).toEqual([
      'Task Management',
      'Wallet',
    ]);
    await screenshot(page, 'web-12-advertiser-task-management');
    await page.goto('/dashboard/referrals');
    await page.waitForURL('**/errors/404');
    await page.getByText("The page you're looking for is not found.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a visitor without a session to /login, and a rejected session too', async () => {
    const { context, page, errors } = await newVisitor(browser, baseURL);
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    const member = await freeMember(platform);
    await storeSession(page, { ...member, token: `${member.token}x`, status: 'active' });
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    expect(await inBrowser(page, `localStorage.getItem('user')`)).toBeNull();
    expect(unexpectedErrors(errors, [401])).toEqual([]);
    await context.close();
  });

  it('shows an inactive member the level chooser and a phone the available card first', async () => {
    const member = await signUp(platform);
    await platform.db.query(`UPDATE membership_levels SET available = false WHERE slug IN ('bronze', 'silver')`);
    try {
      const { context, page, errors } = await newVisitor(browser, baseURL, { viewport: { width: 390, height: 780 } });
      await page.goto('/login');
      await storeSession(page, member);
      await page.goto('/membership');
      const gold = page.getByTestId('level-gold');
      await gold.waitFor();
      expect(await page.getByTestId('level-bronze').getAttribute('aria-disabled')).toBe('true');
      await untilTrue(page, 'window.scrollY > 0');
      await screenshot(page, 'web-13-membership-phone');
      await gold.getByRole('button', { name: 'Choose Gold' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('wallet').waitFor();
      expect(await dialog.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
      await page.setViewportSize({ width: 1280, height: 800 });
      await screenshot(page, 'web-14-payment-modal');
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await platform.db.query(`UPDATE membership_levels SET available = true`);
    }
  });
});
