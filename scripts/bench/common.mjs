// What both benchmarks share: build, a database of their own on the local server (dropped at the
// end), migrate and seed through the real CLI, the real processes under a unique queue prefix,
// and a clean stop. Plain Node ESM over the built dist.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import Redis from 'ioredis';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WORKER_MAIN = path.join(ROOT, 'services/worker/dist/main.js');
export const API_MAIN = path.join(ROOT, 'services/api/dist/main.js');
export const CLI = path.join(ROOT, 'services/api/dist/cli.js');

/** The server the benchmark database is made on (never a database of yours: it makes its own). */
export const SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * The services run in production mode, which refuses a Redis URL without a password. A Redis that
 * has none lets a password through (ioredis warns once per connection), so one is made up if needed.
 */
const SERVICES_REDIS_URL = (() => {
  const url = new URL(REDIS_URL);
  url.password ||= 'bench-no-password';
  return url.toString();
})();

/** `--name value` or `--name=value` from the command line, else the fallback. */
export function option(name, fallback) {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (at < 0) return fallback;
  const value = args[at].includes('=') ? args[at].split('=').slice(1).join('=') : args[at + 1];
  return typeof fallback === 'number' ? Number(value) : value;
}
export const flag = (name) => process.argv.slice(2).includes(`--${name}`);

export const log = (message) => console.log(`[bench] ${message}`);

/**
 * Builds what is measured, unless --no-build: the server half of `npm run build` (`tsc -b` of the
 * API and the worker, incremental). The web client and admin console builds are left out: the API
 * skips a client app that was not built, and no benchmark touches them.
 */
export function build() {
  if (flag('no-build')) return;
  log('tsc -b services/api services/worker');
  execFileSync(path.join(ROOT, 'node_modules/.bin/tsc'), ['-b', 'services/api', 'services/worker'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  for (const file of [WORKER_MAIN, API_MAIN, CLI]) {
    if (!existsSync(file)) throw new Error(`${file} is missing after the build`);
  }
}

/** `count` active, verified members made through SQL (what both benchmarks measure with); their ids. */
export async function insertMembers(db, count) {
  const members = Array.from({ length: count }, () => randomUUID());
  await db.query(
    `INSERT INTO users (id, name, email, password_hash, role, status, email_verified_at, referral_code)
     SELECT id, 'Bench Member', id::text || '@bench.test', 'x', 'member', 'active', now(),
            upper(substr(replace(id::text, '-', ''), 1, 12))
     FROM unnest($1::uuid[]) AS id`,
    [members],
  );
  return members;
}

/** The machine, for the printed figures. */
export function machine() {
  const cpus = os.cpus();
  return `${cpus.length} x ${cpus[0]?.model?.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`;
}

async function admin(work) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A run of its own: a fresh database, migrated and seeded with the real CLI, and a queue prefix.
 * Everything it starts is stopped by `cleanup()`, which also drops the database and the keys.
 */
export async function createRun(label) {
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dbName = `earnwave_bench_${label}_${id}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${dbName}`;
  const run = {
    databaseUrl: url.toString(),
    queuePrefix: `bench-${label}-${id}`,
    jwtSecret: randomBytes(32).toString('hex'),
    children: [],
    pool: undefined,
  };
  await admin((client) => client.query(`CREATE DATABASE ${dbName}`));
  log(`database ${dbName}, queue prefix ${run.queuePrefix}`);

  run.env = (extra = {}) => ({
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATABASE_URL: run.databaseUrl,
    REDIS_URL: SERVICES_REDIS_URL,
    QUEUE_PREFIX: run.queuePrefix,
    JWT_SECRET: run.jwtSecret,
    LOG_LEVEL: 'warn',
    // Nothing listens there: the benchmarks send no mail.
    SMTP_URL: 'smtp://127.0.0.1:9',
    ...extra,
  });
  /** Runs a CLI command; with `quiet`, its output is shown only when it fails (exit status: false). */
  run.cli = (command, { quiet = false } = {}) => {
    try {
      const out = execFileSync(process.execPath, [CLI, command], { cwd: ROOT, env: run.env(), encoding: 'utf8' });
      if (!quiet) for (const line of out.trim().split('\n')) if (line) log(`${command}: ${line}`);
      return true;
    } catch (error) {
      if (!quiet) throw error;
      console.error(`[bench] ${command} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
      return false;
    }
  };
  run.start = (name, script, extra = {}) => {
    // --prof NAME: a V8 tick log of that process (read it with `node --prof-process`).
    const nodeArgs = option('prof', '') === name ? ['--prof', `--logfile=${name}-%p.v8.log`] : [];
    const child = spawn(process.execPath, [...nodeArgs, script], {
      cwd: nodeArgs.length ? os.tmpdir() : ROOT,
      env: run.env(extra),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.tail = '';
    const keep = (chunk) => (child.tail = (child.tail + chunk).slice(-8000));
    child.stdout.on('data', keep);
    // --verbose: the services' own output too (they log at LOG_LEVEL=warn).
    if (flag('verbose')) child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.stderr.on('data', keep);
    child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
    child.name = name;
    child.exited.then((how) => {
      if (!run.stopping) console.error(`[bench] ${name} stopped unexpectedly (${how}):\n${child.tail}`);
    });
    run.children.push(child);
    return child;
  };
  run.db = () => (run.pool ??= new pg.Pool({ connectionString: run.databaseUrl, max: 4 }));
  run.cleanup = async () => {
    run.stopping = true;
    for (const child of run.children) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await child.exited;
        clearTimeout(timer);
      }
    }
    await run.pool?.end();
    if (flag('keep-database')) {
      log(`kept ${run.databaseUrl} (--keep-database): drop it with DROP DATABASE ${dbName}`);
      await dropRedisKeys(run.queuePrefix);
      return;
    }
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    await dropRedisKeys(run.queuePrefix);
    log(`dropped ${dbName} and the ${run.queuePrefix}:* keys`);
  };
  return run;
}

async function dropRedisKeys(prefix) {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    // The queues' keys live under the prefix as a hash tag, `{prefix}:` (queueKeyPrefix).
    for (const pattern of [`${prefix}:*`, `{${prefix}}:*`]) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}

/** Polls `probe` until it answers something truthy. */
export async function waitFor(probe, { timeoutMs = 60_000, intervalMs = 50, what = 'condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await delay(intervalMs);
  }
}

/** Runs `main(run)` and always cleans up; the exit status says whether it went through. */
export async function bench(label, main) {
  build();
  const run = await createRun(label);
  let failed = false;
  const interrupt = () => {
    failed = true;
    run.cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  try {
    await main(run);
  } catch (error) {
    failed = true;
    console.error(`[bench] failed: ${error?.stack ?? error}`);
  } finally {
    process.off('SIGINT', interrupt);
    await run.cleanup();
  }
  process.exit(failed ? 1 : 0);
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 when gone. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The process and its children (a cluster's copies), from /proc (Linux). */
export function processTree(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return [pid, ...children.map(Number)];
  } catch {
    return [pid];
  }
}

/**
 * Where the CPU went during a measured span: the given processes (a pid, or a list whose CPU is summed), the PostgreSQL backends serving
 * the run's database and the Redis server (INFO, shared with whoever else uses it). Call once to
 * start, and the answer's `stop()` to read the differences.
 */
export async function cpuMeter(run, processes) {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const redisCpu = async () => {
    const info = await redis.info('cpu');
    const value = (name) => Number(new RegExp(`${name}:([\\d.]+)`).exec(info)?.[1] ?? 0);
    return value('used_cpu_user') + value('used_cpu_sys');
  };
  const backends = async () =>
    (await run.db().query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`)).rows.map(
      (r) => r.pid,
    );
  const sample = async () => ({
    own: Object.fromEntries(
      Object.entries(processes).map(([name, pids]) => [
        name,
        [pids].flat().reduce((sum, pid) => sum + cpuSeconds(pid), 0),
      ]),
    ),
    postgres: Object.fromEntries((await backends()).map((pid) => [pid, cpuSeconds(pid)])),
    redis: await redisCpu(),
    wall: performance.now(),
    idle: os.cpus().reduce((sum, cpu) => sum + cpu.times.idle, 0) / 1000,
  });
  const start = await sample();
  return {
    async stop() {
      const end = await sample();
      redis.disconnect();
      const used = Object.fromEntries(Object.keys(processes).map((name) => [name, end.own[name] - start.own[name]]));
      used.postgres = Object.entries(end.postgres).reduce((sum, [pid, t]) => sum + t - (start.postgres[pid] ?? 0), 0);
      used.redis = end.redis - start.redis;
      const wall = (end.wall - start.wall) / 1000;
      return { used, wall, idle: end.idle - start.idle, cores: os.cpus().length };
    },
  };
}

/** One line: each part's CPU seconds, and how much of the machine the run had. */
export function formatCpu({ used, wall, idle, cores }) {
  const parts = Object.entries(used).map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`);
  const ours = Object.values(used).reduce((a, b) => a + b, 0);
  const others = Math.max(0, cores * wall - idle - ours);
  return `${parts.join(', ')}; idle ${idle.toFixed(1)} s, everything else ${others.toFixed(1)} s, of ${cores} x ${wall.toFixed(1)} s`;
}

export const ms = (seconds) => `${(seconds * 1000).toFixed(0)} ms`;
