// The chromium that the browser journeys (e2e/support/browser.ts) and `npm run bench:web` drive
// through playwright-core, and the flags they start it with. Plain ESM so that the scripts and
// the jest run (which transforms it) share this one file.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

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

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const onPath = (command, searchPath) =>
  (searchPath ?? '').split(path.delimiter).some((dir) => dir && isExecutable(path.join(dir, command)));

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

const isDebian = () => existsSync('/etc/debian_version');
const isRoot = () => process.getuid?.() === 0;

/** Root on Debian with apt: the one case where a run may install the browser itself. */
export function canInstallWithApt({ env = process.env, debian = isDebian(), root = isRoot() } = {}) {
  return debian && root && onPath('apt-get', env.PATH);
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
    console.log("[chromium] none found: installing Debian's chromium with apt-get");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    } catch (error) {
      throw new Error(`apt-get install chromium failed (${error.message}); ${installHint(options)}`, { cause: error });
    }
    if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(installHint(options));
}
