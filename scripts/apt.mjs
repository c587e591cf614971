// What the test run may install for itself on a fresh machine, the way CI runs it (root on Debian):
// chromium for the browser journeys (chromium.mjs), nginx for the proxy test (nginx.mjs).
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

export const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The first runnable `command` in the directories of `searchPath` (a PATH), or undefined. */
export const onPath = (command, searchPath) =>
  (searchPath ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, command))
    .find(isExecutable);

export const isDebian = () => existsSync('/etc/debian_version');
export const isRoot = () => process.getuid?.() === 0;

/** Root on Debian with apt: the one case where a run may install a package itself. */
export function canInstallWithApt({ env = process.env, debian = isDebian(), root = isRoot() } = {}) {
  return debian && root && onPath('apt-get', env.PATH) !== undefined;
}

/** Installs Debian's `pkg` with apt-get, its output passed through; throws when apt-get fails. */
export function aptInstall(pkg) {
  console.log(`[${pkg}] none found: installing Debian's ${pkg} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
}
