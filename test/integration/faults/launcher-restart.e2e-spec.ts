import { parseConfig } from '@earnwave/config';
import { createDataSource } from '@earnwave/db';
import { memberAvailable, PLATFORM } from '@earnwave/domain';
import {
  bearer,
  buyCredits,
  createTestDatabase,
  freeMember,
  MailSink,
  paidMember,
  waitFor,
  type PlatformClient,
  type TestDatabase,
} from '@earnwave/testing';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { dropRunKeys } from '../../../services/api/test/support/redis-keys';
import {
  ChildService,
  freePort,
  platformEnv,
  runCli,
  type ServiceEnv,
} from '../../../services/api/test/support/processes';

const GIFTS = 30;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * `npm start` on one small server: the launcher (scripts/launch.mjs, what `npm start` runs, here on
 * the built services with --no-build) against the test's PostgreSQL, Redis and mail. The worker is
 * SIGKILLed in the middle of a burst of gifts, as the kernel's out-of-memory killer would: the API
 * keeps answering, the launcher starts the worker again, every gift is settled once, and Ctrl-C
 * still stops everything.
 */
describe('the launcher keeps the platform up when the worker crashes', () => {
  let database: TestDatabase;
  let db: DataSource;
  let mail: MailSink;
  let env: ServiceEnv;
  let launcher: ChildService;
  let url: string;
  /** The pids the launcher reported for `name`, in order: `worker started (pid 1)`, `worker restarted (pid 2)`. */
  const pids = (name: string) =>
    [...(launcher?.log ?? '').matchAll(new RegExp(`${name} (?:started|restarted) \\(pid (\\d+)\\)`, 'g'))].map((m) =>
      Number(m[1]),
    );

  beforeAll(async () => {
    [database, mail] = await Promise.all([createTestDatabase(), new MailSink().start()]);
    db = await createDataSource(database.url, 2).initialize();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    env = platformEnv('launcher', database.url, mail.url, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      NO_COLOR: '1',
      PORT: String(port),
    });
    launcher = ChildService.start('launch', process.execPath, ['scripts/launch.mjs', '--no-build'], env);
    await waitFor(async () => launcher.log.includes('Earnwave is running') || !launcher.running, {
      timeoutMs: 150_000,
      intervalMs: 250,
      what: 'the launcher to start the platform',
    });
    if (!launcher.running) throw new Error(`the launcher stopped:\n${launcher.log}`);
  }, 180_000);

  afterAll(async () => {
    // Whatever happened, nothing is left running: the launcher's own shutdown first, then by pid.
    if (launcher?.running) await launcher.stop('SIGINT', 20_000);
    for (const pid of [...pids('api'), ...pids('worker')]) if (alive(pid)) process.kill(-pid, 'SIGKILL');
    await db?.destroy();
    await database?.drop();
    await mail?.stop();
    if (env) await dropRunKeys(env.REDIS_URL, env.QUEUE_PREFIX);
  });

  it('restarts the SIGKILLed worker while the API answers, settles every gift once, and stops on Ctrl-C', async () => {
    const platform: PlatformClient = { http: request(url), config: parseConfig(env), mail, db };
    const [patron, receiver] = await Promise.all([paidMember(platform, 'silver', 100), freeMember(platform)]);
    await buyCredits(platform, patron, GIFTS);
    const [worker] = pids('worker');
    expect(worker).toBeGreaterThan(0);

    // The API is asked for its health all along, and members keep sending gifts.
    const health: number[] = [];
    let burstOver = false;
    const probing = (async () => {
      while (!burstOver) {
        health.push(
          await fetch(`${url}/api/health`).then(
            (res) => res.status,
            () => 0,
          ),
        );
        await pause(100);
      }
    })();
    const answers: Promise<number>[] = [];
    for (let i = 0; i < GIFTS; i += 1) {
      const sent = platform.http
        .post('/api/members/send-gift')
        .set(bearer(patron))
        .send({ receiverId: receiver.id, sendGiftAmount: 1 });
      answers.push(
        sent.then(
          (res) => res.status,
          () => 0,
        ),
      );
      if (i === GIFTS / 2) process.kill(worker, 'SIGKILL'); // an out-of-memory kill: no warning, no cleanup
      await pause(30);
    }
    const statuses = await Promise.all(answers);

    // The launcher saw the crash, restarted the worker after its pause, and kept everything else.
    await waitFor(async () => pids('worker').length === 2, { timeoutMs: 30_000, what: 'the worker restarted' });
    const [, restarted] = pids('worker');
    expect(restarted).not.toBe(worker);
    expect(alive(restarted)).toBe(true);
    expect(alive(worker)).toBe(false);
    expect(launcher.log).toContain('worker stopped unexpectedly (SIGKILL); restarting in 1 s');
    expect(launcher.log).not.toContain('shutting everything down');
    expect(launcher.running).toBe(true);
    expect(statuses).toEqual(Array(GIFTS).fill(201));

    // The new worker settles everything: no event left, clearing back to zero, each gift once.
    const unprocessed = async () =>
      (await db.query(`SELECT count(*)::int AS n FROM outbox WHERE processed_at IS NULL`))[0].n as number;
    await waitFor(async () => (await unprocessed()) === 0, {
      timeoutMs: 120_000,
      intervalMs: 500,
      what: 'every outbox event processed by the restarted worker',
    }).catch(async (error: Error) => {
      throw new Error(`${error.message}; ${await unprocessed()} left\n${launcher.log}`);
    });
    burstOver = true;
    await probing;
    expect(health.length).toBeGreaterThan(10);
    expect(health.filter((status) => status !== 200)).toEqual([]);
    const balance = async (account: string) =>
      BigInt((await db.query(`SELECT balance::text FROM ledger_accounts WHERE id = $1`, [account]))[0]?.balance ?? 0);
    expect(await balance(PLATFORM.clearing)).toBe(0n);
    expect(await balance(memberAvailable(receiver.id))).toBe(BigInt(GIFTS) * 1_000_000n);
    const verified = await runCli(['ledger:verify'], env);
    expect({ code: verified.code, output: verified.output.slice(0, 2000) }).toMatchObject({ code: 0 });

    // Ctrl-C: the launcher stops the API and the worker and exits cleanly.
    const [api] = pids('api');
    await launcher.stop('SIGINT', 30_000);
    expect(await launcher.exited).toEqual({ code: 0, signal: null });
    expect([alive(api), alive(restarted)]).toEqual([false, false]);
  }, 300_000);
});
