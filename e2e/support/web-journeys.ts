import type { Locator, Page } from 'playwright-core';
import { failedRequestsOf } from './browser';
import { type Account, PASSWORD, registration, signUp } from '@earnwave/testing';
import type { TestPlatform } from '../../services/api/test/support/platform';

export { PASSWORD, registration, signUp, type Account };

/**
 * Chromium reports an HTTP error answer to fetch as a console error ("Failed to load resource").
 * A journey that provokes a refusal on purpose (a bad wallet, a weekly cap) leaves those out; any
 * other console error still fails it.
 */
export function unexpectedErrors(errors: string[], allowedStatuses: number[] = []): string[] {
  return errors.filter((text) => {
    const match = /Failed to load resource: the server responded with a status of (\d{3})/.exec(text);
    return !(match && allowedStatuses.includes(Number(match[1])));
  });
}

/** The mailed verification link, moved from WEB_ORIGIN (http://web.test) to the served client, hash kept. */
export async function verificationLink(platform: TestPlatform, email: string, baseURL: string): Promise<string> {
  const mail = await platform.mail.waitForMail(email, (m) => m.subject.startsWith('Verify'));
  const match = /http:\/\/web\.test(\/verification\?hash=[^\s"<]+)/.exec(mail.text);
  if (!match) throw new Error(`no verification link in: ${mail.text}`);
  return `${baseURL}${match[1]}`;
}

/** Fills the login screen's form and sends it (what follows, a dashboard or the code step, is the caller's to wait for). */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs a page in as `account` the way the login screen leaves it: the user in local storage. */
export async function storeSession(page: Page, account: Account & { name?: string; status?: string }): Promise<void> {
  await inBrowser(page, `localStorage.setItem('user', ${JSON.stringify(JSON.stringify(storedUser(account)))})`);
}

/** The user the login screen keeps in localStorage ('user') for `account`. */
export function storedUser(account: Account & { name?: string; status?: string }) {
  return {
    token: account.token,
    id: account.id,
    name: account.name ?? 'Test Member',
    email: account.email,
    role: account.role,
    status: account.status ?? 'inactive',
  };
}

/**
 * Evaluates a browser-side expression. Given as text, so the server-side type program (which has
 * no DOM types) type-checks these journeys without the DOM's globals.
 */
export function inBrowser<T = unknown>(page: Page, expression: string): Promise<T> {
  return page.evaluate(expression) as Promise<T>;
}

/**
 * Waits until a browser-side expression is truthy, asking every 50 ms (to 30 s). Not playwright's
 * waitForFunction: that one evals its predicate inside the page, which the API's
 * Content-Security-Policy (no 'unsafe-eval') refuses whenever the first answer is false.
 */
export async function untilTrue(page: Page, expression: string, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await inBrowser(page, expression))) {
    if (Date.now() > deadline) throw new Error(`still false after ${timeout} ms: ${expression}`);
    await page.waitForTimeout(50);
  }
}

/**
 * Waits for `locator` to show; when it does not, the failure also says what the page showed
 * instead (its alerts and toasts) and the console errors so far, since after a CI run its log is
 * all there is to read.
 */
export async function appears(locator: Locator, errors: string[] = []): Promise<void> {
  await telling(locator.page(), errors, () => locator.waitFor());
}

/** Waits for the page to be at `url`, telling like `appears` what it showed when it is not. */
export async function arrives(page: Page, url: RegExp, errors: string[] = []): Promise<void> {
  await telling(page, errors, () => page.waitForURL(url));
}

async function telling(page: Page, errors: string[], wait: () => Promise<void>): Promise<void> {
  try {
    await wait();
  } catch (failure) {
    const shown = await page
      .locator('.toast, [role=alert], [role=dialog]')
      .allInnerTexts()
      .catch(() => ['(the page could not be read)']);
    // A new error: jest prints a Playwright error's stack, which holds the message it was made with.
    throw new Error(
      `${(failure as Error).message}\nAt: ${page.url()}\nThe page showed: ${JSON.stringify(shown)}\nConsole errors: ${JSON.stringify(errors)}\nRequests unanswered: ${JSON.stringify(failedRequestsOf(page))}`,
      { cause: failure },
    );
  }
}

/** Makes every bronze view worth 1 credit, so one counted view shows on a 2-decimal balance. */
export async function oneCreditPerBronzeView(platform: TestPlatform): Promise<void> {
  await platform.db.query(`UPDATE membership_levels SET content_view = 1 WHERE slug = 'bronze'`);
}
