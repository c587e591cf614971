import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canInstallWithApt, findChromium, findOrInstallChromium, installHint } from './chromium.mjs';

/** Which browser the journeys and bench:web drive, and the one line when there is none. */
describe('finding chromium', () => {
  let dir: string;
  let runnable: string;
  let notRunnable: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'earnwave-chromium-'));
    runnable = path.join(dir, 'chromium');
    notRunnable = path.join(dir, 'readme.txt');
    writeFileSync(runnable, '#!/bin/sh\n');
    chmodSync(runnable, 0o755);
    writeFileSync(notRunnable, 'not a browser');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes CHROMIUM_PATH first, then the first runnable candidate', () => {
    expect(findChromium({ env: { CHROMIUM_PATH: runnable }, candidates: [] })).toBe(runnable);
    expect(findChromium({ env: {}, candidates: [notRunnable, path.join(dir, 'missing'), runnable] })).toBe(runnable);
    expect(findChromium({ env: {}, candidates: [notRunnable, undefined] })).toBeUndefined();
  });

  it('refuses a CHROMIUM_PATH that names nothing runnable instead of looking elsewhere', () => {
    expect(() => findChromium({ env: { CHROMIUM_PATH: notRunnable }, candidates: [runnable] })).toThrow(
      `CHROMIUM_PATH=${notRunnable} is not an executable browser`,
    );
  });

  it('installs with apt only as root on Debian with apt-get on the PATH', () => {
    const aptPath = { PATH: '/usr/bin:/bin' };
    expect(canInstallWithApt({ env: { PATH: dir }, debian: true, root: true })).toBe(false);
    expect(canInstallWithApt({ env: aptPath, debian: true, root: false })).toBe(false);
    expect(canInstallWithApt({ env: aptPath, debian: false, root: true })).toBe(false);
  });

  it('fails with one line naming the command that installs one', () => {
    const nothing = { env: { PATH: dir }, candidates: [] };
    expect(() => findOrInstallChromium({ ...nothing, debian: false })).toThrow(
      'no chromium for the browser journeys: install one with `npx playwright-core install chromium`, or set CHROMIUM_PATH to a chromium or chrome.',
    );
    expect(() => findOrInstallChromium({ ...nothing, debian: true, root: false })).toThrow(
      'install one with `sudo apt-get install -y chromium`',
    );
    expect(installHint({ debian: true, root: true })).not.toContain('\n');
  });
});
