import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_RATE_LIMITS, rateLimitVariable, type RateLimitName } from '@earnwave/config';
import { ADMIN, freePort, waitFor } from '@earnwave/testing';
import { redisAnswers, throwAwayRedisArgs } from '../../../../scripts/redis.mjs';

/** The repository root, where the built services live. */
export const REPO_ROOT = path.resolve(__dirname, '../../../..');
export const WORKER_MAIN = path.join(REPO_ROOT, 'services/worker/dist/main.js');
export const API_MAIN = path.join(REPO_ROOT, 'services/api/dist/main.js');
export const CLI_MAIN = path.join(REPO_ROOT, 'services/api/dist/cli.js');

/**
 * A real operating-system process started by a fault test: it can be killed with any signal, and
 * what it printed is kept (the tail) so that a failing test can show why.
 */
export class ChildService {
  private output = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(
    readonly name: string,
    private readonly child: ChildProcess,
  ) {
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-20_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  static start(name: string, command: string, args: string[], env: Record<string, string> = {}): ChildService {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      // Only what the process needs: the test runner's own environment (NODE_ENV, jest's
      // variables) must not leak into the service under test.
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new ChildService(name, child);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** What the process printed last, for failure messages. */
  get log(): string {
    return this.output;
  }

  /** Freezes (SIGSTOP) or thaws (SIGCONT) the process: its state holds still while a test looks. */
  freeze(frozen: boolean): void {
    if (this.running) this.child.kill(frozen ? 'SIGSTOP' : 'SIGCONT');
  }

  /** Sends the signal and waits until the process is gone (SIGKILL after `graceMs`). */
  async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
    if (!this.running) return;
    this.child.kill(signal);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}

/** The environment the built worker (or API) runs with in a fault test. */
export interface ServiceEnv {
  DATABASE_URL: string;
  REDIS_URL: string;
  QUEUE_PREFIX: string;
  JWT_SECRET: string;
  [name: string]: string;
}

/**
 * The environment of a platform run as processes (`name` marks its Redis prefix): the test's own
 * database and mail sink, a fresh JWT secret, the kit's administrator, and rate limits no request
 * meets unless `extra` sets one.
 */
export function platformEnv(
  name: string,
  databaseUrl: string,
  smtpUrl: string,
  extra: Record<string, string> = {},
): ServiceEnv {
  const relaxed = Object.keys(DEFAULT_RATE_LIMITS).map((limit) => [
    rateLimitVariable(limit as RateLimitName),
    '10000/60',
  ]);
  return {
    ...Object.fromEntries(relaxed),
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `test-${name}-${randomBytes(6).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: smtpUrl,
    WEB_ORIGIN: 'http://web.test',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...extra,
  };
}

/** Starts the compiled worker, `node services/worker/dist/main.js`, as its own process. */
export function startWorkerProcess(env: ServiceEnv): ChildService {
  if (!existsSync(WORKER_MAIN)) {
    throw new Error(`${WORKER_MAIN} is missing: run \`npm run build\` first (\`npm test\` does)`);
  }
  return ChildService.start('worker', process.execPath, [WORKER_MAIN], {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // Nothing listens there: these tests send no mail.
    SMTP_URL: 'smtp://127.0.0.1:9',
    ...env,
  });
}

/**
 * Starts the compiled API, `node services/api/dist/main.js`, as its own process on `port`, and
 * resolves once its health call answers (a second replica beside the test's in-process API).
 */
export async function startApiProcess(env: ServiceEnv, port: number): Promise<ChildService> {
  if (!existsSync(API_MAIN)) {
    throw new Error(`${API_MAIN} is missing: run \`npm run build\` first (\`npm test\` does)`);
  }
  const api = ChildService.start('api', process.execPath, [API_MAIN], {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SMTP_URL: 'smtp://127.0.0.1:9',
    ...env,
    PORT: String(port),
  });
  const healthy = () =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  // A slow start on a busy machine must not leave the process behind: it is stopped before the error.
  await waitFor(async () => !api.running || (await healthy()), {
    timeoutMs: 60_000,
    what: `the API process on port ${port}`,
  }).catch(async (error: Error) => {
    await api.stop('SIGKILL');
    throw new Error(`${error.message}\n${api.log}`);
  });
  if (!api.running) throw new Error(`the API process did not start:\n${api.log}`);
  return api;
}

/**
 * Runs an operator command of the compiled CLI (`node services/api/dist/cli.js seed`, `ledger:verify`)
 * to its end, as an operator would; answers its exit code and what it printed.
 */
export async function runCli(args: string[], env: ServiceEnv): Promise<{ code: number | null; output: string }> {
  const cli = ChildService.start('cli', process.execPath, [CLI_MAIN, ...args], { NODE_ENV: 'test', ...env });
  const { code } = await cli.exited;
  return { code, output: cli.log };
}

/**
 * A throw-away Redis of the test's own (no persistence), answering PING when this resolves;
 * `args` adds to its options (a cluster node's, for one).
 */
export async function startRedisServer(port: number, args: string[] = []): Promise<ChildService> {
  const redis = ChildService.start('redis-server', 'redis-server', [...throwAwayRedisArgs(port), ...args]);
  await waitFor(async () => (await redisAnswers(`redis://127.0.0.1:${port}`)) || !redis.running, {
    timeoutMs: 10_000,
    what: `redis-server on port ${port}`,
  });
  if (!redis.running) throw new Error(`redis-server on port ${port} did not start:\n${redis.log}`);
  return redis;
}

export { freePort, redisAnswers };
