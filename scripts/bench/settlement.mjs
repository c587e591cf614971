#!/usr/bin/env node
// `npm run bench:settlement`: how fast one worker process settles content-view rewards, end to
// end (outbox row -> relay -> BullMQ -> batched settlement -> ledger), and with what latency.
//
// Feeds `content-view.counted` events into the outbox at a steady rate, in small batches (what
// the API's transactions would write), waits until every one is settled, then prints the
// throughput and the latency from command to ledger: outbox.created_at (the request's commit,
// give or take) to ledger_transactions.created_at, matched through `content_view:{viewId}`.
//
//   npm run bench:settlement -- [--rate 4000] [--seconds 10] [--members 2000] [--tick 50] [--no-build]
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import {
  bench,
  cpuMeter,
  formatCpu,
  insertMembers,
  log,
  machine,
  ms,
  option,
  waitFor,
  WORKER_MAIN,
} from './common.mjs';

const RATE = option('rate', 4000); // events per second offered
const SECONDS = option('seconds', 10);
const MEMBERS = option('members', 2000);
const TICK_MS = option('tick', 50); // one outbox INSERT per tick, like a stream of API commits

/** Monday 00:00 UTC of this week, as the API computes it (libs/domain weekStart). */
function weekStart(at = new Date()) {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return new Date(day - ((new Date(day).getUTCDay() + 6) % 7) * 86_400_000).toISOString();
}

await bench('settlement', async (run) => {
  run.cli('migrate');
  run.cli('seed');
  const db = run.db();

  const members = await insertMembers(db, MEMBERS);
  log(`${MEMBERS} members`);

  const worker = run.start('worker', WORKER_MAIN);
  // The worker is up when its relay has drained a first probe event into BullMQ.
  await insertEvents(db, [members[0]], 1, 0, 'probe');
  await waitFor(async () => (await settledCount(db)) === 1, { timeoutMs: 60_000, what: 'the worker to start' });
  if (worker.exitCode !== null) throw new Error('the worker died');

  const total = RATE * SECONDS;
  const perTick = Math.max(1, Math.round((RATE * TICK_MS) / 1000));
  log(`feeding ${total} events at ${RATE}/s (${perTick} every ${TICK_MS} ms) for ${SECONDS} s to one worker`);
  const meter = await cpuMeter(run, { worker: worker.pid, feeder: process.pid });
  const feedStart = performance.now();
  let fed = 0;
  let behind = 0;
  for (let tick = 0; fed < total; tick++) {
    const due = feedStart + tick * TICK_MS;
    const wait = due - performance.now();
    if (wait > 0) await delay(wait);
    else behind++;
    const count = Math.min(perTick, total - fed);
    await insertEvents(db, members, count, fed);
    fed += count;
  }
  const feedSeconds = (performance.now() - feedStart) / 1000;
  log(
    `fed ${fed} events in ${feedSeconds.toFixed(2)} s (${Math.round(fed / feedSeconds)}/s offered; ${behind} late ticks)`,
  );

  await waitFor(
    async () => {
      if (worker.exitCode !== null || worker.signalCode !== null) throw new Error('the worker died');
      return (await settledCount(db)) === total + 1;
    },
    {
      timeoutMs: 300_000,
      intervalMs: 100,
      what: `all ${total} events settled`,
    },
  );
  const cpu = await meter.stop();

  const [figures] = (
    await db.query(
      `WITH pairs AS (
         SELECT o.created_at AS commanded, t.created_at AS settled
         FROM outbox o JOIN ledger_transactions t ON t.idempotency_key = 'content_view:' || (o.payload ->> 'viewId')
         WHERE o.payload ->> 'bench' = 'yes'
       ), latency AS (SELECT extract(epoch FROM settled - commanded) AS s FROM pairs)
       SELECT (SELECT count(*) FROM pairs)::int AS events,
              extract(epoch FROM (SELECT max(settled) - min(commanded) FROM pairs))::float AS elapsed,
              (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY s) FROM latency)::float AS p50,
              (SELECT percentile_cont(0.99) WITHIN GROUP (ORDER BY s) FROM latency)::float AS p99,
              (SELECT max(s) FROM latency)::float AS max,
              -- One settlement transaction stamps all its rows with the same now(): a group.
              (SELECT count(DISTINCT created_at) FROM ledger_transactions WHERE type = 'content_view')::int AS groups`,
    )
  ).rows;
  const { rows: check } = await db.query(
    `SELECT (SELECT count(*) FROM ledger_postings p WHERE p.type = 'content_view')::int AS postings,
            (SELECT count(*) FROM outbox WHERE sent_at IS NULL)::int AS unsent`,
  );
  const rate = figures.events / figures.elapsed;
  console.log('');
  console.log(`Settlement benchmark, ${new Date().toISOString().slice(0, 10)}, ${machine()}`);
  console.log(`  offered          ${RATE} events/s for ${SECONDS} s, ${MEMBERS} members, one worker process`);
  console.log(
    `  events           ${figures.events} (postings ${check[0].postings - 2}, unsent outbox rows ${check[0].unsent})`,
  );
  console.log(`  elapsed          ${figures.elapsed.toFixed(2)} s (first command to last settlement)`);
  console.log(`  settled          ${Math.round(rate)} events/s end to end`);
  console.log(
    `  latency          p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)} (command to ledger)`,
  );
  console.log(
    `  groups           ${figures.groups} settlement transactions, ${(figures.events / figures.groups).toFixed(1)} events each on average`,
  );
  console.log(`  cpu              ${formatCpu(cpu)}`);
  const met = rate >= 3000 && figures.p99 < 1;
  console.log(`  target           >= 3000 events/s with p99 < 1 s: ${met ? 'met' : 'MISSED'}`);
  console.log('');
});

/** Rows exactly as appendOutbox writes them, `count` in one INSERT (one transaction). */
async function insertEvents(db, members, count, offset = 0, tag = 'yes') {
  const week = weekStart();
  const ids = [];
  const payloads = [];
  for (let i = 0; i < count; i++) {
    ids.push(randomUUID());
    payloads.push(
      JSON.stringify({
        viewId: randomUUID(),
        memberId: members[(offset + i) % members.length],
        contentId: randomUUID(),
        reward: '1000',
        weeklyTokenLimit: '1000000000000',
        weekStart: week,
        bench: tag,
      }),
    );
  }
  await db.query(
    `INSERT INTO outbox (id, type, queue, payload)
     SELECT id, 'content-view.counted', 'settlement', payload FROM unnest($1::uuid[], $2::jsonb[]) AS e (id, payload)`,
    [ids, payloads],
  );
}

async function settledCount(db) {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM ledger_transactions WHERE type = 'content_view'`);
  return rows[0].n;
}
