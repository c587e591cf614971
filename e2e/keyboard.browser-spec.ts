import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Account, balanceOf, buyCredits, paidMember, tronAddress } from '@earnwave/testing';
import type { TestPlatform } from '../services/api/test/support/platform';
import { expectAccessible } from './support/accessibility';
import { newVisitor } from './support/browser';
import { startJourneys, stopJourneys } from './support/served-platform';
import { viewportShot } from './support/creator-journeys';
import { expectFocus, tabTo } from './support/keyboard';
import { startPlatformAtWebOrigin } from './support/task-journeys';
import { appears, PASSWORD, unexpectedErrors } from './support/web-journeys';

/** An address the seeded payment network (Tron) accepts: the withdraw form checks it. */
const KEYBOARD_WALLET = tronAddress('keyboard only');

jest.setTimeout(180_000);

/**
 * The member client by keyboard alone (issue 17), against the real API and worker serving the
 * built client (`npm run build -w @earnwave/web` first): Tab, Shift+Tab, Enter, Space, Escape and
 * the arrows, never a click. A member signs in, views content on Impressions until the 10 seconds
 * count a view, and withdraws; every dialog, drawer and menu opened on the way takes the focus and
 * gives it back to what opened it when it closes. axe checks each one while it is open.
 *
 * The one thing done without keys: a native confirm (the Impressions page's leave warning) is
 * accepted by the handler below, as Enter would in a browser with a person at it.
 */
describe('keyboard only: sign in, view content, withdraw', () => {
  let platform: TestPlatform;
  let baseURL: string;
  let browser: Browser;
  let member: Account;
  let view: { context: BrowserContext; page: Page; errors: string[] };

  beforeAll(async () => {
    ({ platform, baseURL, browser } = await startJourneys(startPlatformAtWebOrigin));
    member = await paidMember(platform, 'silver', 100, { name: 'Kim Keys' });
    await buyCredits(platform, member, 20);
    // Reduced motion: axe judges each dialog as it shows once open, not half faded in.
    view = await newVisitor(browser, baseURL, { reducedMotion: 'reduce' });
    view.page.setDefaultTimeout(30_000);
    view.page.on('dialog', (dialog) => void dialog.accept());
  }, 150_000);

  afterAll(() => stopJourneys({ platform, browser }, { proveLedger: true }));

  const mainMenu = () => view.page.getByRole('navigation', { name: 'Main' });

  it('signs in with the keyboard', async () => {
    const { page } = view;
    await page.goto('/login');
    const email = page.getByLabel('Email address');
    await tabTo(email, 'the e-mail field');
    await page.keyboard.type(member.email);
    await page.keyboard.press('Tab');
    await expectFocus(page.getByLabel('Password'), 'the password field');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await appears(page.getByRole('heading', { name: 'Welcome, Kim Keys' }), view.errors).catch(async (failure) => {
      await viewportShot(page, 'keyboard-00-login-failed');
      throw failure;
    });
  });

  it('opens and closes the notifications, the user menu and the display settings, focus returned each time', async () => {
    const { page } = view;
    // The notification bell: Enter opens its list, Escape closes it and the bell has the focus again.
    const bell = page.getByTestId('notification-bell');
    await tabTo(bell, 'the notification bell');
    await page.keyboard.press('Enter');
    const notifications = page.getByTestId('notification-list');
    await notifications.waitFor();
    await expectAccessible(page, 'the notifications open');
    await page.keyboard.press('Escape');
    await notifications.waitFor({ state: 'hidden' });
    await expectFocus(bell, 'the notification bell');

    // The user menu: Enter opens it, the arrows walk it, Escape closes it onto its button.
    const userMenu = page.getByTestId('user-menu');
    await tabTo(userMenu, 'the user menu');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu').filter({ hasText: 'Logout' });
    await menu.waitFor();
    await expectFocus(menu, 'the user menu', true);
    const settings = menu.getByRole('menuitem', { name: 'Settings' });
    await tabTo(settings, 'the Settings item', { key: 'ArrowDown', max: 4 });
    await expectAccessible(page, 'the user menu open');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expectFocus(userMenu, 'the user menu button');

    // The display settings drawer: it takes the focus, Escape gives it back.
    const display = page.getByTestId('display-settings');
    await tabTo(display, 'the display settings button', { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Display settings' });
    await drawer.waitFor();
    // The drawer's panel (around its dialog) takes the focus.
    await expectFocus(page.locator('.ant-drawer-open'), 'the display settings drawer', true);
    await expectAccessible(page, 'the display settings open');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expectFocus(display, 'the display settings button');

    // The theme switch toggles with Space.
    const theme = page.getByTestId('theme-switch');
    await tabTo(theme, 'the dark mode switch');
    await page.keyboard.press('Space');
    expect(await theme.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Space');
    expect(await theme.getAttribute('aria-checked')).toBe('false');

    // Settings, from the user menu.
    await tabTo(userMenu, 'the user menu');
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await tabTo(settings, 'the Settings item', { key: 'ArrowDown', max: 4 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/settings');
    await page.getByRole('heading', { name: 'Settings' }).first().waitFor();
  });

  it('views content on Impressions until a view counts, and opens one larger', async () => {
    const { page } = view;
    await tabTo(mainMenu().getByRole('link', { name: 'Impressions' }), 'the Impressions link');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/commitments');
    await page.getByTestId('content-slot').first().waitFor();
    // The 10 seconds of spec 4, counted while the page is in view (each slot in view counts one).
    await page
      .getByTestId('views-today')
      .getByText(/^[1-9]\d*$/)
      .waitFor({ timeout: 40_000 });
    await viewportShot(page, 'keyboard-01-impressions-counted');

    const open = page.getByRole('button', { name: /in a larger view$/ }).first();
    await tabTo(open, 'the first content slot');
    await page.keyboard.press('Enter');
    const larger = page.getByRole('dialog');
    await larger.waitFor();
    await expectFocus(larger, 'the larger view', true);
    await expectAccessible(page, 'the larger view open');
    await page.keyboard.press('Escape');
    await larger.waitFor({ state: 'hidden' });
    await expectFocus(open, 'the content slot that opened the larger view');
  });

  it('withdraws with the keyboard, and the Withdraw dialog gives the focus back on Escape and on Close', async () => {
    const { page, errors } = view;
    await tabTo(mainMenu().getByRole('link', { name: 'Dashboard' }), 'the Dashboard link', { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    const withdraw = page.getByRole('button', { name: 'Withdraw', exact: true });
    await tabTo(withdraw, 'the Withdraw button');

    // Opened and closed with Escape: nothing sent, the focus back on Withdraw.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Withdraw' });
    await dialog.waitFor();
    await expectFocus(dialog, 'the Withdraw dialog', true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocus(withdraw, 'the Withdraw button');

    // Opened with Space, filled and sent with Tab and Enter.
    await page.keyboard.press('Space');
    await dialog.waitFor();
    await tabTo(dialog.getByLabel('Amount (credits)'), 'the amount field', { max: 5 });
    await page.keyboard.type('5');
    await page.keyboard.press('Tab');
    await expectFocus(dialog.getByLabel('Wallet address'), 'the wallet address field');
    await page.keyboard.type(KEYBOARD_WALLET);
    await expectAccessible(page, 'the Withdraw dialog filled');
    await page.keyboard.press('Tab');
    await expectFocus(dialog.getByRole('button', { name: 'Request withdrawal' }), 'Request withdrawal');
    await page.keyboard.press('Enter');
    await dialog.getByText('Withdrawal requested').waitFor();
    await viewportShot(page, 'keyboard-02-withdrawal-requested');
    // Requested as typed, with the 4-credit fee; the card shows the balance less both.
    expect(
      await platform.db.query(
        `SELECT amount::text, fee::text, wallet_address, status FROM withdrawal_requests WHERE member_id = $1`,
        [member.id],
      ),
    ).toEqual([{ amount: '5000000', fee: '4000000', wallet_address: KEYBOARD_WALLET, status: 'pending' }]);
    const after = await balanceOf(platform, member);
    await page
      .getByTestId('balance')
      .getByText(`$${after.toFixed(2)}`)
      .waitFor();

    // The success note's Close (the dialog's corner button is named Close too, with no text).
    const close = dialog.getByRole('button', { name: 'Close', exact: true }).filter({ hasText: 'Close' });
    await tabTo(close, 'the Close button', { max: 5 });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocus(withdraw, 'the Withdraw button');
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
