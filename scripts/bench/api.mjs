#!/usr/bin/env node
// `npm run bench:api`: requests per second and latency of one API process (autocannon), on two
// calls members make all day:
//   GET  /api/members/{id}/balance        (read: session check, one indexed query)
//   POST /api/members/{id}/content-views  (command: membership, week lock, outbox, one transaction)
// Members, their active memberships and hand-outs older than 10 s are prepared through SQL; each
// request is a different member (and, for views, a different content item), so most views count.
// Session tokens are signed as the API signs them (HS256, { sub, role, ver, purpose: 'session' }).
// No worker runs: this measures the API alone (views leave their events in the outbox).
//
//   npm run bench:api -- [--seconds 10] [--connections 50] [--members 4000] [--log-level info] [--no-build]
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import jwt from 'jsonwebtoken';
import { API_MAIN, bench, cpuMeter, formatCpu, insertMembers, log, machine, option, waitFor } from './common.mjs';

const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 50);
const MEMBERS = option('members', 4000);
// The API's log level: production's default, `info`, logs one line per request.
const LOG_LEVEL = option('log-level', 'info');
const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

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
  // 5 credits each, bought the way the ledger records it: deposits -> member, balanced postings.
  const txIds = members.map(() => randomUUID());
  await db.query(
    `INSERT INTO ledger_accounts (id, member_id, balance)
     SELECT 'member:' || id || ':available', id, 5000000 FROM unnest($1::uuid[]) AS id`,
    [members],
  );
  await db.query(
    `INSERT INTO ledger_accounts (id, balance, may_go_negative) VALUES ('platform:deposits', $1, true)
     ON CONFLICT (id) DO UPDATE SET balance = ledger_accounts.balance + EXCLUDED.balance`,
    [String(-5_000_000 * MEMBERS)],
  );
  await db.query(
    `INSERT INTO ledger_transactions (id, type, idempotency_key, member_id)
     SELECT tx, 'credit_purchase', 'bench:' || id, id FROM unnest($1::uuid[], $2::uuid[]) AS m (id, tx)`,
    [members, txIds],
  );
  await db.query(
    `INSERT INTO ledger_postings (transaction_id, account_id, type, amount)
     SELECT tx, account, 'credit_purchase', amount FROM unnest($1::uuid[], $2::uuid[]) AS m (id, tx)
     CROSS JOIN LATERAL (VALUES ('platform:deposits', -5000000), ('member:' || id || ':available', 5000000)) AS p (account, amount)`,
    [members, txIds],
  );
  const contents = (await db.query(`SELECT id FROM contents WHERE enabled ORDER BY id`)).rows.map((row) => row.id);
  // Every item handed to every member a minute ago: each (member, item) pair may count once today.
  await db.query(
    `INSERT INTO content_handouts (member_id, content_id, handed_at)
     SELECT m, c, now() - interval '1 minute' FROM unnest($1::uuid[]) AS m CROSS JOIN unnest($2::uuid[]) AS c`,
    [members, contents],
  );
  log(`${MEMBERS} members with an active bronze membership, ${contents.length} items handed to each`);

  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const api = run.start('api', API_MAIN, { PORT: String(port), LOG_LEVEL });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (api.exitCode !== null || api.signalCode !== null) throw new Error('the API died');
      return (await fetch(`${base}/api/health`).catch(() => undefined))?.ok;
    },
    { timeoutMs: 60_000, what: 'the API to answer' },
  );

  const tokens = members.map((id) =>
    jwt.sign({ sub: id, role: 'member', ver: 0, purpose: 'session' }, run.jwtSecret, {
      algorithm: 'HS256',
      expiresIn: SESSION_TTL_SECONDS,
    }),
  );
  const balanceRequest = () => {
    let next = 0;
    return (request) => {
      const i = next++ % MEMBERS;
      request.path = `/api/members/${members[i]}/balance`;
      request.headers = { ...request.headers, authorization: `Bearer ${tokens[i]}` };
      return request;
    };
  };
  const viewRequest = () => {
    let next = 0;
    return (request) => {
      // Member-major order: consecutive requests are different members; a member comes back
      // with its next item only after every other member has had a turn.
      const n = next++;
      const i = n % MEMBERS;
      const item = contents[Math.floor(n / MEMBERS) % contents.length];
      request.method = 'POST';
      request.path = `/api/members/${members[i]}/content-views`;
      request.headers = {
        ...request.headers,
        authorization: `Bearer ${tokens[i]}`,
        'content-type': 'application/json',
      };
      request.body = JSON.stringify({ contentId: item });
      return request;
    };
  };

  // A short warm-up (JIT, connection pools), not counted.
  await cannon(base, 3, balanceRequest());
  const results = {};
  for (const [name, setup] of [
    ['GET balance', balanceRequest],
    ['POST content-views', viewRequest],
  ]) {
    log(`${name}: ${CONNECTIONS} connections for ${SECONDS} s`);
    const meter = await cpuMeter(run, { api: api.pid, autocannon: process.pid });
    const result = await cannon(base, SECONDS, setup());
    results[name] = { result, cpu: await meter.stop() };
  }
  const answered = await fetch(`${base}/api/members/${members[0]}/balance`, {
    headers: { authorization: `Bearer ${tokens[0]}` },
  }).then((res) => res.json());
  if (answered.data?.balance !== 5) throw new Error(`unexpected balance answer ${JSON.stringify(answered)}`);
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM content_views)::int AS views, (SELECT count(*) FROM outbox)::int AS events`,
  );

  console.log('');
  console.log(`API benchmark, ${new Date().toISOString().slice(0, 10)}, ${machine()}`);
  console.log(
    `  one API process (NODE_ENV=production, LOG_LEVEL=${LOG_LEVEL}), ${CONNECTIONS} connections, ${SECONDS} s per call`,
  );
  for (const [name, { result, cpu }] of Object.entries(results)) {
    const codes = Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ');
    console.log(`  ${name}`);
    console.log(`    requests/s     ${Math.round(result.requests.average)} (${result.requests.total} requests)`);
    console.log(
      `    latency        p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(
      `    answers        ${codes}${result.errors ? `; ${result.errors} errors` : ''}${result.timeouts ? `; ${result.timeouts} timeouts` : ''}`,
    );
    console.log(`    cpu            ${formatCpu(cpu)}`);
  }
  console.log(`  views counted    ${rows[0].views} (outbox events ${rows[0].events})`);
  const balance = results['GET balance'].result;
  const met = balance.requests.average >= 3000 && balance.latency.p99 < 50;
  console.log(`  target           GET balance >= 3000 req/s with p99 < 50 ms: ${met ? 'met' : 'MISSED'}`);
  console.log('');
});

function cannon(url, seconds, setupRequest) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, requests: [{ setupRequest }], timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}
