import type { Browser, Page } from 'playwright-core';
import {
  balanceOf,
  catalogue,
  freeMember,
  fundedAdvertiser,
  logInAdmin,
  perform,
  receivedProofs,
  waitForBalance,
} from '@earnwave/testing';
import type { TestPlatform } from '../services/api/test/support/platform';
import { screenshot } from './support/browser';
import { startJourneys, stopJourneys } from './support/served-platform';
import { chooseFile, createNamedTask, pngFile, signedIn, startPlatformAtWebOrigin } from './support/task-journeys';
import { appears, inBrowser, unexpectedErrors, untilTrue } from './support/web-journeys';

jest.setTimeout(120_000);

/**
 * Tasks in the browser (issue 7), against the real API and worker serving the built client
 * (`npm run build -w web` first): an advertiser creates and pays for a task, a member sends a
 * screenshot, the advertiser accepts it and the member sees the reward arrive live; a denied proof
 * comes back to the member with its reason and is sent again, and the advertiser sees it arrive live.
 */
describe('tasks: from the advertiser paying to the member paid', () => {
  let platform: TestPlatform;
  let baseURL: string;
  let browser: Browser;
  let pricing: Awaited<ReturnType<typeof catalogue>>;

  beforeAll(async () => {
    ({ platform, baseURL, browser } = await startJourneys(startPlatformAtWebOrigin));
    pricing = await catalogue(platform, await logInAdmin(platform));
  }, 90_000);

  afterAll(() => stopJourneys({ platform, browser }, { proveLedger: true }));

  /** Opens a task's progress page from the owner's list, by its name. */
  async function openProgress(page: Page, businessName: string) {
    await page.goto('/dashboard/task-management');
    await page.getByRole('link', { name: businessName, exact: true }).click();
    await page.waitForURL('**/dashboard/task-management/task-progress/*');
    await page.getByRole('heading', { name: 'Task Progress' }).waitFor();
  }

  it('lets an advertiser create a task in the form, pay it from the balance and find it accepted', async () => {
    const owner = await fundedAdvertiser(platform, 100, 'advertiser', { name: 'Ada Advertiser' });
    const { context, page, errors } = await signedIn(browser, baseURL, { ...owner, name: 'Ada Advertiser' });

    await page.goto('/dashboard/task-management');
    await page.getByText('No tasks yet.').waitFor();
    await page.getByRole('button', { name: 'Add Task' }).click();
    await page.waitForURL('**/dashboard/task-management/add-task');
    await page.getByRole('heading', { name: 'Add Task' }).waitFor();
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    await pay.waitFor();
    expect(await pay.isDisabled()).toBe(true);

    await page.getByLabel('Business Name').fill('Sunny Bakery Lisbon');
    await page.getByLabel('Location').fill('Rua Augusta 12, Lisbon');
    await page.getByLabel('Leads').fill('2');

    // The drop zones upload at once and show the picture.
    await page.getByTestId('drop-zone-Logo').locator('input[type=file]').setInputFiles(pngFile('logo.png', 40));
    await page.getByTestId('drop-zone-Logo').getByRole('img', { name: 'Logo' }).waitFor();
    await page
      .getByTestId('drop-zone-Background image')
      .locator('input[type=file]')
      .setInputFiles(pngFile('background.png', 200));
    await page.getByTestId('drop-zone-Background image').getByRole('img', { name: 'Background image' }).waitFor();
    expect(await pay.isDisabled()).toBe(true);

    // A task-type row with its description, and a banner with its file and an impression option,
    // whose cost replaces the banner's own.
    await page.getByLabel('Select Follow our social media page').check();
    await page
      .getByLabel('Description for Follow our social media page')
      .fill('Follow @sunnybakery and send a screenshot of the followed page.');
    await page.getByLabel('Select Banner advertisement').check();
    await chooseFile(
      page,
      page.getByRole('button', { name: 'Upload for Banner advertisement' }),
      pngFile('banner.png', 90),
    );
    await page.getByText('file uploaded successfully', { exact: true }).waitFor();
    await page.getByTestId('pricing-table').getByRole('link', { name: 'View' }).waitFor();
    await page.getByLabel('Impression for Banner advertisement').click();
    await page.getByTitle('No Of Cost (10) - Impressions (2500)').click();
    // (2 + 10) per lead, 2 leads.
    await page.getByText('Cost Total = 24.00').waitFor();
    await screenshot(page, 'tasks-01-add-task-form');

    await pay.click();
    const payment = page.getByRole('dialog', { name: 'Pay for the task' });
    await payment.getByText('Cost Total = 24.00').waitFor();
    await payment.getByTestId('payment-balance').getByText('$100.00').waitFor();
    await screenshot(page, 'tasks-02-payment-modal');
    const paid = Date.now();
    await payment.getByRole('button', { name: 'Pay $24.00 from balance' }).click();
    await page.getByText('Data saved successfully').waitFor();
    // The form stays a moment (1 s after the save) before the advertiser is taken to the list.
    await page.waitForURL('**/dashboard/task-management');
    expect(Date.now() - paid).toBeGreaterThanOrEqual(1000);

    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Sunny Bakery Lisbon' }) });
    await row.getByTestId('task-status').getByText('accepted', { exact: true }).waitFor();
    await row.getByText('Rua August...').waitFor();
    await row.getByText('$24.00').waitFor();
    await screenshot(page, 'tasks-03-task-list');
    expect(await balanceOf(platform, owner)).toBe(76);

    // Its progress page: the business, the two chosen tasks, nothing received yet.
    await openProgress(page, 'Sunny Bakery Lisbon');
    await page.getByText('Chosen Tasks (2)').waitFor();
    await page.getByText('Follow @sunnybakery and send a screenshot of the followed page.').waitFor();
    await page.getByText('No task screenshots are available.').waitFor();
    await page.getByTestId('business-info').getByRole('img', { name: 'Logo' }).waitFor();
    // Both pictures really load (the 16-pixel fixtures), from the links the API wrote.
    await untilTrue(
      page,
      `[...document.querySelectorAll('[data-testid=business-info] img')].filter((i) => i.complete && i.naturalWidth === 16).length === 2`,
    );
    await screenshot(page, 'tasks-04-task-progress-empty');

    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('pays a member whose screenshot the advertiser accepts, and the member sees the balance rise live', async () => {
    const owner = await fundedAdvertiser(platform, 20, 'advertiser', { name: 'Owen Owner' });
    await createNamedTask(platform, owner, 'Blue Harbour Cafe', {
      leads: 2,
      pricings: [{ taskPricingId: pricing.follow.id, task_description: 'Follow @blueharbour on every network.' }],
      totalCost: 4,
    });
    const member = await freeMember(platform, { name: 'Maria Member' });
    const memberView = await signedIn(browser, baseURL, { ...member, name: 'Maria Member', status: 'active' });
    const ownerView = await signedIn(browser, baseURL, { ...owner, name: 'Owen Owner' });
    const { page } = memberView;

    // The member finds the task available and sends a screenshot.
    await page.goto('/dashboard/tasks');
    const card = page.getByRole('link', { name: 'Blue Harbour Cafe (Available)' });
    await card.waitFor();
    await screenshot(page, 'tasks-05-member-task-list');
    await card.click();
    await page.waitForURL('**/dashboard/tasks/*');
    await page.getByRole('heading', { name: 'Blue Harbour Cafe' }).waitFor();
    const follow = page.getByRole('region', { name: pricing.follow.title });
    await follow.getByText('Follow @blueharbour on every network.').waitFor();
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await chooseFile(page, follow.getByRole('button', { name: 'Upload screenshot' }), pngFile('proof.png', 120));
    await follow.getByRole('link', { name: 'View Uploaded File' }).waitFor();
    await save.click();
    await page.getByText('Data saved successfully').waitFor();
    await follow.getByText('Completed').waitFor();
    await follow.getByText("Waiting for the owner's review").waitFor();
    await screenshot(page, 'tasks-06-member-proof-sent');

    // The member goes to the dashboard, where the balance shows; the page is never reloaded after.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const balance = page.getByTestId('balance');
    await balance.getByText('$0.00').waitFor();
    await inBrowser(page, 'window.__sameDocument = true');

    // The advertiser accepts it.
    const owned = ownerView.page;
    await openProgress(owned, 'Blue Harbour Cafe');
    await owned.getByText('Screenshots received (1)').waitFor();
    const received = owned.getByTestId('screenshots').getByRole('row').filter({ hasText: 'Maria Member' });
    await received.getByText(pricing.follow.title).waitFor();
    await screenshot(owned, 'tasks-07-progress-received');
    await received.getByRole('button', { name: 'Accept' }).click();
    const confirm = owned.getByRole('dialog', { name: 'Confirm Action' });
    await confirm.getByText('Are you sure you want to accept this task?').waitFor();
    // The call's answer first, so that a refusal (or a click that never reached the server) says so.
    const [decided] = await Promise.all([
      owned.waitForResponse(
        (res) => res.url().includes('/api/task/update-task-status/') && res.request().method() === 'PUT',
      ),
      confirm.getByRole('button', { name: 'Yes, Confirm' }).click(),
    ]);
    expect({ status: decided.status(), body: await decided.text() }).toMatchObject({ status: 200 });
    await appears(owned.getByText('Screenshot status updated successfully'), ownerView.errors);
    await received.getByText('approved', { exact: true }).waitFor();
    expect(await received.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    await screenshot(owned, 'tasks-08-progress-accepted');

    // The reward (1.5) reaches the member's open dashboard over the socket.
    await balance.getByText('$1.50').waitFor({ timeout: 30_000 });
    expect(await inBrowser(page, 'window.__sameDocument')).toBe(true);
    await screenshot(page, 'tasks-09-member-balance-live');
    await waitForBalance(platform, member, 1.5);
    expect(await balanceOf(platform, owner)).toBe(16);

    expect(unexpectedErrors(memberView.errors)).toEqual([]);
    expect(unexpectedErrors(ownerView.errors)).toEqual([]);
    await memberView.context.close();
    await ownerView.context.close();
  });

  it('returns a denied screenshot to the member with its reason, and the advertiser sees the new one', async () => {
    const owner = await fundedAdvertiser(platform, 20, 'advertiser', { name: 'Owen Owner' });
    const taskId = await createNamedTask(platform, owner, 'Green Valley Gym', {
      leads: 1,
      pricings: [{ taskPricingId: pricing.follow.id }],
      totalCost: 2,
    });
    const member = await freeMember(platform, { name: 'Rita Retry' });
    await perform(platform, member, taskId, [pricing.follow]);
    const [first] = await receivedProofs(platform, owner, taskId);
    const reason = 'The screenshot does not show the followed page.';

    // The advertiser denies it, with a reason that may not be blank.
    const ownerView = await signedIn(browser, baseURL, { ...owner, name: 'Owen Owner' });
    const owned = ownerView.page;
    await openProgress(owned, 'Green Valley Gym');
    await owned.getByText('Screenshots received (1)').waitFor();
    const firstRow = owned.getByTestId('screenshots').getByRole('row').filter({ hasText: 'Rita Retry' });
    await firstRow.getByRole('button', { name: 'Deny' }).click();
    const confirm = owned.getByRole('dialog', { name: 'Confirm Action' });
    await confirm.getByText('Are you sure you want to reject this task?').waitFor();
    await confirm.getByRole('button', { name: 'Yes, Confirm' }).click();
    const rejection = owned.getByRole('dialog', { name: 'Rejection Reason' });
    const submit = rejection.getByRole('button', { name: 'Submit Rejection' });
    const reasonBox = rejection.getByPlaceholder('Enter reason for rejection');
    await reasonBox.fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await reasonBox.fill(reason);
    await screenshot(owned, 'tasks-10-rejection-reason');
    await submit.click();
    await owned.getByText('Screenshot status updated successfully').waitFor();
    await firstRow.getByText('rejected', { exact: true }).waitFor();
    await firstRow.getByText(reason).waitFor();
    await rejection.waitFor({ state: 'hidden' });
    // The advertiser's page stays open, never reloaded: the new proof must arrive live.
    await inBrowser(owned, 'window.__sameDocument = true');

    // The member sees the reason and sends a new screenshot.
    const memberView = await signedIn(browser, baseURL, { ...member, name: 'Rita Retry', status: 'active' });
    const { page } = memberView;
    await page.goto('/dashboard/tasks');
    await page.getByRole('link', { name: 'Green Valley Gym (Available)' }).click();
    const follow = page.getByRole('region', { name: pricing.follow.title });
    await follow.getByText(`Rejected: ${reason}`).waitFor();
    await screenshot(page, 'tasks-11-member-sees-rejection');
    await chooseFile(page, follow.getByRole('button', { name: 'Upload screenshot' }), pngFile('proof-again.png', 160));
    await follow.getByRole('link', { name: 'View Uploaded File' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Data saved successfully').waitFor();
    await follow.getByText('Completed').waitFor();
    await follow.getByText("Waiting for the owner's review").waitFor();

    // The advertiser sees the new proof arrive beside the denied one, with its own file.
    await owned.getByText('Screenshots received (2)').waitFor();
    expect(await inBrowser(owned, 'window.__sameDocument')).toBe(true);
    const rows = owned.getByTestId('screenshots').getByRole('row').filter({ hasText: 'Rita Retry' });
    const pending = rows.filter({ has: owned.getByRole('button', { name: 'Accept' }) });
    await pending.getByRole('button', { name: 'Deny' }).waitFor();
    const newLink = await pending.getByRole('link', { name: 'View' }).getAttribute('href');
    expect(newLink).toMatch(/\.png$/);
    expect(newLink).not.toBe(first.screenshot);
    await rows.filter({ hasText: reason }).getByRole('link', { name: 'View' }).waitFor();
    await screenshot(owned, 'tasks-12-progress-new-proof');
    expect(await balanceOf(platform, member)).toBe(0);

    expect(unexpectedErrors(memberView.errors)).toEqual([]);
    expect(unexpectedErrors(ownerView.errors)).toEqual([]);
    await memberView.context.close();
    await ownerView.context.close();
  });
});
