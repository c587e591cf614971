import type { AddressInfo } from 'node:net';
import { verifyLedger } from '@earnwave/db';
import type { Browser } from 'playwright-core';
import { TestPlatform, type PlatformOptions } from '../../services/api/test/support/platform';
import { launchBrowser } from './browser';

/**
 * The whole platform for browser journeys: the real API (serving the built web client at `/` and
 * the admin console at `/admin`) and worker, listening on an ephemeral port of this machine.
 */
export async function startServedPlatform(
  options: PlatformOptions = {},
): Promise<{ platform: TestPlatform; baseURL: string }> {
  const platform = await TestPlatform.start(options);
  await platform.app.listen(0, '127.0.0.1');
  const { port } = platform.app.getHttpServer().address() as AddressInfo;
  return { platform, baseURL: `http://127.0.0.1:${port}` };
}

/** What the journeys of a describe block share: the served platform, its address and one browser. */
export interface Journeys {
  platform: TestPlatform;
  baseURL: string;
  browser: Browser;
}

/**
 * Starts a describe block's platform (`start`: the served one by default, or task-journeys'
 * startPlatformAtWebOrigin) and its browser, for `beforeAll`.
 */
export async function startJourneys(
  start: () => Promise<{ platform: TestPlatform; baseURL: string }> = startServedPlatform,
): Promise<Journeys> {
  const served = await start();
  try {
    return { ...served, browser: await launchBrowser() };
  } catch (error) {
    await served.platform.stop();
    throw error;
  }
}

/**
 * Closes what startJourneys opened, for `afterAll` (either may be missing when the start failed),
 * proving the ledger first with `proveLedger`: the platform stops even when that proof fails.
 */
export async function stopJourneys(
  { platform, browser }: Partial<Journeys>,
  { proveLedger = false } = {},
): Promise<void> {
  try {
    await browser?.close();
    if (platform && proveLedger) expect((await verifyLedger(platform.db.manager)).ok).toBe(true);
  } finally {
    await platform?.stop();
  }
}
