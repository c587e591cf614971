import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { TOTP_PERIOD_SECONDS } from '@earnwave/contracts';
import { newVisitor, screenshot } from './support/browser';
import { startJourneys, stopJourneys } from './support/served-platform';
import { appears, logIn, PASSWORD, unexpectedErrors } from './support/web-journeys';
import { freeMember } from '@earnwave/testing';
import type { TestPlatform } from '../services/api/test/support/platform';

jest.setTimeout(180_000);

/** The code an authenticator app shows `steps` periods from now. */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * TOTP_PERIOD_SECONDS });

/**
 * Two-factor sign-in as a member uses it (issue 16): turned on in Settings with a phone's
 * authenticator (here otplib computing its codes from the key shown), then a sign-in with a code
 * and another with a recovery code, which is then used up.
 */
describe('member client: two-factor sign-in', () => {
  let platform: TestPlatform;
  let baseURL: string;
  let browser: Browser;

  beforeAll(async () => {
    ({ platform, baseURL, browser } = await startJourneys());
  });

  afterAll(() => stopJourneys({ platform, browser }));

  /** Logout ends on the logout screen (spec 2), whose link leads back to the login. */
  async function logOut(page: Page) {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Return to Login' }).click();
    await page.waitForURL('**/login');
  }

  it('turns TOTP on in Settings, then signs in with a code and with a recovery code', async () => {
    const member = await freeMember(platform, { name: 'Tess Totp' });
    const { context, page, errors } = await newVisitor(browser, baseURL);

    // A session without a second factor: the password is enough.
    await logIn(page, member.email);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/settings');

    const card = page.locator('.ant-card').filter({ hasText: 'Two-factor sign-in' });
    await appears(card.getByRole('button', { name: 'Turn on' }), errors);
    await card.getByRole('button', { name: 'Turn on' }).click();
    await card.getByLabel('Password').fill(PASSWORD);
    await card.getByRole('button', { name: 'Continue' }).click();
    await appears(card.getByRole('img', { name: 'QR code for your authenticator app' }), errors);
    const secret = (await card.getByTestId('totp-secret').innerText()).replace(/[^A-Z2-7]/g, '');
    expect(secret).toHaveLength(32);
    await screenshot(page, 'web-two-factor-01-scan');
    await card.getByLabel('Authentication code').fill(await codeAt(secret));
    await card.getByRole('button', { name: 'Turn on' }).click();

    const list = card.getByRole('list', { name: 'Your recovery codes' });
    await appears(list, errors);
    const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    await screenshot(page, 'web-two-factor-02-recovery-codes');
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await card.getByText('10 recovery codes left.', { exact: false }).waitFor();
    await logOut(page);

    // The password alone no longer signs in: the code step asks for the authenticator's next code.
    await logIn(page, member.email);
    const code = page.getByLabel('Authentication code');
    await appears(code, errors);
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await page.evaluate('localStorage.getItem("user")')).toBeNull();
    await screenshot(page, 'web-two-factor-03-code-step');
    await code.fill(await codeAt(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await logOut(page);

    // A recovery code instead, typed as a person might; it is then used up.
    await logIn(page, member.email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0].toUpperCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/settings');
    await card.getByText('9 recovery codes left.', { exact: false }).waitFor();
    await logOut(page);

    await logIn(page, member.email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByTestId('general-errors').getByText('This code is not correct').waitFor();

    expect(unexpectedErrors(errors, [422])).toEqual([]);
    await context.close();
  });
});
