#!/usr/bin/env node
// `npm run bench:spends`: accepted spends per second of one API process (autocannon), with the
// worker settling behind it:
//   POST /api/members/send-gift           (a spend: membership, balance lock, ledger, outbox)
//   POST /api/members/{id}/content-views  (membership, week lock, the view, outbox)
// Gifts come from SENDERS distinct members (a paid silver membership, 100,000 credits each), one
// connection after another round the senders, each gift 1 credit (the least) to another member, each with
// an Idempotency-Key of its own, as the clients send it. After the run the script waits until the
// worker settled every gift and checks that no balance went below zero and clearing is empty.
// Views are as in `bench:api`: a different member and item per request, hand-outs a minute old.
//
//   npm run bench:spends -- [--seconds 10] [--connections 50] [--senders 50] [--members 2000] [--no-build]
import { randomUUID } from 'node:crypto';
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
  waitFor,
  WORKER_MAIN,
} from './common.mjs';

const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 50);
const SENDERS = option('senders', 50);
const MEMBERS = option('members', 2000);
const LOG_LEVEL = option('log-level', 'info');
const GIFT = 1;
const SENDER_CREDITS = 100_000;

await bench('spends', async (run) => {
  run.cli('migrate');
  run.cli('seed');
  const db = run.db();

  const members = await insertMembers(db, MEMBERS);
  const senders = members.slice(0, SENDERS);
  // Senders pay for silver (no free send limit); the others take bronze free, as most members do.
  await db.query(
    `INSERT INTO member_subscriptions (id, member_id, level, method, receipt, amount, status, started_at, ended_at, decided_at)
     SELECT gen_random_uuid(), id, level, method, CASE WHEN method = 'card' THEN 'bench-' || id ELSE 'FREE' END, CASE WHEN method = 'card' THEN 100000000 ELSE 0 END, 'active', now() - interval '1 day',
            now() + interval '29 days', now() - interval '1 day'
     FROM unnest($1::uuid[]) WITH ORDINALITY AS m (id, n)
     CROSS JOIN LATERAL (SELECT CASE WHEN n <= $2 THEN 'silver' ELSE 'bronze' END AS level,
                                CASE WHEN n <= $2 THEN 'card' ELSE 'free' END AS method) AS how`,
    [members, SENDERS],
  );
  // The senders' credits, bought the way the ledger records it: deposits -> member.
  const micro = String(SENDER_CREDITS * 1_000_000);
  await db.query(
    `INSERT INTO ledger_accounts (id, member_id, balance) SELECT 'member:' || id || ':available', id, $2
     FROM unnest($1::uuid[]) AS id`,
    [senders, micro],
  );
  await db.query(
    `INSERT INTO ledger_accounts (id, balance, may_go_negative) VALUES ('platform:deposits', $1, true)
     ON CONFLICT (id) DO UPDATE SET balance = ledger_accounts.balance + EXCLUDED.balance`,
    [String(-BigInt(micro) * BigInt(SENDERS))],
  );
  await db.query(
    `WITH tx AS (
       INSERT INTO ledger_transactions (id, type, idempotency_key, member_id)
       SELECT gen_random_uuid(), 'credit_purchase', 'bench:' || id, id FROM unnest($1::uuid[]) AS id
       RETURNING id, member_id)
     INSERT INTO ledger_postings (transaction_id, account_id, type, amount)
     SELECT tx.id, p.account, 'credit_purchase', p.amount FROM tx
     CROSS JOIN LATERAL (VALUES ('platform:deposits', -$2::bigint), ('member:' || tx.member_id || ':available', $2::bigint)) AS p (account, amount)`,
    [senders, micro],
  );
  const contents = (await db.query(`SELECT id FROM contents WHERE enabled ORDER BY id`)).rows.map((row) => row.id);
  await db.query(
    `INSERT INTO content_handouts (member_id, content_id, handed_at)
     SELECT m, c, now() - interval '1 minute' FROM unnest($1::uuid[]) AS m CROSS JOIN unnest($2::uuid[]) AS c`,
    [members, contents],
  );
  log(
    `${MEMBERS} members (${SENDERS} senders with ${SENDER_CREDITS} credits), ${contents.length} items handed to each`,
  );

  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const api = run.start('api', API_MAIN, { PORT: String(port), LOG_LEVEL });
  const worker = run.start('worker', WORKER_MAIN);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.ok, {
    timeoutMs: 60_000,
    what: 'the API to answer',
  });
  // A session per member, and its token signed as the API signs it (HS256, the session's `sid`).
  const sessions = members.map(() => randomUUID());
  await db.query(`INSERT INTO sessions (id, user_id) SELECT * FROM unnest($1::uuid[], $2::uuid[])`, [
    sessions,
    members,
  ]);
  const tokens = members.map((id, i) =>
    jwt.sign({ sub: id, role: 'member', ver: 0, sid: sessions[i], purpose: 'session' }, run.jwtSecret, {
      algorithm: 'HS256',
      expiresIn: 3600,
    }),
  );
  const post = (request, i, path, body) => {
    request.method = 'POST';
    request.path = path;
    request.headers = {
      ...request.headers,
      authorization: `Bearer ${tokens[i]}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    };
    request.body = JSON.stringify(body);
    return request;
  };
  const giftRequest = () => {
    let next = 0;
    return (request) => {
      const n = next++;
      const i = n % SENDERS;
      const receiver = SENDERS + ((n * 7919) % (MEMBERS - SENDERS));
      return post(request, i, '/api/members/send-gift', { receiverId: members[receiver], sendGiftAmount: GIFT });
    };
  };
  const viewRequest = () => {
    let next = 0;
    return (request) => {
      const n = next++;
      const i = n % MEMBERS;
      const item = contents[Math.floor(n / MEMBERS) % contents.length];
      return post(request, i, `/api/members/${members[i]}/content-views`, { contentId: item });
    };
  };

  const results = {};
  for (const [name, setup] of [
    ['POST send-gift', giftRequest],
    ['POST content-views', viewRequest],
  ]) {
    if (!flag(name)) continue;
    log(`${name}: ${CONNECTIONS} connections for ${SECONDS} s`);
    const meter = await cpuMeter(run, { api: api.pid, worker: worker.pid, autocannon: process.pid });
    const result = await cannon(base, SECONDS, setup());
    results[name] = { result, cpu: await meter.stop() };
  }

  const gifts = async () =>
    (
      await db.query(
        `SELECT (SELECT count(*) FROM gifts)::int AS sent,
                (SELECT count(*) FROM ledger_transactions WHERE type = 'gift_received')::int AS settled,
                (SELECT coalesce(sum(amount), 0) FROM ledger_postings WHERE account_id = 'platform:clearing')::text AS clearing,
                (SELECT count(*) FROM ledger_accounts WHERE balance < 0 AND NOT may_go_negative)::int AS negative`,
      )
    ).rows[0];
  const settling = performance.now();
  await waitFor(
    async () => {
      const { sent, settled, clearing } = await gifts();
      return sent === settled && clearing === '0';
    },
    { timeoutMs: 120_000, intervalMs: 200, what: 'the worker to settle every gift' },
  );
  const settledAfter = (performance.now() - settling) / 1000;
  const totals = await gifts();
  if (totals.negative) throw new Error(`${totals.negative} balances below zero`);
  const { rows } = await db.query(`SELECT count(*)::int AS views FROM content_views`);

  console.log('');
  console.log(`Spends benchmark, ${new Date().toISOString().slice(0, 10)}, ${machine()}`);
  console.log(
    `  one API process and one worker (NODE_ENV=production, LOG_LEVEL=${LOG_LEVEL}), ${CONNECTIONS} connections, ${SECONDS} s per call`,
  );
  for (const [name, { result, cpu }] of Object.entries(results)) {
    const codes = Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ');
    const accepted = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => code.startsWith('2'))
      .reduce((sum, [, { count }]) => sum + count, 0);
    const cpuSecondsAll = Object.values(cpu.used).reduce((a, b) => a + b, 0);
    console.log(`  ${name}`);
    console.log(`    accepted/s     ${Math.round(accepted / SECONDS)} (${result.requests.total} requests)`);
    console.log(
      `    latency        p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(
      `    answers        ${codes}${result.errors ? `; ${result.errors} errors` : ''}${result.timeouts ? `; ${result.timeouts} timeouts` : ''}`,
    );
    console.log(`    cpu            ${formatCpu(cpu)}`);
    console.log(
      `    cpu/request    ${accepted ? ((cpuSecondsAll * 1000) / accepted).toFixed(2) : '-'} ms (api ${accepted ? ((cpu.used.api * 1000) / accepted).toFixed(2) : '-'} ms, postgres ${accepted ? ((cpu.used.postgres * 1000) / accepted).toFixed(2) : '-'} ms)`,
    );
  }
  console.log(
    `  gifts            ${totals.sent} sent, ${totals.settled} settled (${settledAfter.toFixed(1)} s after the run), clearing ${totals.clearing}, negative balances ${totals.negative}`,
  );
  console.log(`  views counted    ${rows[0].views}`);
  console.log('');
});

/** `--only gift` or `--only views` runs one call; both run by default. */
function flag(name) {
  const only = option('only', '');
  return !only || name.includes(only);
}

function cannon(url, seconds, setupRequest) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, requests: [{ setupRequest }], timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}
