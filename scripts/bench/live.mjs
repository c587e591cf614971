#!/usr/bin/env node
// `npm run bench:live`: how soon a member's open socket shows the balance a settlement committed.
//
// One API process holds `--sockets` member sockets (socket.io-client, session tokens signed as
// the API signs them, one live session each); `--workers` worker processes settle
// `content-view.counted` events fed into the outbox at a steady rate, round robin over those
// members. Every `balance` push is stamped when the socket receives it, and every settlement
// commit when its notice arrives: the benchmark adds to its own database a statement trigger on
// ledger_transactions that NOTIFYs the group's now(), and PostgreSQL delivers a NOTIFY at commit.
// A settled credit counts as shown by the first push of its member whose balance includes it (a
// group that pays a member twice pushes once); its latency runs from its group's commit notice to
// that push. Also printed: from the group's start (now()), which adds the group's own statements.
// Prints p50/p99/max, the credits no push showed, and the CPU per event.
//
//   npm run bench:live -- [--sockets 1000] [--rate 1000] [--seconds 10] [--workers 1] [--tick 50] [--no-build]
import { setTimeout as delay } from 'node:timers/promises';
import { io } from 'socket.io-client';
import {
  API_MAIN,
  bench,
  cpuMeter,
  cpuPer,
  formatCpu,
  insertContentViewEvents,
  insertMembers,
  insertSessions,
  log,
  machine,
  ms,
  option,
  verifyLedger,
  waitFor,
  WORKER_MAIN,
} from './common.mjs';

const SOCKETS = option('sockets', 1000);
const RATE = option('rate', 1000); // events per second offered
const SECONDS = option('seconds', 10);
const WORKERS = option('workers', 1);
const TICK_MS = option('tick', 50);
/** Issue #19's target: the new balance on the member's socket within 200 ms (p99) of settlement. */
const TARGET_P99_SECONDS = 0.2;
/** content-view.counted events of the benchmark pay this many micro-credits each. */
const REWARD_MICROS = 1000;

await bench('live', async (run) => {
  run.cli('migrate');
  run.cli('seed');
  const db = run.db();
  const commits = await listenForCommits(run);
  const members = await insertMembers(db, SOCKETS);
  const tokens = await insertSessions(run, members);
  log(`${SOCKETS} members, each with a live session`);

  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const api = run.start('api', API_MAIN, { PORT: String(port), LOG_LEVEL: 'warn' });
  const workers = Array.from({ length: WORKERS }, (_, i) => run.start(`worker${i + 1}`, WORKER_MAIN));
  const died = () => [api, ...workers].find((child) => child.exitCode !== null || child.signalCode !== null);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (died()) throw new Error(`${died().name} died`);
      return (await fetch(`${base}/api/health`).catch(() => undefined))?.ok;
    },
    { timeoutMs: 60_000, what: 'the API to answer' },
  );

  /** Per member: the pushes received, as [credits included, received at (epoch ms)]. */
  const pushes = members.map(() => []);
  const sockets = [];
  for (let at = 0; at < SOCKETS; at += 100) {
    // A hundred at a time: a thousand handshakes at once only measure the API's session checks.
    await Promise.all(
      members.slice(at, at + 100).map(
        (_, j) =>
          new Promise((resolve, reject) => {
            const i = at + j;
            const socket = io(base, { path: '/socket.io', auth: { token: tokens[i] }, transports: ['websocket'] });
            socket.on('balance', ({ balance }) =>
              pushes[i].push([Math.round((balance * 1e6) / REWARD_MICROS), Date.now()]),
            );
            socket.once('connect', resolve);
            socket.once('connect_error', reject);
            sockets.push(socket);
          }),
      ),
    );
  }
  log(`${SOCKETS} sockets connected`);

  try {
    // The workers are up when a first probe credit has reached its member's socket.
    await insertContentViewEvents(db, [members[0]], 1, 0, 'probe');
    await waitFor(
      () => {
        if (died()) throw new Error(`${died().name} died`);
        return pushes[0].length > 0;
      },
      { timeoutMs: 60_000, what: 'the workers to settle and push a probe' },
    );

    const total = RATE * SECONDS;
    const perTick = Math.max(1, Math.round((RATE * TICK_MS) / 1000));
    log(`feeding ${total} events at ${RATE}/s for ${SECONDS} s to ${WORKERS} worker(s), ${SOCKETS} sockets listening`);
    const meter = await cpuMeter(run, {
      api: api.pid,
      ...Object.fromEntries(workers.map((worker) => [worker.name, worker.pid])),
      bench: process.pid,
    });
    const feedStart = performance.now();
    // Member i+1 and on: the probe already paid member 0 once, so offsets start at 1.
    for (let tick = 0, fed = 0; fed < total; tick++) {
      const wait = feedStart + tick * TICK_MS - performance.now();
      if (wait > 0) await delay(wait);
      const count = Math.min(perTick, total - fed);
      await insertContentViewEvents(db, members, count, fed + 1);
      fed += count;
    }
    const expected = total + 1;
    await waitFor(
      async () => {
        if (died()) throw new Error(`${died().name} died`);
        return (await credits(db)).length === expected;
      },
      { timeoutMs: 300_000, intervalMs: 200, what: `all ${total} events settled` },
    );
    // The last pushes are on their way: wait until each member's socket shows all its credits.
    const settled = await credits(db);
    const owed = new Map();
    for (const { member } of settled) owed.set(member, (owed.get(member) ?? 0) + 1);
    const shown = () => members.every((member, i) => (pushes[i].at(-1)?.[0] ?? 0) >= (owed.get(member) ?? 0));
    await waitFor(shown, { timeoutMs: 10_000, what: 'the last balance pushes' }).catch((error) => log(error.message));
    const cpu = await meter.stop();

    const latencies = { commit: [], start: [] };
    let unshown = 0;
    const index = new Map(members.map((member, i) => [member, i]));
    const count = new Map();
    for (const { member, group, at } of settled) {
      const k = (count.get(member) ?? 0) + 1;
      count.set(member, k);
      const push = pushes[index.get(member)].find(([included]) => included >= k);
      if (!push) unshown++;
      else {
        latencies.start.push((push[1] - at) / 1000);
        if (commits.seen.has(group)) latencies.commit.push((push[1] - commits.seen.get(group)) / 1000);
      }
    }
    await commits.stop();
    const figures = (list) => {
      list.sort((a, b) => a - b);
      const quantile = (q) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? NaN;
      return {
        p50: quantile(0.5),
        p99: quantile(0.99),
        max: list.at(-1) ?? NaN,
        text: `p50 ${ms(quantile(0.5))}, p99 ${ms(quantile(0.99))}, max ${ms(list.at(-1) ?? NaN)}`,
      };
    };
    const [fromCommit, fromStart] = [figures(latencies.commit), figures(latencies.start)];
    const check = verifyLedger(run);
    const pushCount = pushes.reduce((sum, list) => sum + list.length, 0);
    console.log('');
    console.log(`Live push benchmark, ${new Date().toISOString().slice(0, 10)}, ${machine()}`);
    console.log(
      `  offered          ${RATE} events/s for ${SECONDS} s over ${SOCKETS} member sockets, ${WORKERS} worker(s)`,
    );
    console.log(
      `  credits          ${settled.length} settled, ${pushCount} balance pushes received, ${unshown} credits no push showed`,
    );
    console.log(`  commit->socket   ${fromCommit.text} (${latencies.commit.length} credits with a commit notice)`);
    console.log(`  start->socket    ${fromStart.text} (from the settlement transaction's now())`);
    console.log(`  cpu              ${formatCpu(cpu)}`);
    console.log(
      `  cpu per event    ${cpuPer(cpu, total, ['api', ...workers.map((worker) => worker.name), 'postgres', 'redis'])} (the bench's sockets left out)`,
    );
    console.log(`  ledger:verify    ok (${check.accounts} accounts, postings sum to ${check.total})`);
    const met = fromCommit.p99 < TARGET_P99_SECONDS && unshown === 0;
    console.log(
      `  target           p99 < ${TARGET_P99_SECONDS * 1000} ms, every credit shown: ${met ? 'met' : 'MISSED'}`,
    );
    console.log('');
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
});

/** The content-view credits settled, oldest first: member, group (its now() in µs) and that start (epoch ms). */
async function credits(db) {
  const { rows } = await db.query(
    `SELECT member_id AS member, (extract(epoch FROM created_at) * 1000000)::bigint::text AS "group",
            (extract(epoch FROM created_at) * 1000)::float8 AS at
     FROM ledger_transactions WHERE type = 'content_view' ORDER BY created_at, id`,
  );
  return rows;
}

/**
 * When each settlement group committed, as this process hears it: a statement trigger (on the
 * benchmark's own database only) NOTIFYs the group's now() in µs, and NOTIFY is delivered at
 * commit. Answers the notices seen (group -> epoch ms) and a stop().
 */
async function listenForCommits(run) {
  const db = run.db();
  await db.query(`
    CREATE FUNCTION bench_ledger_committed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('bench_ledger_committed', (extract(epoch FROM now()) * 1000000)::bigint::text);
      RETURN NULL;
    END $$`);
  await db.query(`
    CREATE TRIGGER bench_ledger_committed AFTER INSERT ON ledger_transactions
    FOR EACH STATEMENT EXECUTE FUNCTION bench_ledger_committed()`);
  const listener = await db.connect();
  const seen = new Map();
  listener.on('notification', ({ payload }) => {
    if (!seen.has(payload)) seen.set(payload, Date.now());
  });
  await listener.query('LISTEN bench_ledger_committed');
  return {
    seen,
    async stop() {
      await listener.query('UNLISTEN *');
      listener.release();
    },
  };
}
