// The nginx that the proxy test (services/api/test/nginx-proxy.e2e-spec.ts) runs with
// deploy/nginx.conf: Debian's, installed by the test run when it is root on Debian and there is none.
import path from 'node:path';
import { aptInstall, canInstallWithApt, isDebian, isRoot, onPath } from './apt.mjs';

/**
 * The first nginx in `searchPath`: by default Debian's /usr/sbin (not on every user's PATH), then
 * the PATH. Undefined when there is none.
 */
export function findNginx({ searchPath = ['/usr/sbin', process.env.PATH].join(path.delimiter) } = {}) {
  return onPath('nginx', searchPath);
}

/** The one line that says how to get nginx here. */
export function nginxInstallHint({ debian = isDebian(), root = isRoot() } = {}) {
  const how = debian ? `\`${root ? '' : 'sudo '}apt-get install -y nginx\`` : "your system's package manager";
  return `no nginx for the proxy test (services/api/test/nginx-proxy.e2e-spec.ts): install one with ${how}.`;
}

/** findNginx, and when there is none and this is root on Debian, Debian's nginx installed with apt. */
export function findOrInstallNginx(options = {}) {
  const found = findNginx(options);
  if (found) return found;
  if (canInstallWithApt(options)) {
    try {
      aptInstall('nginx');
    } catch (error) {
      throw new Error(`apt-get install nginx failed (${error.message}); ${nginxInstallHint(options)}`, {
        cause: error,
      });
    }
    const installed = findNginx(options);
    if (installed) return installed;
  }
  throw new Error(nginxInstallHint(options));
}
