import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from '@earnwave/testing';
import { findNginx, nginxInstallHint } from '../../../../scripts/nginx.mjs';
import { ChildService, REPO_ROOT } from './processes';

/** The proxy's configuration, as docker-compose mounts it into nginx's `conf.d`. */
export const PROXY_CONF = path.join(REPO_ROOT, 'deploy/nginx.conf');

/**
 * deploy/nginx.conf with the two lines only docker-compose can fill replaced: the upstream's
 * server (Docker's DNS name `api`, one server per replica) by `apis`, and the listen port by
 * `listen`. Everything else is run as written; a change that leaves no line to replace fails here
 * rather than testing some other configuration.
 */
export function renderProxyConf(conf: string, listen: string, apis: string[]): string {
  const replace = (text: string, line: RegExp, by: string) => {
    if (!line.test(text)) throw new Error(`${PROXY_CONF} has no line like ${line}: the proxy test renders it`);
    return text.replace(line, `$1${by}`);
  };
  const servers = apis.map((api) => `server ${api};`).join(' ');
  return replace(replace(conf, /^(\s*)server api:3000;$/m, servers), /^(\s*)listen 80;$/m, `listen ${listen};`);
}

/**
 * What nginx's image puts around `conf.d/default.conf`, with this run's own files: its temporary
 * folders (uploads are buffered there), pid and logs under the run's folder, none of the system's.
 */
const MAIN_CONF = `
worker_processes 1;
pid nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path client-body;
  proxy_temp_path proxy;
  fastcgi_temp_path fastcgi;
  uwsgi_temp_path uwsgi;
  scgi_temp_path scgi;
  include default.conf;
}
`;

/** Debian's nginx running deploy/nginx.conf in front of the given APIs, as a child process. */
export class NginxProxy {
  private constructor(
    private readonly process: ChildService,
    private readonly prefix: string,
    /** Where clients reach the APIs through the proxy. */
    readonly url: string,
  ) {}

  /** Starts nginx in front of the APIs on these local ports; resolves once the APIs answer through it. */
  static async start(apiPorts: number[]): Promise<NginxProxy> {
    const nginx = findNginx();
    if (!nginx) throw new Error(nginxInstallHint());
    const port = await freePort();
    const apis = apiPorts.map((apiPort) => `127.0.0.1:${apiPort}`);
    const conf = renderProxyConf(readFileSync(PROXY_CONF, 'utf8'), `127.0.0.1:${port}`, apis);
    const prefix = mkdtempSync(path.join(tmpdir(), 'earnwave-nginx-'));
    // Run as root, nginx's workers become `nobody`, who must reach the temporary folders in here.
    chmodSync(prefix, 0o755);
    writeFileSync(path.join(prefix, 'default.conf'), conf);
    writeFileSync(path.join(prefix, 'nginx.conf'), MAIN_CONF);
    const child = ChildService.start('nginx', nginx, [
      '-p',
      prefix,
      '-c',
      'nginx.conf',
      '-e',
      'stderr',
      '-g',
      'daemon off;',
    ]);
    const proxy = new NginxProxy(child, prefix, `http://127.0.0.1:${port}`);
    const answers = () =>
      fetch(`${proxy.url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
    // One that does not come up (in time) is stopped before the error, not left behind.
    const up = await waitFor(async () => !child.running || (await answers()), {
      timeoutMs: 15_000,
      what: 'nginx in front of the APIs',
    }).then(
      () => child.running,
      () => false,
    );
    if (!up) {
      await proxy.stop();
      throw new Error(`nginx did not start:\n${child.log}`);
    }
    return proxy;
  }

  /** What nginx printed (its error log), for failure messages. */
  get log(): string {
    return this.process.log;
  }

  async stop(): Promise<void> {
    // SIGTERM, nginx's fast stop: its master stops the worker first (a graceful stop would wait
    // for open sockets, and a SIGKILLed master leaves its worker running).
    await this.process.stop('SIGTERM');
    rmSync(this.prefix, { recursive: true, force: true });
  }
}
