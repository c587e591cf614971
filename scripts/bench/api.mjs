#!/usr/bin/env node
// `npm run bench:api`: requests per second, latency and CPU per request of one API process
// (autocannon), beside two anchors measured in the same run: a bare NestJS app with one JSON route
// (anchor.mjs) on Express, and the same on Fastify, the API's adapter. The ratio to the Express
// anchor is the figure that counts on a loaded machine (the target is set against it); the Fastify
// one shows what of the rest is ours. Five calls:
//   GET  anchor, Express                  (the bare route: Nest and Express, nothing of ours)
//   GET  anchor, Fastify                  (the bare route: Nest and Fastify, nothing of ours)
//   GET  /api/members/{id}/balance        (read: session check, one indexed query)
//   POST /api/members/send-gift           (spend: 50 senders, one per connection, settled by the worker)
//   POST /api/members/{id}/content-views  (command: membership, week lock, outbox, one transaction)
// Members, their sessions, active memberships, approved credit purchases and hand-outs older than
// 10 s are prepared through SQL. Session tokens are signed as the API signs them (HS256,
// { sub, role, ver, sid, purpose: 'session' }). One worker settles the spends; afterwards no
// balance may be negative, every gift must be settled and `ledger:verify` must pass.
//
// With --api-processes N, N API processes share the port under Node's cluster module (cluster.mjs):
// their req/s and CPU are the machine's, summed over the N.
//
//   npm run bench:api -- [--seconds 10] [--connections 50] [--members 4000] [--log-level info]
//                        [--api-processes 1] [--pool-size 10] [--no-build]
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import jwt from 'jsonwebtoken';
import {
  API_MAIN,
  bench,
  cpuMeter,
  formatCpu,
  insertMembers,
  log,
  machine,
  option,
  processTree,
  ROOT,
  statementProfile,
  waitFor,
  WORKER_MAIN,
} from './common.mjs';

const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 50);
const MEMBERS = option('members', 4000);
// The API's log level: production's default, `info`, logs one line per request.
const LOG_LEVEL = option('log-level', 'info');
const API_PROCESSES = option('api-processes', 1);
// The API's database pool (DATABASE_POOL_SIZE); empty: the API's own default.
const POOL_SIZE = option('pool-size', '');
const ANCHOR_MAIN = path.join(ROOT, 'scripts/bench/anchor.mjs');
const CLUSTER_MAIN = path.join(ROOT, 'scripts/bench/cluster.mjs');
/** Each member's balance: enough for every gift a sender can send in the run (1 credit each). */
const BALANCE_CREDITS = 100_000;
const MICRO = 1_000_000;

await bench('api', async (run) => {
  run.cli('migrate');
  run.cli('seed');
  const db = run.db();

  const members = await insertMembers(db, MEMBERS);
  // The free bronze level, taken yesterday and running for a month.
  await db.query(
    `INSERT INTO member_subscriptions (id, member_id, level, method, receipt, amount, status, started_at, ended_at, decided_at)
     SELECT gen_random_uuid(), id, 'bronze', 'free', 'FREE', 0, 'active', now() - interval '1 day',
            now() + interval '29 days', now() - interval '1 day'
     FROM unnest($1::uuid[]) AS id`,
    [members],
  );
  await buyCredits(db, members);
  // One session each, begun just now: each is touched once a minute from its first request on.
  const sessions = members.map(() => randomUUID());
  await db.query(
    `INSERT INTO sessions (id, user_id, user_agent, ip) SELECT s, m, 'bench', '127.0.0.1'
     FROM unnest($1::uuid[], $2::uuid[]) AS t (s, m)`,
    [sessions, members],
  );
  const contents = (await db.query(`SELECT id FROM contents WHERE enabled ORDER BY id`)).rows.map((row) => row.id);
  // Every item handed to every member a minute ago: each (member, item) pair may count once today.
  await db.query(
    `INSERT INTO content_handouts (member_id, content_id, handed_at)
     SELECT m, c, now() - interval '1 minute' FROM unnest($1::uuid[]) AS m CROSS JOIN unnest($2::uuid[]) AS c`,
    [members, contents],
  );
  log(
    `${MEMBERS} members with ${BALANCE_CREDITS} credits and an active bronze membership, ${contents.length} items handed to each`,
  );

  const port = () => 20_000 + Math.floor(Math.random() * 20_000);
  const anchor = await serve(run, 'anchor', ANCHOR_MAIN, port(), '/api/anchor');
  const fastifyAnchor = await serve(run, 'anchor-fastify', ANCHOR_MAIN, port(), '/api/anchor', {
    ANCHOR_PLATFORM: 'fastify',
  });
  const poolSize = POOL_SIZE ? { DATABASE_POOL_SIZE: String(POOL_SIZE) } : {};
  const api =
    API_PROCESSES > 1
      ? await serve(run, 'api', CLUSTER_MAIN, port(), '/api/health', {
          LOG_LEVEL,
          CLUSTER_MAIN: API_MAIN,
          CLUSTER_PROCESSES: String(API_PROCESSES),
          ...poolSize,
        })
      : await serve(run, 'api', API_MAIN, port(), '/api/health', { LOG_LEVEL, ...poolSize });

  const tokens = members.map((id, i) =>
    jwt.sign({ sub: id, role: 'member', ver: 0, sid: sessions[i], purpose: 'session' }, run.jwtSecret, {
      algorithm: 'HS256',
      expiresIn: 3600,
    }),
  );
  const auth = (i) => ({ authorization: `Bearer ${tokens[i]}` });
  const anchorRequest = () => (request) => ({ ...request, path: '/api/anchor' });
  const balanceRequest = () => {
    let next = 0;
    return (request) => {
      const i = next++ % MEMBERS;
      return { ...request, path: `/api/members/${members[i]}/balance`, headers: { ...request.headers, ...auth(i) } };
    };
  };
  // A spend as the client sends it: with a key of its own (services/api/client.ts), whose
  // reservation and stored answer are part of what each spend costs.
  const spendHeaders = () => ({ 'content-type': 'application/json', 'idempotency-key': randomUUID() });
  const giftRequest = () => {
    let senders = 0;
    let gifts = 0;
    return (request, context) => {
      // One sender per connection (50 distinct senders), each gift to a member who sends none.
      context.sender ??= senders++ % CONNECTIONS;
      const receiver = CONNECTIONS + (gifts++ % (MEMBERS - CONNECTIONS));
      return {
        ...request,
        method: 'POST',
        path: '/api/members/send-gift',
        headers: { ...request.headers, ...auth(context.sender), ...spendHeaders() },
        body: JSON.stringify({ receiverId: members[receiver], sendGiftAmount: 1 }),
      };
    };
  };
  const viewRequest = () => {
    let next = 0;
    return (request) => {
      // Member-major order: consecutive requests are different members; a member comes back
      // with its next item only after every other member has had a turn.
      const n = next++;
      const i = n % MEMBERS;
      return {
        ...request,
        method: 'POST',
        path: `/api/members/${members[i]}/content-views`,
        headers: { ...request.headers, ...auth(i), ...spendHeaders() },
        body: JSON.stringify({ contentId: contents[Math.floor(n / MEMBERS) % contents.length] }),
      };
    };
  };

  // A warm-up of each (JIT, connection pools), not counted: the API's passes over every member
  // once, so that what is measured is members in use (a session checked in the last minute is
  // answered from memory; a member's first request after a quiet minute reads the database).
  await cannon(anchor.base, { duration: 3 }, anchorRequest());
  await cannon(fastifyAnchor.base, { duration: 3 }, anchorRequest());
  await cannon(api.base, { amount: MEMBERS }, balanceRequest());
  const results = {};
  const statements = await statementProfile(run);
  const measure = async (name, target, setup, extra = {}) => {
    log(`${name}: ${CONNECTIONS} connections for ${SECONDS} s`);
    await statements.start();
    const meter = await cpuMeter(run, { [target.name]: processTree(target.pid), ...extra, autocannon: process.pid });
    const result = await cannon(target.base, { duration: SECONDS }, setup());
    const cpu = await meter.stop();
    // What PostgreSQL did for the API's calls (the worker's settling of the spends included).
    const profile = target === api ? await statements.lines(result['2xx'], 'answer', 10) : [];
    results[name] = { result, cpu, process: target.name, profile };
  };
  await measure('GET anchor, Express', anchor, anchorRequest);
  await measure('GET anchor, Fastify', fastifyAnchor, anchorRequest);
  await measure('GET balance', api, balanceRequest);

  const worker = run.start('worker', WORKER_MAIN);
  const answered = await fetch(`${api.base}/api/members/${members[0]}/balance`, { headers: auth(0) }).then((res) =>
    res.json(),
  );
  if (answered.data?.balance !== BALANCE_CREDITS)
    throw new Error(`unexpected balance answer ${JSON.stringify(answered)}`);
  await measure('POST send-gift', api, giftRequest, { worker: worker.pid });
  await measure('POST content-views', api, viewRequest, { worker: worker.pid });

  log('waiting for the worker to settle every gift');
  await waitFor(
    async () => {
      if (worker.exitCode !== null || worker.signalCode !== null) throw new Error('the worker died');
      const { rows } = await db.query(
        `SELECT (SELECT count(*) FROM gifts) = (SELECT count(*) FROM ledger_transactions WHERE type = 'gift_received') AS done`,
      );
      return rows[0].done;
    },
    { timeoutMs: 300_000, intervalMs: 250, what: 'every gift to be settled' },
  );
  const [check] = (
    await db.query(
      `SELECT (SELECT count(*) FROM gifts)::int AS gifts,
              (SELECT count(*) FROM ledger_transactions WHERE type = 'gift_received')::int AS settled,
              (SELECT count(*) FROM content_views)::int AS views,
              (SELECT count(*) FROM ledger_accounts WHERE balance < 0 AND NOT may_go_negative)::int AS negative,
              (SELECT min(balance) FROM ledger_accounts WHERE id LIKE 'member:%')::bigint AS lowest`,
    )
  ).rows;
  const verified = run.cli('ledger:verify', { quiet: true });

  const perRequest = (seconds, count) => `${((seconds * 1000) / Math.max(1, count)).toFixed(3)} ms`;
  console.log('');
  console.log(`API benchmark, ${new Date().toISOString().slice(0, 10)}, ${machine()}`);
  console.log(
    `  ${API_PROCESSES === 1 ? 'one API process' : `${API_PROCESSES} API processes (cluster; figures are their sum)`} (NODE_ENV=production, LOG_LEVEL=${LOG_LEVEL}${POOL_SIZE ? `, DATABASE_POOL_SIZE=${POOL_SIZE}` : ''}) and the bare Nest anchors (one process each), ${CONNECTIONS} connections, ${SECONDS} s per call`,
  );
  for (const [name, { result, cpu, process: served, profile }] of Object.entries(results)) {
    const codes = Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ');
    const answered = result['2xx'];
    console.log(`  ${name}`);
    console.log(`    requests/s     ${Math.round(result.requests.average)} (${result.requests.total} requests)`);
    console.log(
      `    latency        p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(
      `    answers        ${codes}${result.errors ? `; ${result.errors} errors` : ''}${result.timeouts ? `; ${result.timeouts} timeouts` : ''}`,
    );
    console.log(
      `    cpu/request    ${served} ${perRequest(cpu.used[served], answered)}, postgres ${perRequest(cpu.used.postgres, answered)} (per 2xx answer)`,
    );
    console.log(`    cpu            ${formatCpu(cpu)}`);
    for (const line of profile) console.log(`  ${line}`);
  }
  const gifts = results['POST send-gift'].result;
  console.log(`  gifts            ${check.gifts} accepted, ${check.settled} settled by the worker`);
  console.log(`  views counted    ${check.views}`);
  console.log(
    `  balances         ${check.negative} below zero (lowest member balance ${Number(check.lowest) / MICRO} credits)`,
  );
  console.log(`  ledger:verify    ${verified ? 'clean' : 'FAILED'}`);
  const bare = results['GET anchor, Express'].result;
  const balance = results['GET balance'].result;
  const ratio = balance.requests.average / bare.requests.average;
  const fastifyRatio = balance.requests.average / results['GET anchor, Fastify'].result.requests.average;
  console.log(
    `  GET balance      ${ratio.toFixed(2)} x the Express anchor, ${fastifyRatio.toFixed(2)} x the Fastify anchor`,
  );
  const rate = (result) => result['2xx'] / SECONDS;
  const targets = [
    [`GET balance >= 0.6 x the Express anchor's req/s (${ratio.toFixed(2)})`, ratio >= 0.6],
    [`GET balance p99 < 50 ms (${balance.latency.p99} ms)`, balance.latency.p99 < 50],
    [`send-gift >= 1000 accepted/s (${Math.round(rate(gifts))})`, rate(gifts) >= 1000],
    [
      `content-views >= 1000/s (${Math.round(rate(results['POST content-views'].result))})`,
      rate(results['POST content-views'].result) >= 1000,
    ],
    [
      'no balance below zero, every gift settled, ledger:verify clean',
      !check.negative && check.gifts === check.settled && verified,
    ],
  ];
  for (const [what, met] of targets) console.log(`  target           ${what}: ${met ? 'met' : 'MISSED'}`);
  console.log('');
  if (check.negative || check.gifts !== check.settled || !verified)
    throw new Error('the ledger is not right after the run');
});

/** Starts a server and waits until `probe` answers. */
async function serve(run, name, script, port, probe, extra = {}) {
  const child = run.start(name, script, { PORT: String(port), ...extra });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} died`);
      return (await fetch(`${base}${probe}`).catch(() => undefined))?.ok;
    },
    { timeoutMs: 60_000, what: `${name} to answer` },
  );
  return { name, pid: child.pid, base };
}

/**
 * Credits bought the way the ledger records them: an approved purchase (the transaction's source
 * for ledger:verify) and its balanced postings, deposits -> member, and the member's balance and
 * free-limit counter (`bought`) moved as the writer moves them.
 */
async function buyCredits(db, members) {
  const amount = String(BALANCE_CREDITS * MICRO);
  const purchases = members.map(() => randomUUID());
  const txIds = members.map(() => randomUUID());
  await db.query(
    `INSERT INTO credit_purchases (id, member_id, amount, fee, purchase_date, status, decided_at)
     SELECT p, m, $3, 0, current_date, 'approved', now() FROM unnest($1::uuid[], $2::uuid[]) AS t (p, m)`,
    [purchases, members, amount],
  );
  await db.query(
    `INSERT INTO ledger_accounts (id, member_id, balance, bought)
     SELECT 'member:' || id || ':available', id, $2, $2 FROM unnest($1::uuid[]) AS id`,
    [members, amount],
  );
  await db.query(
    `INSERT INTO ledger_accounts (id, balance, may_go_negative) VALUES ('platform:deposits', $1, true)
     ON CONFLICT (id) DO UPDATE SET balance = ledger_accounts.balance + EXCLUDED.balance`,
    [String(-BigInt(amount) * BigInt(members.length))],
  );
  await db.query(
    `INSERT INTO ledger_transactions (id, type, idempotency_key, member_id)
     SELECT tx, 'credit_purchase', 'credit-purchase:' || p, m FROM unnest($1::uuid[], $2::uuid[], $3::uuid[]) AS t (m, tx, p)`,
    [members, txIds, purchases],
  );
  await db.query(
    `INSERT INTO ledger_postings (transaction_id, account_id, type, amount)
     SELECT tx, account, 'credit_purchase', amount FROM unnest($1::uuid[], $2::uuid[]) AS m (id, tx)
     CROSS JOIN LATERAL (VALUES ('platform:deposits', -$3::bigint), ('member:' || id || ':available', $3::bigint)) AS p (account, amount)`,
    [members, txIds, amount],
  );
}

/** autocannon with the run's connections, for `{ duration }` seconds or `{ amount }` requests. */
function cannon(url, length, setupRequest) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, ...length, requests: [{ setupRequest }], timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}
