import { parseConfig, type AppConfig } from '@earnwave/config';
import { MAINTENANCE_JOBS, QUEUES, queueKeyPrefix, type ChatMessageView } from '@earnwave/contracts';
import { createDataSource } from '@earnwave/db';
import { memberAvailable, PLATFORM } from '@earnwave/domain';
import {
  type Account,
  bearer,
  buyCredits,
  catalogue,
  chatBetween,
  createPost,
  createTask,
  createTestDatabase,
  freeMember,
  fundedAdvertiser,
  logInAdmin,
  MailSink,
  newTxid,
  paidMember,
  perform,
  PlatformAt,
  receivedProofs,
  sendMessage,
  type TestDatabase,
  TestSocket,
  TestSockets,
  uniqueEmail,
  waitFor,
  waitForBalance,
  tronAddress,
} from '@earnwave/testing';
import { Queue } from 'bullmq';
import { rmSync } from 'node:fs';
import type { DataSource } from 'typeorm';
import { dropRunKeys } from '../../../services/api/test/support/redis-keys';
import { freshUploadDir } from '../../../services/api/test/support/platform';
import {
  freePort,
  platformEnv,
  runCli,
  startApiProcess,
  startWorkerProcess,
  type ChildService,
  type ServiceEnv,
} from '../../../services/api/test/support/processes';

/** The limit counted across both APIs: forgot-password requests per client address. */
const SHARED_LIMIT = 4;
const BURST_GIFTS = 40;

/** One API process, as the test kit's helpers call a platform: its own address, the shared rest. */
class ApiReplica extends PlatformAt {
  constructor(
    readonly name: string,
    readonly process: ChildService,
    url: string,
    config: AppConfig,
    mail: MailSink,
    db: DataSource,
  ) {
    super(url, config, mail, db);
  }
}

/**
 * The platform scaled out: two API processes and two worker processes (the compiled
 * services/*\/dist/main.js) on one PostgreSQL database and one Redis prefix, members' requests
 * spread across both APIs. Money settles exactly once, rate limits and sockets span the replicas,
 * the scheduled jobs run once, and killing an API and a worker mid-run loses nothing.
 */
describe('two APIs and two workers', () => {
  let database: TestDatabase;
  let db: DataSource;
  let mail: MailSink;
  let env: ServiceEnv;
  let uploads: string;
  let maintenance: Queue;
  let a: ApiReplica;
  let b: ApiReplica;
  const apis: ChildService[] = [];
  const workers: ChildService[] = [];
  const workersLog = () => workers.map((worker, i) => `--- worker ${i + 1} ---\n${worker.log}`).join('\n');
  const sockets = new TestSockets();

  beforeAll(async () => {
    [database, mail] = await Promise.all([createTestDatabase(), new MailSink().start()]);
    db = await createDataSource(database.url, 4).initialize();
    uploads = freshUploadDir();
    env = platformEnv('replicas', database.url, mail.url, {
      RATE_LIMIT_FORGOT_PASSWORD: `${SHARED_LIMIT}/900`,
      // The storage port's local disk, shared by both APIs as a volume would be.
      UPLOAD_DIR: uploads,
    });
    const seeded = await runCli(['seed'], env);
    if (seeded.code !== 0) throw new Error(`the seed failed:\n${seeded.output}`);
    const config = parseConfig({ ...env, NODE_ENV: 'test' });
    const [portA, portB] = [await freePort(), await freePort()];
    const started = await Promise.allSettled([startApiProcess(env, portA), startApiProcess(env, portB)]);
    const [apiA, apiB] = started.map((start) => (start.status === 'fulfilled' ? start.value : undefined));
    apis.push(...[apiA, apiB].filter((api) => api !== undefined));
    for (const start of started) if (start.status === 'rejected') throw start.reason;
    workers.push(startWorkerProcess(env), startWorkerProcess(env));
    a = new ApiReplica('API 1', apiA!, `http://127.0.0.1:${portA}`, config, mail, db);
    b = new ApiReplica('API 2', apiB!, `http://127.0.0.1:${portB}`, config, mail, db);
    maintenance = new Queue(QUEUES.maintenance, {
      connection: { url: env.REDIS_URL },
      prefix: queueKeyPrefix(env.QUEUE_PREFIX),
    });
    // Both workers are taking jobs (their BullMQ connections are named after the queue).
    await waitFor(async () => (await maintenance.getWorkersCount()) === 2 || workers.some((w) => !w.running), {
      timeoutMs: 60_000,
      what: 'both worker processes to take jobs',
    });
    if (workers.some((worker) => !worker.running)) throw new Error(`a worker did not start:\n${workersLog()}`);
  }, 180_000);

  afterAll(async () => {
    sockets.closeAll();
    await maintenance?.close();
    await Promise.all([...apis, ...workers].map((child) => child.stop('SIGKILL')));
    await db?.destroy();
    await database?.drop();
    await mail?.stop();
    if (env) await dropRunKeys(env.REDIS_URL, env.QUEUE_PREFIX);
    if (uploads) rmSync(uploads, { recursive: true, force: true });
  });

  const socketOn = (api: ApiReplica, who: Account) => sockets.open(api.url, { token: who.token }).connected();
  const balanceUpdate = (socket: TestSocket, balance: number) =>
    socket.next<{ balance: number }>('balance', (update) => update.balance === balance);
  const gift = (api: ApiReplica, from: Account, to: Account, credits: number) =>
    api.http.post('/api/members/send-gift').set(bearer(from)).send({ receiverId: to.id, sendGiftAmount: credits });
  const unprocessedEvents = async () =>
    (await db.query(`SELECT count(*)::int AS n FROM outbox WHERE processed_at IS NULL`))[0].n as number;
  const ledgerBalance = async (account: string) =>
    BigInt((await db.query(`SELECT balance::text FROM ledger_accounts WHERE id = $1`, [account]))[0]?.balance ?? 0);

  it('settles every event once, shares limits and sockets, and loses nothing when an API and a worker die', async () => {
    // The every-minute sweeper shows that scheduled jobs run once when a minute has turned with both
    // workers running: waited for while the members below make their requests, not after them.
    const sweeps = async () =>
      (await maintenance.getJobs(['completed', 'active'])).filter(
        (job) => job.name === MAINTENANCE_JOBS.outboxRedelivery.name,
      );
    const swept = waitFor(async () => (await sweeps()).length > 0, {
      timeoutMs: 70_000,
      intervalMs: 500,
      what: 'a run of the outbox sweeper',
    });
    swept.catch(() => undefined); // awaited below; not an unhandled rejection if the test fails first
    const admin = await logInAdmin(a);
    const [m0, m1, m2, m3, receiver, patron] = await Promise.all([
      ...[a, b, a, b, a].map((api) => freeMember(api)),
      // A paid level: free members may spend only a few credits, the burst below spends more.
      paidMember(b, 'silver', 100),
    ]);

    // A limit counted across both APIs: the requests alternate, the count is one.
    const forgot = (api: ApiReplica) => api.http.post('/api/users/forgot-password').send({ email: uniqueEmail() });
    for (let i = 0; i < SHARED_LIMIT; i += 1) await forgot(i % 2 ? b : a).expect(200);
    await forgot(a).expect(429);
    await forgot(b).expect(429);

    // Sockets on either API; every balance below is settled by one of the two workers.
    const [m0OnA, m0OnB, m1OnB, m2OnA] = await Promise.all([
      socketOn(a, m0),
      socketOn(b, m0),
      socketOn(b, m1),
      socketOn(a, m2),
    ]);

    // Administrator decisions, each request and approval on its own API.
    await buyCredits(b, m0, 40);
    await buyCredits(a, m1, 40);
    await buyCredits(a, patron, BURST_GIFTS);

    // Gifts: spent in the request on one API, settled by a worker, pushed to sockets on the other.
    await gift(a, m0, m1, 3).expect(201);
    await balanceUpdate(m1OnB, 43);
    await gift(b, m1, m0, 2).expect(201);
    await Promise.all([balanceUpdate(m0OnA, 39), balanceUpdate(m0OnB, 39)]);

    // A chat message sent through API 1 arrives live on the receiver's socket on API 2.
    const chatId = await chatBetween(a, m0, m1);
    const sent = await sendMessage(a, m0, chatId, 'Hello from the other replica').expect(201);
    expect(await m1OnB.next<ChatMessageView>('message', (message) => message.chatId === chatId)).toMatchObject({
      id: sent.body.data.id,
      message: 'Hello from the other replica',
    });

    // A paid view bought through API 2 of a post created (and its file stored) through API 1.
    const post = await createPost(a, m2, { title: 'Two replicas', costView: 2 });
    await b.http.get(`/api/user-posts/view/${post.id}?confirm=true&costView=2`).set(bearer(m0)).expect(200);
    await m2OnA.next<{ balance: number }>('balance', (update) => update.balance > 0);

    // A task created through API 2, performed through API 1, its proof approved through API 2.
    const { follow } = await catalogue(a, admin);
    const owner = await fundedAdvertiser(b, 10);
    const taskId = await createTask(b, owner, { pricings: [{ taskPricingId: follow.id }], totalCost: 2 });
    await perform(a, m3, taskId, [follow]);
    const [proof] = await receivedProofs(b, owner, taskId);
    await b.http
      .put(`/api/task/update-task-status/${proof.id}`)
      .set(bearer(owner))
      .send({ status: 'APPROVED' })
      .expect(200);
    await waitForBalance(a, m3, 1.5);

    // A withdrawal requested through API 2 and paid out by the administrator through API 1.
    const withdrawal = await b.http
      .post('/api/withdrawal-requests')
      .set(bearer(m1))
      .send({ amount: 4, walletAddress: tronAddress('TQ5pReplicaWallet') })
      .expect(201);
    await a.http
      .post(`/api/admin/withdrawals/${withdrawal.body.data.id}/approve`)
      .set(bearer(admin))
      .send({ txid: newTxid() })
      .expect(200);

    // Content views: handed out by one API, counted by the other once watched for 10 s.
    for (const [member, out, back] of [
      [m2, a, b],
      [m3, b, a],
    ] as const) {
      const items = (await out.http.get(`/api/members/${member.id}/contents?limit=2`).set(bearer(member)).expect(200))
        .body.data as { id: string }[];
      await db.query(`UPDATE content_handouts SET handed_at = now() - interval '11 seconds' WHERE member_id = $1`, [
        member.id,
      ]);
      for (const item of items) {
        await back.http
          .post(`/api/members/${member.id}/content-views`)
          .set(bearer(member))
          .send({ contentId: item.id })
          .expect(201);
      }
    }

    // Scheduled jobs: each scheduler once in Redis, and each of its runs done by one worker only.
    await swept;
    expect((await maintenance.getJobSchedulers()).map((scheduler) => scheduler.key).sort()).toEqual(
      Object.values(MAINTENANCE_JOBS)
        .map((job) => job.name)
        .sort(),
    );
    const minutes = (await sweeps()).map((job) => Math.round((job.timestamp + (job.delay ?? 0)) / 60_000));
    expect(new Set(minutes).size).toBe(minutes.length);

    // Gifts through both APIs; one API and one worker are killed (SIGKILL) in the middle.
    // An answer lost with API 2 is `lost`: its gift may or may not have been committed.
    const answers: Promise<string>[] = [];
    for (let i = 0; i < BURST_GIFTS; i += 1) {
      const api = i % 2 && b.process.running ? b : a;
      answers.push(
        gift(api, patron, receiver, 1).then(
          (res) => (res.status === 201 ? 'sent' : `${res.status} ${JSON.stringify(res.body)}`),
          () => 'lost',
        ),
      );
      if (i === BURST_GIFTS / 2) await Promise.all([b.process.stop('SIGKILL'), workers[1].stop('SIGKILL')]);
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const outcomes = await Promise.all(answers);
    expect(outcomes.filter((outcome) => outcome !== 'sent' && outcome !== 'lost')).toEqual([]);
    const accepted = outcomes.filter((outcome) => outcome === 'sent').length;
    expect(accepted).toBeGreaterThan(BURST_GIFTS / 2);

    // The survivors settle everything: every outbox event processed, clearing back to zero.
    await waitFor(async () => (await unprocessedEvents()) === 0, {
      timeoutMs: 90_000,
      intervalMs: 500,
      what: 'every outbox event processed by the surviving worker',
    }).catch(async (error: Error) => {
      throw new Error(`${error.message}; ${await unprocessedEvents()} left\n${workersLog()}`);
    });
    expect(await ledgerBalance(PLATFORM.clearing)).toBe(0n);

    // Each gift the payer was charged for (an answer lost with API 2 included) reached the
    // receiver exactly once.
    const [{ charged }] = await db.query(
      `SELECT count(*)::int AS charged FROM outbox WHERE type = 'member-transfer.spent' AND payload ->> 'receiverId' = $1`,
      [receiver.id],
    );
    expect(charged).toBeGreaterThanOrEqual(accepted);
    expect(await ledgerBalance(memberAvailable(receiver.id))).toBe(BigInt(charged) * 1_000_000n);
    await waitForBalance(a, receiver, charged);

    // The operator's check finds nothing: every balance equals its postings, every transaction its source.
    const verified = await runCli(['ledger:verify'], env);
    expect({ code: verified.code, output: verified.output.slice(0, 2000) }).toMatchObject({ code: 0 });
  }, 240_000);
});
