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
  // Named, so that cpuMeter tells the benchmark's own queries (feeding, polling) from the services'.
  run.db = () =>
    (run.pool ??= new pg.Pool({ connectionString: run.databaseUrl, max: 4, application_name: BENCH_APPLICATION }));
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

/** The application_name of the benchmark's own connections (run.db()). */
const BENCH_APPLICATION = 'earnwave-bench';

/**
 * Where the CPU went during a measured span: the given processes (a pid, or a list whose CPU is summed), the PostgreSQL backends serving
 * the run's database and the Redis server (INFO, shared with whoever else uses it). Call once to
 * start, and the answer's `stop()` to read the differences. The backends of the benchmark's own
 * connections (run.db(): what it feeds, its polls) count apart, as `bench postgres`: `postgres` is
 * what the services under test cost the database.
 */
export async function cpuMeter(run, processes) {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const redisCpu = async () => {
    const info = await redis.info('cpu');
    const value = (name) => Number(new RegExp(`${name}:([\\d.]+)`).exec(info)?.[1] ?? 0);
    return value('used_cpu_user') + value('used_cpu_sys');
  };
  const backends = async () =>
    (
      await run
        .db()
        .query(`SELECT pid, application_name = $1 AS bench FROM pg_stat_activity WHERE datname = current_database()`, [
          BENCH_APPLICATION,
        ])
    ).rows;
  const backendCpu = (rows, bench) =>
    Object.fromEntries(rows.filter((r) => r.bench === bench).map((r) => [r.pid, cpuSeconds(r.pid)]));
  const sample = async () => ({
    own: Object.fromEntries(
      Object.entries(processes).map(([name, pids]) => [
        name,
        [pids].flat().reduce((sum, pid) => sum + cpuSeconds(pid), 0),
      ]),
    ),
    ...(await backends().then((rows) => ({ postgres: backendCpu(rows, false), bench: backendCpu(rows, true) }))),
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
      const spent = (part) => Object.entries(end[part]).reduce((sum, [pid, t]) => sum + t - (start[part][pid] ?? 0), 0);
      used.postgres = spent('postgres');
      used['bench postgres'] = spent('bench');
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

/**
 * Runs `ledger:verify` through the real CLI on the run's database and throws, with the CLI's own
 * lines, on any finding: a benchmark that double-credits must not print a figure as if it were fine.
 */
export function verifyLedger(run) {
  try {
    return JSON.parse(
      execFileSync(process.execPath, [CLI, 'ledger:verify'], { cwd: ROOT, env: run.env(), encoding: 'utf8' }),
    );
  } catch (error) {
    const findings = `${error.stderr ?? ''}`.trim() || `${error.stdout ?? error}`.slice(0, 4000);
    throw new Error(`ledger:verify found a problem after the run:\n${findings}`, { cause: error });
  }
}

/** A live session for each member and its token, signed as the API signs them (HS256, with `sid`). */
export async function insertSessions(run, members) {
  const { default: jwt } = await import('jsonwebtoken');
  const sessions = members.map(() => randomUUID());
  await run
    .db()
    .query(`INSERT INTO sessions (id, user_id) SELECT * FROM unnest($1::uuid[], $2::uuid[])`, [sessions, members]);
  return members.map((id, i) =>
    jwt.sign({ sub: id, role: 'member', ver: 0, purpose: 'session', sid: sessions[i] }, run.jwtSecret, {
      algorithm: 'HS256',
      expiresIn: 24 * 60 * 60,
    }),
  );
}

/**
 * Anchor: bare BullMQ on the same Redis, in this process. `jobs` jobs are added first, then a
 * worker with a no-op processor (concurrency 64, as the settlement's) drains them; answers jobs/s
 * of the drain and the CPU it cost (this process and Redis).
 */
export async function bullmqAnchor(run, jobs = 20_000) {
  const { Queue, Worker } = await import('bullmq');
  const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const prefix = `{${run.queuePrefix}-anchor}`;
  const queue = new Queue('anchor', { connection, prefix });
  for (let at = 0; at < jobs; at += 1000) {
    await queue.addBulk(
      Array.from({ length: Math.min(1000, jobs - at) }, (_, i) => ({ name: 'noop', data: { n: at + i } })),
    );
  }
  const meter = await cpuMeter(run, { bench: process.pid });
  const start = performance.now();
  let done = 0;
  const drained = new Promise((resolve) => {
    const worker = new Worker('anchor', async () => {}, {
      connection: new Redis(REDIS_URL, { maxRetriesPerRequest: null }),
      prefix,
      concurrency: 64,
      removeOnComplete: { count: 0 },
    });
    worker.on('completed', () => {
      if (++done === jobs) resolve(worker);
    });
  });
  const worker = await drained;
  const seconds = (performance.now() - start) / 1000;
  const cpu = await meter.stop();
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  connection.disconnect();
  await dropRedisKeys(`${run.queuePrefix}-anchor`);
  return { rate: jobs / seconds, cpu };
}

/**
 * Anchor: raw PostgreSQL, set-based ledger writes as the writer makes them (transactions and their
 * postings from unnest, 500 transactions of 2 postings per statement and commit) into copies of the
 * ledger tables with their indexes, on `connections` connections for `seconds`. Answers postings/s
 * and the CPU it cost (the PostgreSQL backends of its own connections: `bench postgres`).
 */
export async function postgresAnchor(run, { seconds = 3, connections = 2 } = {}) {
  const db = run.db();
  await db.query(`CREATE TABLE anchor_transactions (LIKE ledger_transactions INCLUDING DEFAULTS INCLUDING INDEXES)`);
  await db.query(`CREATE TABLE anchor_postings (LIKE ledger_postings INCLUDING DEFAULTS INCLUDING INDEXES)`);
  const meter = await cpuMeter(run, {});
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  let postings = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const ids = Array.from({ length: 500 }, () => randomUUID());
        await db.query(
          `WITH t AS (
             INSERT INTO anchor_transactions (id, type, idempotency_key, metadata)
             SELECT id, 'content_view', 'anchor:' || id, '{}' FROM unnest($1::uuid[]) AS id RETURNING id)
           INSERT INTO anchor_postings (transaction_id, account_id, type, amount)
           SELECT t.id, leg.account, 'content_view', leg.amount
           FROM t CROSS JOIN (VALUES ('platform:rewards', -1000), ('member:anchor', 1000)) AS leg (account, amount)`,
          [ids],
        );
        postings += 1000;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const cpu = await meter.stop();
  await db.query(`DROP TABLE anchor_postings, anchor_transactions`);
  return { rate: postings / elapsed, cpu };
}

/** CPU milliseconds per unit (request, event, job) of the parts a meter measured, for printing. */
export function cpuPer(cpu, units, parts = Object.keys(cpu.used)) {
  const each = parts.map((name) => `${name} ${((cpu.used[name] * 1000) / units).toFixed(3)}`);
  const total = parts.reduce((sum, name) => sum + cpu.used[name], 0);
  return `${((total * 1000) / units).toFixed(3)} ms (${each.join(', ')})`;
}

/** Monday 00:00 UTC of this week, as the API computes it (libs/domain weekStart). */
function weekStart(at = new Date()) {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return new Date(day - ((new Date(day).getUTCDay() + 6) % 7) * 86_400_000).toISOString();
}

/** The seeded viewing content's ids, read once (insertContentViewEvents). */
let contents;

/**
 * The content views and their outbox rows, as the API's transaction writes them (the views are
 * what `ledger:verify` proves each credit against), `count` in one statement. A member comes back
 * with the next item only after every other member had one, and with the same item on an earlier
 * day once all items are used (a view counts once per member, item and day).
 */
export async function insertContentViewEvents(db, members, count, offset = 0, tag = 'yes') {
  contents ??= (await db.query(`SELECT id FROM contents ORDER BY id`)).rows.map((row) => row.id);
  const week = weekStart();
  const views = { ids: [], members: [], contents: [], daysBack: [] };
  const ids = [];
  const payloads = [];
  for (let i = 0; i < count; i++) {
    const n = offset + i;
    const round = Math.floor(n / members.length);
    const view = {
      viewId: randomUUID(),
      memberId: members[n % members.length],
      contentId: contents[round % contents.length],
    };
    views.ids.push(view.viewId);
    views.members.push(view.memberId);
    views.contents.push(view.contentId);
    // The probe's view is dated long before any of the benchmark's.
    views.daysBack.push(Math.floor(round / contents.length) + (tag === 'probe' ? 1000 : 0));
    ids.push(randomUUID());
    payloads.push(
      JSON.stringify({ ...view, reward: '1000', weeklyTokenLimit: '1000000000000', weekStart: week, bench: tag }),
    );
  }
  await db.query(
    `WITH views AS (
       INSERT INTO content_views (id, member_id, content_id, view_day, reward)
       SELECT id, member_id, content_id, current_date - days_back, 1000
       FROM unnest($3::uuid[], $4::uuid[], $5::uuid[], $6::int[]) AS v (id, member_id, content_id, days_back))
     INSERT INTO outbox (id, type, queue, payload)
     SELECT id, 'content-view.counted', 'settlement', payload FROM unnest($1::uuid[], $2::jsonb[]) AS e (id, payload)`,
    [ids, payloads, views.ids, views.members, views.contents, views.daysBack],
  );
}

/**
 * What PostgreSQL spent on each statement of the run's database, from pg_stat_statements when the
 * server loads it (README, Benchmarks): the profile behind a CPU-per-event figure. `start()` clears
 * the run database's counters; `lines(units, what)` answers the lines that print the statements
 * that took most, as milliseconds of execution (wall time: waits included) and of planning per
 * unit, and calls per unit. The benchmark's own
 * statements (its feeder, its polls) are among them: they name the tables it fills and reads.
 */
export async function statementProfile(run) {
  const dbName = new URL(run.databaseUrl).pathname.slice(1);
  const query = (sql, params) => admin((client) => client.query(sql, params));
  const available = await query(
    `SELECT d.oid AS dbid FROM pg_database d
     WHERE d.datname = $1 AND EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_stat_statements')
       AND current_setting('shared_preload_libraries') LIKE '%pg_stat_statements%'`,
    [dbName],
  ).then(({ rows }) => rows[0]?.dbid);
  return {
    async start() {
      if (available) await query(`SELECT pg_stat_statements_reset(0, $1, 0)`, [available]);
    },
    async lines(units, what, top = 12) {
      if (!available)
        return ['  statements       (pg_stat_statements is not loaded on this server: README, Benchmarks)'];
      const { rows } = await query(
        `SELECT calls, total_exec_time AS exec, total_plan_time AS plan,
                left(regexp_replace(query, '\\s+', ' ', 'g'), 96) AS text
         FROM pg_stat_statements WHERE dbid = $1
         ORDER BY total_exec_time + total_plan_time DESC LIMIT $2`,
        [available, top],
      );
      const per = (value) => (value / Math.max(1, units)).toFixed(3);
      return [
        `  statements       ms per ${what} (execution + planning), calls per ${what}: PostgreSQL's busiest`,
        ...rows.map((row) => `    ${per(row.exec)} + ${per(row.plan)} ms  ${per(Number(row.calls))}x  ${row.text}`),
      ];
    },
  };
}
