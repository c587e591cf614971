import { generate } from 'otplib';
import type { Browser } from 'playwright-core';
import { TOTP_PERIOD_SECONDS, TWO_FACTOR_MSG } from '@earnwave/contracts';
import { ADMIN } from '@earnwave/testing';
import type { TestPlatform } from '../services/api/test/support/platform';
import { newVisitor, screenshot } from './support/browser';
import { startServedPlatform, startJourneys, stopJourneys } from './support/served-platform';
import { appears, unexpectedErrors } from './support/web-journeys';

jest.setTimeout(120_000);

const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * TOTP_PERIOD_SECONDS });

/**
 * An administrator where two-factor sign-in is required (ADMIN_MFA_REQUIRED, as in production):
 * the console leads them to the set-up and nothing else answers before; once on, a sign-in asks
 * for the authenticator's code. Needs the built console (`npm run build -w @earnwave/admin`).
 */
describe('admin console: two-factor sign-in required', () => {
  let platform: TestPlatform;
  let baseURL: string;
  let browser: Browser;

  beforeAll(async () => {
    ({ platform, baseURL, browser } = await startJourneys(() =>
      startServedPlatform({ env: { ADMIN_MFA_REQUIRED: 'true' } }),
    ));
  });
  afterAll(() => stopJourneys({ platform, browser }));

  it('leads an administrator without it to the set-up, then asks for a code at the next sign-in', async () => {
    const { page, errors } = await newVisitor(browser, baseURL);
    const signIn = async () => {
      await page.goto('/admin/');
      await page.locator('input[name="username"]').fill(ADMIN.email);
      await page.locator('input[name="password"]').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    };

    await signIn();
    await page.waitForURL('**/admin/#/two-factor');
    await appears(page.getByText(TWO_FACTOR_MSG.adminMustEnrol).first(), errors);
    // Nothing else answers before: a decision list leads back here.
    await page.goto('/admin/#/withdrawals');
    await page.waitForURL('**/admin/#/two-factor');

    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await appears(page.getByRole('img', { name: 'QR code for your authenticator app' }), errors);
    const secret = await page.getByTestId('totp-secret').innerText();
    await screenshot(page, 'admin-two-factor-01-scan');
    await page.getByLabel('Authentication code').fill(await codeAt(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await appears(page.getByRole('list', { name: 'Your recovery codes' }), errors);
    expect(await page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await appears(page.getByText('Waiting for a decision'), errors);

    // Signed out, the password alone is not enough.
    await page.evaluate('localStorage.clear()');
    await signIn();
    const code = page.getByLabel('Authentication code');
    await appears(code, errors);
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await screenshot(page, 'admin-two-factor-02-code-step');
    await code.fill(await codeAt(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await appears(page.getByText('Waiting for a decision'), errors);

    expect(unexpectedErrors(errors, [403])).toEqual([]);
  });
});
