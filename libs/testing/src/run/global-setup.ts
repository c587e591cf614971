import type { Config } from '@jest/types';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { findOrInstallChromium } from '../../../../scripts/chromium.mjs';
import { ensureTestServices, type StartedServices } from './test-services';

/** Handed to global-teardown.ts, which jest runs in this same process. */
export const STARTED = Symbol.for('earnwave.test-services');
type WithStarted = typeof globalThis & { [STARTED]?: StartedServices };

/**
 * jest's globalSetup: PostgreSQL and Redis (started when nothing answers), and the browser when
 * the run includes browser journeys (installed with apt when this is root on Debian and there is
 * none). A missing browser does not stop the other suites: each journey then fails with the line
 * that says how to get one.
 */
export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  (globalThis as WithStarted)[STARTED] = await ensureTestServices();
  if (runsBrowserJourneys(globalConfig)) {
    try {
      process.env.CHROMIUM_PATH = findOrInstallChromium();
    } catch (error) {
      console.error(`[test services] ${(error as Error).message}`);
    }
  }
}

function runsBrowserJourneys(globalConfig: Config.GlobalConfig): boolean {
  const e2e = path.join(globalConfig.rootDir, 'e2e');
  const selected = globalConfig.testPathPatterns.toExecutor({ rootDir: globalConfig.rootDir });
  return readdirSync(e2e)
    .filter((file) => file.endsWith('.browser-spec.ts'))
    .some((file) => selected.isMatch(path.join(e2e, file)));
}
