import type { Browser } from 'playwright-core';
import { tronAddress } from '@earnwave/testing';
import { newVisitor, screenshot } from './support/browser';
import { startJourneys, stopJourneys } from './support/served-platform';
import { logIn, oneCreditPerBronzeView, PASSWORD, unexpectedErrors, verificationLink } from './support/web-journeys';
import type { TestPlatform } from '../services/api/test/support/platform';

jest.setTimeout(180_000);

/**
 * A new member's first day in the browser (issue 6): register, verify from the mail, log in,
 * activate free bronze, reach the dashboard, count a view after 10 s and see the balance rise
 * without a reload, and see a withdrawal's errors under their fields.
 */
describe('member client: a new member from registration to a counted view', () => {
  let platform: TestPlatform;
  let baseURL: string;
  let browser: Browser;

  beforeAll(async () => {
    ({ platform, baseURL, browser } = await startJourneys());
    await oneCreditPerBronzeView(platform);
  });

  afterAll(() => stopJourneys({ platform, browser }));

  it('registers, verifies, logs in, activates bronze, earns from a view live and sees withdrawal errors', async () => {
    const { context, page, errors } = await newVisitor(browser, baseURL);
    page.on('dialog', (dialog) => void dialog.accept());
    const email = `journey.${Date.now()}@example.test`;

    // Register: the button waits for every field, then the toast and /confirm-mail after 1 s.
    await page.goto('/register');
    await page.getByLabel('Name').fill('Journey Member');
    await page.getByLabel('Email address').fill(`  ${email}  `);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    const register = page.getByRole('button', { name: 'Register' });
    expect(await register.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    await register.click();
    await page.getByText('Successfully registered as Journey Member').waitFor();
    await page.waitForURL('**/confirm-mail');
    await page.getByText(email).waitFor();
    await screenshot(page, 'web-01-confirm-mail');

    // The link from the mail, moved to this server.
    await page.goto(await verificationLink(platform, email, baseURL));
    await page.getByText('Your e-mail is verified').waitFor();

    // Log in: inactive members go to the membership page.
    await logIn(page, email);
    await page.waitForURL('**/membership');
    await page.getByText('POPULAR CHOICE').waitFor();
    await screenshot(page, 'web-02-membership-chooser');

    // Free bronze: pending, then active within a poll (10 s), then the dashboard.
    await page.getByRole('button', { name: 'Start free for 12 months' }).click();
    await page.getByText('Your membership was successfully activated').waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Go To Dasboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Journey Member' }).waitFor();
    const balance = page.getByTestId('balance');
    await balance.getByText('$0.00').waitFor();
    await screenshot(page, 'web-03-dashboard');

    // A second tab views content; the first sees the balance rise over the socket, no reload.
    const viewer = await context.newPage();
    viewer.on('dialog', (dialog) => void dialog.accept());
    await viewer.goto('/dashboard/commitments');
    await viewer.getByTestId('content-slot').first().waitFor();
    expect(await viewer.getByTestId('content-slot').count()).toBe(12);
    await balance.getByText('$1.00').waitFor({ timeout: 40_000 });
    await viewer.getByTestId('views-today').getByText('1').waitFor({ timeout: 10_000 });
    // Bronze's weekly limit is 1 credit: the other views meet the cap, one warning toast at a time.
    await viewer.locator('.toast-warning').first().waitFor({ timeout: 10_000 });
    expect(await viewer.locator('.toast-warning').count()).toBe(1);
    await screenshot(viewer, 'web-04-impressions');
    await viewer.close();

    // Withdraw: a 151-character wallet is refused under its field; the server's refusal of the
    // amount shows under the amount.
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw' });
    await dialog.getByLabel('Amount (credits)').fill('1');
    await dialog.getByLabel('Wallet address').fill('T'.repeat(151));
    await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
    await dialog.getByText('The wallet address is at most 150 characters.').waitFor();
    await screenshot(page, 'web-05-withdraw-wallet-error');
    await dialog.getByLabel('Wallet address').fill(tronAddress('journey-member'));
    await dialog.getByLabel('Amount (credits)').fill('50');
    await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
    await dialog.locator('#withdraw_amount_help').waitFor();
    expect(await dialog.locator('#withdraw_amount_help').innerText()).toMatch(/\S/);
    await screenshot(page, 'web-06-withdraw-amount-error');

    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // The referrals screen from the side menu, and Settings from the user menu.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Referrals' }).click();
    await page.getByText('No referrals yet').waitFor();
    await page.getByTestId('referral-link').waitFor();
    await screenshot(page, 'web-07-referrals');
    await page.getByTestId('user-menu').click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByText('Receipt No').waitFor();
    await page.getByText('FREE', { exact: true }).waitFor();
    await screenshot(page, 'web-08-settings');

    expect(unexpectedErrors(errors, [422])).toEqual([]);
    await context.close();
  });
});
