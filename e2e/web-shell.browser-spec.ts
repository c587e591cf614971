import type { Browser } from 'playwright-core';
import { newVisitor, screenshot } from './support/browser';
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
import { freeMember } from '../services/api/test/support/members';
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
