import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findNginx, findOrInstallNginx, nginxInstallHint } from './nginx.mjs';

/** Which nginx the proxy test runs, and the one line when there is none. */
describe('finding nginx', () => {
  let dir: string;
  let empty: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'earnwave-nginx-'));
    empty = path.join(dir, 'empty');
    writeFileSync(path.join(dir, 'nginx'), '#!/bin/sh\n');
    chmodSync(path.join(dir, 'nginx'), 0o755);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the first runnable nginx of the search path', () => {
    expect(findNginx({ searchPath: [empty, dir].join(path.delimiter) })).toBe(path.join(dir, 'nginx'));
    expect(findNginx({ searchPath: empty })).toBeUndefined();
  });

  it('fails with one line naming the command that installs one when it may not install it', () => {
    const nothing = { searchPath: empty, env: { PATH: empty } };
    expect(() => findOrInstallNginx({ ...nothing, debian: true, root: false })).toThrow(
      'no nginx for the proxy test (services/api/test/nginx-proxy.e2e-spec.ts): install one with `sudo apt-get install -y nginx`.',
    );
    // Root on Debian, but without apt-get on the PATH: nothing to install it with.
    expect(() => findOrInstallNginx({ ...nothing, debian: true, root: true })).toThrow(
      'install one with `apt-get install -y nginx`',
    );
    expect(nginxInstallHint({ debian: false, root: true })).toContain("your system's package manager");
  });
});
