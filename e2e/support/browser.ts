import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium, installHint } from '../../scripts/chromium.mjs';

export const SCREENSHOTS = join(__dirname, '..', '..', 'test-results', 'screenshots');

/**
 * The chromium that findChromium finds (CHROMIUM_PATH, Debian's, Playwright's). The jest run's
 * global setup has installed Debian's where it could; without one the journeys fail with the line
 * that says how to get one, never skip.
 */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(installHint());
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
}

/**
 * A fresh browser context (its own storage, like a new visitor) that fails the test on any
 * console error or uncaught page error: a page that logs errors is broken even if it looks fine.
 * A failed load is told with the URL it failed for, since after a CI run its log is all there is.
 */
export async function newVisitor(
  browser: Browser,
  baseURL: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // Without the client's service worker unless a journey asks for it (web-shell's install and
  // offline journey): with it controlling the page, antd's breakpoints read a 390 px viewport as
  // 768 px wide mid-render in one journey (the membership page's phone scroll), a fault of the
  // emulation not reproduced outside it (see the #26 note).
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // "Failed to load resource" names no resource in its text: its location does (the call that failed).
    const { url } = message.location();
    const resource = message.text().startsWith('Failed to load resource') && url ? ` (${url})` : '';
    errors.push(message.text() + resource);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const failed: string[] = [];
  failedRequests.set(page, failed);
  page.on('requestfailed', (request) =>
    failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`),
  );
  return { context, page, errors };
}

/**
 * The requests of each visitor's page that got no answer at all (a dropped connection, an abort),
 * which no console error and no waitForResponse tells of: for the failure messages of journeys.
 */
const failedRequests = new WeakMap<Page, string[]>();
export const failedRequestsOf = (page: Page): string[] => failedRequests.get(page) ?? [];

/** Saves a full-page screenshot under test-results/screenshots, to look at after the run. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
