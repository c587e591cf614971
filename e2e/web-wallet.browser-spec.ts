import { parseCredits } from '@earnwave/money';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import {
  type Account,
  accountBalance,
  balanceOf,
  bearer,
  buyCredits,
  logInAdmin,
  newTxid,
  paidMember,
  waitForBalance,
  tronAddress,
} from '@earnwave/testing';
import type { TestPlatform } from '../services/api/test/support/platform';
import { newVisitor, screenshot } from './support/browser';
import { startJourneys, stopJourneys } from './support/served-platform';
import { appears, logIn, PASSWORD, signUp, storeSession, unexpectedErrors } from './support/web-journeys';

jest.setTimeout(180_000);

/** RFC 4180 as the export writes it: quoted fields (quotes doubled inside), CRLF line ends. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => {
      const fields = [...line.matchAll(/"((?:[^"]|"")*)"(,|$)/g)];
      // Every character of the line belongs to a quoted field and its comma.
      expect(fields.map((match) => match[0]).join('')).toBe(line);
      return fields.map((match) => match[1].replace(/""/g, '"'));
    });
}

/**
 * Every role reaches its money (issue 17), in the browser against the real API and worker serving
 * the built client: an advertiser-only account changes its password, buys credits (approved by an
 * administrator) and sees them on Task Management, withdraws; a member exports the history of its
 * money as CSV, whose amounts add up to what its balance moved.
 */
describe('member client: the wallet of every role', () => {
  let platform: TestPlatform;
  let baseURL: string;
  let browser: Browser;
  let admin: Account;

  beforeAll(async () => {
    ({ platform, baseURL, browser } = await startJourneys());
    admin = await logInAdmin(platform);
  }, 90_000);

  afterAll(() => stopJourneys({ platform, browser }, { proveLedger: true }));

  const balanceShows = (page: Page, amount: string) => page.getByTestId('balance').getByText(amount).waitFor();

  it('lets an advertiser-only account change its password, buy credits, see them on Task Management and withdraw', async () => {
    const advertiser = await signUp(platform, { role: 'advertiser', name: 'Ava Advertiser' });
    const { context, page, errors } = await newVisitor(browser, baseURL);
    page.setDefaultTimeout(30_000);

    // Signed in, the advertiser lands on Task Management: its home, the brand's link, its balance.
    await logIn(page, advertiser.email);
    await page.waitForURL('**/dashboard/task-management');
    await appears(page.getByTestId('balance').getByText('$0.00'), errors);
    const menu = page.getByRole('navigation', { name: 'Main' });
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(['Task Management', 'Wallet']);
    expect(await page.getByRole('link', { name: 'Earnwave' }).getAttribute('href')).toBe('/dashboard/task-management');
    expect(await page.getByRole('button', { name: 'Earn' }).count()).toBe(0);
    await screenshot(page, 'web-wallet-01-advertiser-task-management');

    // Settings opens from the user menu: a new password, and the next sign-in takes it.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL('**/dashboard/settings');
    const card = page.locator('.ant-card').filter({ hasText: 'Change Password' });
    await appears(card.getByLabel('Old Password'), errors);
    expect(await page.locator('.ant-card-head-title', { hasText: /^Membership$/ }).count()).toBe(0);
    await card.getByLabel('Old Password').fill(PASSWORD);
    await card.getByLabel('New Password').fill('Marigold77');
    await card.getByLabel('Confirm Password').fill('Marigold77');
    await card.getByRole('button', { name: 'Update Password' }).click();
    await appears(page.getByText('Password changed successfully'), errors);
    await screenshot(page, 'web-wallet-02-advertiser-settings');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Return to Login' }).waitFor();
    await logIn(page, advertiser.email, 'Marigold77');
    await page.waitForURL('**/dashboard/task-management');

    // Buy Credits: 30 credits, a transfer of 34 USDT on today's date with its Txid.
    await page.getByLabel('Credits to buy').fill('30');
    await page.getByRole('button', { name: 'Continue' }).click();
    const payment = page.getByRole('dialog', { name: 'Buy Credits' });
    await payment.getByTestId('credit-total').getByText('34 USDT').waitFor();
    await payment.getByLabel('Payment date').click();
    const today = new Date();
    const ddmmyyyy = [today.getDate(), today.getMonth() + 1]
      .map((part) => String(part).padStart(2, '0'))
      .concat(String(today.getFullYear()))
      .join('-');
    await payment.getByLabel('Payment date').fill(ddmmyyyy);
    // (Enter would submit the form: the picker keeps a typed date when the focus moves on.)
    await payment.getByLabel('Payment date').press('Tab');
    await payment.getByLabel('Transaction id (Txid, optional)').fill(newTxid());
    await screenshot(page, 'web-wallet-03-buy-credits');
    await payment.getByRole('button', { name: 'Submit' }).click();
    await appears(page.getByText('Credit request submitted successfully!'), errors);

    // An administrator approves the transfer (through the API); the balance shows it.
    const [purchase] = await platform.db.query(
      `SELECT id FROM credit_purchases WHERE member_id = $1 AND status = 'pending'`,
      [advertiser.id],
    );
    await platform.http
      .post(`/api/admin/credit-purchases/${purchase.id}/approve`)
      .set(bearer(admin))
      .send({})
      .expect(200);
    await page.reload();
    await balanceShows(page, '$30.00');
    await screenshot(page, 'web-wallet-04-advertiser-balance');

    // Withdraw 26: held with its 4-credit fee, the balance is read again.
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
    await withdraw.getByLabel('Amount (credits)').fill('26');
    await withdraw.getByLabel('Wallet address').fill(tronAddress('advertiser-wallet'));
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await appears(withdraw.getByText('Withdrawal requested'), errors);
    await withdraw.getByRole('button', { name: 'Close' }).last().click();
    await balanceShows(page, '$0.00');
    // (The API test token ended with the password change: the ledger says it.)
    expect(await accountBalance(platform, `member:${advertiser.id}:available`)).toBe(0n);
    expect(await accountBalance(platform, `member:${advertiser.id}:held`)).toBe(30_000_000n);

    // The Wallet lists it all.
    await menu.getByRole('link', { name: 'Wallet' }).click();
    await page.getByRole('heading', { name: 'Wallet' }).waitFor();
    const rows = page.locator('tr.ant-table-row');
    await appears(rows.nth(2), errors);
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringMatching(/Withdrawal fee\s+−\$4\.00$/),
      expect.stringMatching(/Withdrawal\s+−\$26\.00$/),
      expect.stringMatching(/Credits bought\s+\+\$30\.00$/),
    ]);
    await screenshot(page, 'web-wallet-05-advertiser-wallet');

    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it("exports a member's transactions as CSV whose amounts add up to what the balance moved", async () => {
    const patron = await paidMember(platform, 'silver', 100, { name: 'Pat Patron' });
    await buyCredits(platform, patron, 100);
    const member = await paidMember(platform, 'silver', 100, { name: 'Mia Member' });
    const before = await balanceOf(platform, member);
    const gift = (from: Account, to: Account, amount: number) =>
      platform.http
        .post('/api/members/send-gift')
        .set(bearer(from))
        .send({ receiverId: to.id, sendGiftAmount: amount })
        .expect(201);
    await gift(patron, member, 12.5);
    await waitForBalance(platform, member, before + 12.5);
    await buyCredits(platform, member, 20);
    await platform.http
      .post('/api/withdrawal-requests')
      .set(bearer(member))
      .send({ amount: 5, walletAddress: tronAddress('TQ5pWalletOfTheMember') })
      .expect(201);
    await gift(member, patron, 1.25);
    const after = await balanceOf(platform, member);
    expect(after).toBe(22.25);

    const { context, page, errors } = await newVisitor(browser, baseURL);
    page.setDefaultTimeout(30_000);
    await page.goto('/login');
    await storeSession(page, { ...member, name: 'Mia Member', status: 'active' });
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wallet' }).click();
    await page.waitForURL('**/dashboard/wallet');
    const rows = page.locator('tr.ant-table-row');
    await appears(rows.nth(5), errors);
    expect(await rows.count()).toBe(6);
    // Spec 9's total: every transaction less the activation (paid from outside the balance).
    await page.getByTestId('transactions-total').getByText('+$22.25').waitFor();
    await screenshot(page, 'web-wallet-06-member-transactions');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = parseCsv(readFileSync((await download.path())!, 'utf8'));
    expect(header).toEqual(['id', 'date', 'type', 'description', 'amount']);
    expect(lines.map((line) => line[2]).sort()).toEqual(
      ['activation', 'credit_purchase', 'gift_received', 'gift_sent', 'withdrawal', 'withdrawal_fee'].sort(),
    );
    for (const [, date, , , amount] of lines) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(amount).toMatch(/^-?\d+(\.\d{1,6})?$/);
    }
    const amountOf = (type: string) => lines.find((line) => line[2] === type)![4];
    expect([amountOf('activation'), amountOf('gift_received'), amountOf('gift_sent')]).toEqual([
      '100',
      '12.5',
      '-1.25',
    ]);
    const moved = lines
      .filter((line) => line[2] !== 'activation')
      .reduce((sum, line) => sum + parseCredits(line[4]), 0n);
    expect(moved).toBe(parseCredits(after) - parseCredits(before));

    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
