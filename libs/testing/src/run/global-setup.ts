import type { Config } from '@jest/types';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { findOrInstallChromium } from '../../../../scripts/chromium.mjs';
import { findOrInstallNginx } from '../../../../scripts/nginx.mjs';
import { ensureTestServices, type StartedServices } from './test-services';

/** Handed to global-teardown.ts, which jest runs in this same process. */
export const STARTED = Symbol.for('earnwave.test-services');
type WithStarted = typeof globalThis & { [STARTED]?: StartedServices };

/** The spec that runs Debian's nginx with deploy/nginx.conf in front of two APIs. */
const NGINX_SPEC = 'services/api/test/nginx-proxy.e2e-spec.ts';

/**
 * jest's globalSetup: PostgreSQL and Redis (started when nothing answers), the browser when the
 * run includes browser journeys and nginx when it includes the proxy test (each installed with apt
 * when this is root on Debian and there is none). A missing one does not stop the other suites:
 * the specs that need it then fail with the line that says how to get it.
 */
export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  (globalThis as WithStarted)[STARTED] = await ensureTestServices();
  const e2e = path.join(globalConfig.rootDir, 'e2e');
  const journeys = readdirSync(e2e)
    .filter((file) => file.endsWith('.browser-spec.ts'))
    .map((file) => path.join(e2e, file));
  if (runsAnyOf(globalConfig, journeys)) {
    reportMissing(() => (process.env.CHROMIUM_PATH = findOrInstallChromium()));
  }
  if (runsAnyOf(globalConfig, [path.join(globalConfig.rootDir, NGINX_SPEC)])) reportMissing(findOrInstallNginx);
}

function runsAnyOf(globalConfig: Config.GlobalConfig, specs: string[]): boolean {
  const selected = globalConfig.testPathPatterns.toExecutor({ rootDir: globalConfig.rootDir });
  return specs.some((spec) => selected.isMatch(spec));
}

function reportMissing(findOrInstall: () => unknown): void {
  try {
    findOrInstall();
  } catch (error) {
    console.error(`[test services] ${(error as Error).message}`);
  }
}
