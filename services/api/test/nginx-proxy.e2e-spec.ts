import { parseConfig } from '@earnwave/config';
import { MSG, uploadTooLarge } from '@earnwave/contracts';
import { createDataSource } from '@earnwave/db';
import {
  buyCredits,
  createTestDatabase,
  freeMember,
  MailSink,
  media,
  PlatformAt,
  type StreamedUploadAnswer,
  streamUpload,
  type TestDatabase,
  type TestSocket,
  TestSockets,
  tinyPng,
  uniqueEmail,
  waitFor,
} from '@earnwave/testing';
import { readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { NginxProxy, PROXY_CONF } from './support/nginx';
import { freshUploadDir } from './support/platform';
import {
  type ChildService,
  freePort,
  platformEnv,
  REPO_ROOT,
  runCli,
  startApiProcess,
  startWorkerProcess,
  type ServiceEnv,
} from './support/processes';
import { dropRunKeys } from './support/redis-keys';

const MB = 1024 * 1024;
/** The API's limit for images here: a file over nginx's default 1 MB that the API still refuses. */
const IMAGE_LIMIT_MB = 2;
const WEB_DIST = path.join(REPO_ROOT, 'web/dist');
/** Forgot-password requests a client address may make: a limit counted by the address the API believes. */
const FORGOT_LIMIT = 2;

/**
 * Debian's nginx with the repository's deploy/nginx.conf (the file docker-compose mounts, its
 * upstream pointed at two compiled API processes) in front of the platform: the member client's
 * routes, uploads above nginx's default body limit, client addresses as the APIs see them,
 * socket.io's websocket upgrade, and sticky long-polling across the two APIs.
 */
describe('nginx with deploy/nginx.conf in front of two APIs', () => {
  let database: TestDatabase;
  let db: DataSource;
  let mail: MailSink;
  let env: ServiceEnv;
  let uploads: string;
  let proxy: NginxProxy;
  let site: PlatformAt;
  const apiUrls: string[] = [];
  const children: ChildService[] = [];
  const sockets = new TestSockets();

  beforeAll(async () => {
    [database, mail] = await Promise.all([createTestDatabase(), new MailSink().start()]);
    db = await createDataSource(database.url, 2).initialize();
    uploads = freshUploadDir();
    env = platformEnv('nginx', database.url, mail.url, {
      UPLOAD_DIR: uploads,
      UPLOAD_MAX_IMAGE_MB: String(IMAGE_LIMIT_MB),
      RATE_LIMIT_FORGOT_PASSWORD: `${FORGOT_LIMIT}/900`,
      // As docker-compose runs them: the proxy is the one hop in front.
      TRUST_PROXY: '1',
    });
    const seeded = await runCli(['seed'], env);
    if (seeded.code !== 0) throw new Error(`the seed failed:\n${seeded.output}`);
    const ports = [await freePort(), await freePort()];
    const started = await Promise.allSettled(ports.map((port) => startApiProcess(env, port)));
    for (const start of started) if (start.status === 'fulfilled') children.push(start.value);
    for (const start of started) if (start.status === 'rejected') throw start.reason;
    apiUrls.push(...ports.map((port) => `http://127.0.0.1:${port}`));
    // The worker settles the credits whose balances the sockets below receive.
    children.push(startWorkerProcess(env));
    proxy = await NginxProxy.start(ports);
    site = new PlatformAt(proxy.url, parseConfig({ ...env, NODE_ENV: 'test' }), mail, db);
  }, 180_000);

  afterAll(async () => {
    sockets.closeAll();
    await proxy?.stop();
    await Promise.all(children.map((child) => child.stop('SIGKILL')));
    await db?.destroy();
    await database?.drop();
    await mail?.stop();
    if (env) await dropRunKeys(env.REDIS_URL, env.QUEUE_PREFIX);
    if (uploads) rmSync(uploads, { recursive: true, force: true });
  });

  afterEach(() => sockets.closeAll());

  const balanceUpdate = (socket: TestSocket, balance: number) =>
    socket.next<{ balance: number }>('balance', (update) => update.balance === balance);

  describe("the member client's routes", () => {
    const index = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
    const page = (url: string) => site.http.get(url).set('accept', 'text/html,application/xhtml+xml');

    it.each(['/', '/dashboard/wallet'])(
      'answers %s with the client’s index.html, revalidated on every visit',
      async (url) => {
        const res = await page(url).expect(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.text).toBe(index);
      },
    );

    it('serves the script index.html loads, cached for a year under its hashed name', async () => {
      const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)">/.exec(index)?.[1];
      expect(script).toBeDefined();
      const res = await site.http.get(script!).expect(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.text).toBe(readFileSync(path.join(WEB_DIST, script!), 'utf8'));
    });

    it("passes /api to the APIs: their answers, not the client's page", async () => {
      const health = await site.http.get('/api/health').expect(200);
      expect(health.body).toMatchObject({ success: true });
      const unknown = await page('/api/no-such-route').expect(404);
      expect(unknown.body).toMatchObject({ success: false });
    });
  });

  describe('uploads', () => {
    it('takes a 3 MB video, three times nginx’s default body limit, and serves it back whole', async () => {
      const member = await freeMember(site);
      const res = await streamUpload(proxy.url, member, { head: media.mp4(), size: 3 * MB });
      expect(res).toMatchObject({ status: 201, body: { data: { formatType: 'mp4' } } });
      const served = await site.http.get(`/${(res as StreamedUploadAnswer).body.data?.relativePath}`).expect(200);
      expect(served.body.length).toBe(3 * MB);
    });

    it("passes the API's refusal of an image over its limit in the API's envelope", async () => {
      const member = await freeMember(site);
      const msg = uploadTooLarge('image', IMAGE_LIMIT_MB);
      const res = await streamUpload(proxy.url, member, { head: tinyPng(3), size: IMAGE_LIMIT_MB * MB + 1 });
      expect(res).toEqual({ status: 413, body: { success: false, message: msg, errors: [{ param: 'file', msg }] } });
    });

    it("refuses a body over the proxy's own limit in the API's envelope, not nginx's page", async () => {
      const limitMb = Number(/client_max_body_size (\d+)m;/.exec(readFileSync(PROXY_CONF, 'utf8'))?.[1]);
      expect(limitMb).toBeGreaterThan(1);
      // nginx judges the declared length: the body need not be sent.
      const res = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const req = httpRequest(`${proxy.url}/api/uploads`, {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': limitMb * MB + 1 },
        });
        req.on('response', (answer) => {
          let body = '';
          answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
          answer.on('end', () =>
            resolve({ status: answer.statusCode ?? 0, type: answer.headers['content-type'] ?? '', body }),
          );
        });
        req.on('error', reject);
        req.flushHeaders();
      });
      expect(res.status).toBe(413);
      expect(res.type).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toEqual({ success: false, message: MSG.payloadTooLarge, errors: [] });
    });
  });

  describe('client addresses', () => {
    /** A forgot-password request through the proxy from a local address of the client's choosing. */
    const forgotFrom = (localAddress: string, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          `${proxy.url}/api/users/forgot-password`,
          { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify({ email: uniqueEmail() }));
      });

    it("counts a limit per client address, the one nginx saw, which a client's own X-Forwarded-For cannot change", async () => {
      for (let i = 0; i < FORGOT_LIMIT; i += 1) expect(await forgotFrom('127.0.4.1')).toBe(200);
      expect(await forgotFrom('127.0.4.1')).toBe(429);
      expect(await forgotFrom('127.0.4.1', { 'x-forwarded-for': '203.0.113.9' })).toBe(429);
      expect(await forgotFrom('127.0.5.1')).toBe(200);
    });
  });

  describe('socket.io', () => {
    /** The API process holding a polling session: only it accepts a no-op packet posted to the session. */
    const holderOf = async (socket: TestSocket) => {
      const sid = socket.socket.io.engine.id;
      const accepted = await Promise.all(
        apiUrls.map(async (url) => {
          const res = await fetch(`${url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
            method: 'POST',
            body: '6',
          });
          return res.ok;
        }),
      );
      expect(accepted.filter(Boolean)).toHaveLength(1);
      return apiUrls[accepted.indexOf(true)];
    };
    const disconnects = (socket: TestSocket) => {
      const reasons: string[] = [];
      socket.socket.on('disconnect', (reason) => reasons.push(reason));
      return reasons;
    };

    it('upgrades to a websocket, as the member client connects, and delivers live balances on it', async () => {
      const member = await freeMember(site);
      const socket = await sockets.open(proxy.url, { token: member.token }).connected();
      expect(socket.socket.io.engine.transport.name).toBe('websocket');
      await buyCredits(site, member, 5);
      await balanceUpdate(socket, 5);
    });

    it('keeps each long-polling session on one API: two clients on two APIs, each on its own throughout', async () => {
      const members = await Promise.all([freeMember(site), freeMember(site)]);
      // ip_hash keys on an address's first three octets: these two differ there.
      const polling = await Promise.all(
        members.map((member, i) =>
          sockets
            .open(proxy.url, { token: member.token, transports: ['polling'], localAddress: `127.0.${i + 1}.1` })
            .connected(),
        ),
      );
      const reasons = polling.map(disconnects);
      const sessions = polling.map((socket) => socket.socket.io.engine.id);
      const holders = await Promise.all(polling.map(holderOf));
      expect(new Set(holders).size).toBe(2);

      // Each balance arrives over a series of polls, each of which reached the session's API.
      for (const [i, member] of members.entries()) await buyCredits(site, member, 7 + i);
      await Promise.all(polling.map((socket, i) => balanceUpdate(socket, 7 + i)));
      expect(polling.map((socket) => socket.socket.io.engine.id)).toEqual(sessions);
      expect(await Promise.all(polling.map(holderOf))).toEqual(holders);
      expect(reasons).toEqual([[], []]);
    });

    it('upgrades a long-polling session to a websocket on the API that holds it', async () => {
      const member = await freeMember(site);
      const socket = await sockets
        .open(proxy.url, { token: member.token, transports: ['polling', 'websocket'], localAddress: '127.0.3.1' })
        .connected();
      const reasons = disconnects(socket);
      const session = socket.socket.io.engine.id;
      await waitFor(() => socket.socket.io.engine.transport.name === 'websocket', {
        what: 'the upgrade to a websocket',
      });
      await buyCredits(site, member, 4);
      await balanceUpdate(socket, 4);
      expect(socket.socket.io.engine.id).toBe(session);
      expect(reasons).toEqual([]);
    });
  });
});
