import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { type Account, bearer, taskForm, type TaskFormOptions, tinyPng } from '@earnwave/testing';
import { freePort } from '../../services/api/test/support/processes';
import { TestPlatform } from '../../services/api/test/support/platform';
import { newVisitor } from './browser';
import { storeSession } from './web-journeys';

/**
 * The served platform (see served-platform.ts) with WEB_ORIGIN set to the address it serves the
 * client at, as in production, so the file links the API writes (logos, screenshots) are the
 * page's own origin, which the Content Security Policy lets images load from. Uploads go to a
 * temporary folder.
 */
export async function startPlatformAtWebOrigin(): Promise<{ platform: TestPlatform; baseURL: string }> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const platform = await TestPlatform.start({
    env: { WEB_ORIGIN: baseURL, UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'earnwave-task-journeys-')) },
  });
  await platform.app.listen(port, '127.0.0.1');
  return { platform, baseURL };
}

/** A small real PNG to hand to a file input; `seed` varies its colour, so no two are the same bytes. */
export function pngFile(name: string, seed: number) {
  return { name, mimeType: 'image/png', buffer: tinyPng(seed, 16) };
}

/** A signed-in browser context for `account` (its own storage, like another person's browser). */
export async function signedIn(
  browser: Browser,
  baseURL: string,
  account: Account & { name?: string; status?: string },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const visitor = await newVisitor(browser, baseURL);
  visitor.page.setDefaultTimeout(30_000);
  await visitor.page.goto('/login');
  await storeSession(visitor.page, account);
  return visitor;
}

/** Clicks `trigger` (a button that opens the system file picker) and picks `file` in the picker. */
export async function chooseFile(page: Page, trigger: Locator, file: ReturnType<typeof pngFile>): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), trigger.click()]);
  await chooser.setFiles(file);
}

/** Creates and pays (from balance) a task through the API under a business name of the test's choosing. */
export async function createNamedTask(
  platform: TestPlatform,
  owner: Account,
  businessName: string,
  options: TaskFormOptions & { pricings: NonNullable<TaskFormOptions['pricings']>; totalCost: number },
): Promise<string> {
  const res = await platform.http
    .post('/api/task/create')
    .set(bearer(owner))
    .send({ ...(await taskForm(platform, owner, options)), businessName })
    .expect(201);
  return res.body.data.id;
}
