import type { Browser, Page } from 'playwright-core';
import {
  ADMIN,
  bearer,
  buyCredits,
  freeMember,
  logInAdmin,
  newTxid,
  signUp,
  todayUtc,
  tronAddress,
} from '@earnwave/testing';
import type { TestPlatform } from '../services/api/test/support/platform';
import { expectAccessible } from './support/accessibility';
import { newVisitor, screenshot } from './support/browser';
import { startJourneys, stopJourneys } from './support/served-platform';

/**
 * An administrator at work in the built console (`npm run build` first), against the real API and
 * worker: signs in, decides requests members made through the API, edits a setting.
 */
jest.setTimeout(120_000);

describe('admin console', () => {
  let platform: TestPlatform;
  let baseURL: string;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ platform, baseURL, browser } = await startJourneys());
    ({ page, errors } = await newVisitor(browser, baseURL));
    page.setDefaultTimeout(30_000);
    // Names the resource behind a "Failed to load resource" console error.
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().includes('/api/'))
        errors.push(`${response.status()} ${response.url()}`);
    });
  }, 90_000);
  afterAll(() => stopJourneys({ platform, browser }));
  afterEach(() => expect(errors).toEqual([]));

  async function signIn() {
    await page.goto('/admin/');
    await page.locator('input[name="username"]').fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Waiting for a decision').waitFor();
  }

  it('refuses a member, then lets the administrator in to the dashboard', async () => {
    const member = await signUp(platform);
    await page.goto('/admin/');
    await page.locator('input[name="username"]').fill(member.email);
    await page.locator('input[name="password"]').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('This console is for administrators only.').waitFor();
    await signIn();
    await page.getByText('Queues').first().waitFor();
    await screenshot(page, 'admin-dashboard');
  });

  it('approves a pending paid membership, and the member becomes active', async () => {
    const member = await signUp(platform, { name: 'Paula Pending' });
    const request = await platform.http
      .post('/api/members/subscription')
      .set(bearer(member))
      .send({ level: 'silver', receipt: newTxid(), amount: 100, startedAt: todayUtc() })
      .expect(201);
    await page.goto(`/admin/#/membership-requests/${request.body.data.id}/show`);
    await page.getByText('Paula Pending').first().waitFor();
    await screenshot(page, 'admin-membership-request');
    await page.getByRole('button', { name: 'Approve' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    // The page reloads the record: the audit names the administrator and the buttons are gone.
    await page
      .getByTestId('audit')
      .filter({ hasText: 'Approved by' })
      .filter({ hasText: `(${ADMIN.email})` })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    const record = await platform.http.get(`/api/members/${member.id}`).set(bearer(member)).expect(200);
    expect(record.body.data).toMatchObject({ status: 'active', memberSubscription: { membershipLevel: 'silver' } });
    await screenshot(page, 'admin-membership-request-approved');
  });

  it('approves a withdrawal with the payout Txid', async () => {
    const member = await freeMember(platform, { name: 'Walter Withdraw' });
    await buyCredits(platform, member, 10);
    const request = await platform.http
      .post('/api/withdrawal-requests')
      .set(bearer(member))
      .send({ amount: 6, walletAddress: tronAddress('TQ5pBrowserWallet') })
      .expect(201);
    await page.goto('/admin/#/withdrawals');
    const row = page.getByRole('row').filter({ hasText: 'Walter Withdraw' });
    await row.waitFor();
    await screenshot(page, 'admin-withdrawals');
    await row.getByRole('button', { name: 'Approve' }).click();
    const txid = newTxid();
    await page.getByTestId('txid-input').fill(txid);
    await screenshot(page, 'admin-withdrawal-txid');
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved', { exact: true }).waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The list reloads the row: approved, with its payout Txid, and nothing left to decide.
    await row.getByText('approved', { exact: true }).waitFor();
    await row.getByTitle(txid).waitFor();
    expect(await row.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    const [row2] = await platform.db.query(`SELECT status, payout_txid FROM withdrawal_requests WHERE id = $1`, [
      request.body.data.id,
    ]);
    expect(row2).toEqual({ status: 'approved', payout_txid: txid });
  });

  it('fits the withdrawals list in a 1600 px wide screen: the wallet address shortened, whole in its title and copied whole', async () => {
    // The widest addresses: an EVM network's (42 characters), shared by two accounts (two flags each).
    const wallet = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const setNetwork = (network: string, platformWallet: string) =>
      platform.http
        .put('/api/admin/options/membership_common')
        .set(bearer(admin))
        .send({ value: { qr: 'assets/payments/usdt-qr.svg', wallet: platformWallet, network } })
        .expect(200);
    const admin = await logInAdmin(platform);
    await setNetwork('ethereum', wallet);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1600, height: 900 });
    try {
      for (const name of ['Willa Wide', 'Wendell Wider']) {
        const member = await freeMember(platform, { name });
        await buyCredits(platform, member, 10);
        await platform.http
          .post('/api/withdrawal-requests')
          .set(bearer(member))
          .send({ amount: 5, walletAddress: wallet })
          .expect(201);
      }
      // Read afresh: the page may be on the list already, showing what it read before.
      await page.goto('/admin/#/withdrawals');
      await page.reload();
      const row = page.getByRole('row').filter({ hasText: 'Willa Wide' });
      await row.waitFor();
      await screenshot(page, 'admin-withdrawals-1600');
      // Nothing scrolls sideways, not the page nor the list's table in a box of its own. With the whole
      // address (and the earlier test's paid row beside these) the list went 54 px past the screen.
      const overflow = await page.evaluate(`(() => {
        const table = document.querySelector('table');
        return {
          page: document.documentElement.scrollWidth - window.innerWidth,
          table: Math.max(0, Math.ceil(table.getBoundingClientRect().right - window.innerWidth)),
          boxes: [...document.querySelectorAll('*')].filter(
            (box) => box.contains(table) && box.scrollWidth > box.clientWidth + 1,
          ).length,
        };
      })()`);
      expect(overflow).toEqual({ page: 0, table: 0, boxes: 0 });
      // The whole address is the cell's text and title (read aloud and selectable whole), shown shortened.
      const cell = row.getByTitle(wallet);
      expect(await cell.textContent()).toBe(wallet);
      expect(await cell.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      await expectAccessible(page, 'withdrawals list');
      // Copying it leaves the row where it is (no navigation to the record).
      await row.getByRole('button', { name: 'Copy wallet address' }).click();
      await page.getByText('Wallet address copied').waitFor();
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe(wallet);
      expect(page.url()).toMatch(/#\/withdrawals$/);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
      await setNetwork('tron', 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb');
    }
  });

  it('shows the payment review beside a flagged withdrawal: badges, reasons, linked accounts, source of funds', async () => {
    const wallet = tronAddress('a wallet two accounts share');
    const first = await freeMember(platform, { name: 'Fiona First' });
    const second = await freeMember(platform, { name: 'Sam Second' });
    for (const member of [first, second]) {
      await buyCredits(platform, member, 10);
      await platform.http
        .post('/api/withdrawal-requests')
        .set(bearer(member))
        .send({ amount: 5, walletAddress: wallet })
        .expect(201);
    }
    const [{ id }] = await platform.db.query(`SELECT id FROM withdrawal_requests WHERE member_id = $1`, [second.id]);

    // The dashboard leads with the withdrawals waiting, grouped by flag.
    await page.goto('/admin/');
    const waiting = page.getByRole('region', { name: 'Withdrawals waiting' });
    await waiting.getByRole('table', { name: 'Withdrawals flagged shared-wallet' }).getByText('Sam Second').waitFor();
    await waiting.getByTestId('payouts-total').waitFor();

    await page.goto('/admin/#/withdrawals');
    const row = page.getByRole('row').filter({ hasText: 'Sam Second' });
    await row.getByTestId('flag-shared-wallet').waitFor();
    await screenshot(page, 'admin-withdrawals-flagged');

    await page.goto(`/admin/#/withdrawals/${id}/show`);
    const panel = page.getByRole('complementary', { name: 'Payment review' });
    await panel.getByText('Another account withdrew to a wallet address this account withdraws to.').waitFor();
    await panel.getByRole('table', { name: 'Source of funds' }).getByText('Bought').waitFor();
    await page.getByRole('button', { name: 'Approve' }).first().waitFor();
    await screenshot(page, 'admin-withdrawal-review');
    await expectAccessible(page, 'withdrawal review');
    await panel.getByRole('link', { name: 'Fiona First' }).click();
    await page.waitForURL(new RegExp(`#/members/${first.id}/show`));
  });

  it('edits the contact setting, and the public call answers it', async () => {
    await page.goto('/admin/#/options/contact');
    const name = page.getByLabel('Name');
    await name.waitFor();
    await name.fill('Earnwave help desk');
    await page.getByLabel('Email').fill('help@earnwave.test');
    await screenshot(page, 'admin-option-contact');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Element updated').waitFor();
    const res = await platform.http.get('/api/contact').expect(200);
    expect(res.body.data).toEqual({ name: 'Earnwave help desk', email: 'help@earnwave.test' });
  });

  it('previews the notification HTML sanitised by the server', async () => {
    await page.goto('/admin/#/options/dash_todays_notification');
    const editor = page.getByTestId('notification-html');
    await editor.waitFor();
    await editor.fill('<h2>Hello</h2><p onclick="x()">Welcome <b>back</b><script>window.hacked=1</script></p>');
    await page.getByTestId('notification-preview').locator('h2', { hasText: 'Hello' }).waitFor();
    const preview = await page.getByTestId('notification-preview').innerHTML();
    expect(preview).toBe('<h2>Hello</h2><p>Welcome <b>back</b></p>');
    expect(await page.evaluate(() => (globalThis as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await screenshot(page, 'admin-notification-editor');
  });

  it('edits a task price, and the dropdown answers it', async () => {
    await page.goto('/admin/#/task-prices');
    await page.getByRole('row').filter({ hasText: 'Follow our social media page' }).click();
    const cost = page.getByLabel('Cost per lead (credits)');
    await cost.waitFor();
    await cost.fill('2.75');
    await screenshot(page, 'admin-task-price-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Element updated').waitFor();
    const member = await signUp(platform);
    const res = await platform.http.get('/api/task-prices/dropdown').set(bearer(member)).expect(200);
    expect(res.body.data).toContainEqual(
      expect.objectContaining({ title: 'Follow our social media page', noOfCost: 2.75, noOfRewards: 1.5 }),
    );
    await page.goto('/admin/#/tasks');
    await page.getByText('No tasks yet.').waitFor();
    await page.goto('/admin/#/task-proofs');
    await page.getByText(/No Task proofs found using the current filters/i).waitFor();
    await page.goto('/admin/#/cost-impressions');
    await page.getByRole('row').filter({ hasText: '2,500' }).waitFor();
  });

  it('lists members and levels, and opens the queue board for the administrator only', async () => {
    await page.goto('/admin/#/members');
    await page.getByText('Walter Withdraw').waitFor();
    await screenshot(page, 'admin-members');
    await page.goto('/admin/#/membership-levels/gold');
    await page.getByText('Referral multipliers').waitFor();
    await screenshot(page, 'admin-level-edit');
    await page.goto('/admin/#/task-payments');
    await page.getByText('No task payments yet.').waitFor();
    await page.goto('/admin/#/contents');
    await page.getByText('Added').waitFor();
    await screenshot(page, 'admin-contents');
    await page.goto('/admin/#/ledger-transactions');
    await page.getByText('credit_purchase').first().waitFor();
    await screenshot(page, 'admin-ledger');

    const board = await browser.newPage();
    const closed = await board.goto(`${baseURL}/admin/queues`);
    expect(closed?.status()).toBe(401);
    await board.close();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByText('Queues', { exact: true }).click()]);
    // bull-board links a web font; no network here, so it gets an empty stylesheet.
    await popup.route(/fonts\.googleapis\.com/, (route) => route.fulfill({ body: '', contentType: 'text/css' }));
    await popup.waitForLoadState();
    await popup.getByText('settlement').first().waitFor();
    await screenshot(popup, 'admin-queue-board');
    await popup.close();
  });
});
