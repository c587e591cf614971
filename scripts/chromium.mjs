// The chromium that the browser journeys (e2e/support/browser.ts) and `npm run bench:web` drive
// through playwright-core, and the flags they start it with. Plain ESM so that the scripts and
// the jest run (which transforms it) share this one file.
import { chromium } from 'playwright-core';
import { aptInstall, canInstallWithApt, isDebian, isExecutable, isRoot } from './apt.mjs';

export { canInstallWithApt };

/** Headless, without the sandbox (the runs are often root), the GPU or background traffic. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's chromium, where `apt-get install chromium` puts it. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Where playwright-core's own `install chromium` puts its build (it may not be there). */
function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * The browser to drive, in this order: CHROMIUM_PATH, Debian's /usr/bin/chromium, a chromium that
 * Playwright installed. Returns undefined when there is none (a CHROMIUM_PATH that names nothing
 * runnable is an error: it was meant). `candidates` replaces the last two, for tests.
 */
export function findChromium({ env = process.env, candidates = [DEBIAN_CHROMIUM, playwrightChromium()] } = {}) {
  if (env.CHROMIUM_PATH) {
    if (isExecutable(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable browser: ${installHint()}`);
  }
  return candidates.find((file) => file && isExecutable(file));
}

/** The one line that says how to get a browser here. */
export function installHint({ debian = isDebian(), root = isRoot() } = {}) {
  const command = debian ? `${root ? '' : 'sudo '}apt-get install -y chromium` : 'npx playwright-core install chromium';
  return `no chromium for the browser journeys: install one with \`${command}\`, or set CHROMIUM_PATH to a chromium or chrome.`;
}

/**
 * findChromium, and when there is none and this is root on Debian, Debian's chromium installed
 * with apt (its output passed through). Throws the one-line hint when there is still none.
 */
export function findOrInstallChromium(options = {}) {
  const found = findChromium(options);
  if (found) return found;
  if (canInstallWithApt(options)) {
    try {
      aptInstall('chromium');
    } catch (error) {
      throw new Error(`apt-get install chromium failed (${error.message}); ${installHint(options)}`, { cause: error });
    }
    if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(installHint(options));
}
