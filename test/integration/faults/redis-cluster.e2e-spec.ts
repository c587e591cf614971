import {
  bearer,
  buyCredits,
  freeMember,
  signUp,
  TestSocket,
  uniqueEmail,
  waitFor,
  waitForBalance,
} from '@earnwave/testing';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestPlatform } from '../../../services/api/test/support/platform';
import { freePort, startRedisServer, type ChildService } from '../../../services/api/test/support/processes';

/**
 * The platform on a real Redis Cluster of three masters (REDIS_CLUSTER_NODES): queues under their
 * hash tag (a BullMQ script touching keys of two slots would fail with CROSSSLOT), the socket.io
 * adapter and the worker's emitter over the cluster's pub/sub, rate limits and health through it.
 */
describe('on a Redis Cluster', () => {
  let folder: string;
  let platform: TestPlatform;
  const nodes: ChildService[] = [];

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'earnwave-cluster-'));
    const ports = [await freePort(), await freePort(), await freePort()];
    for (const port of ports) {
      const config = join(folder, `nodes-${port}.conf`);
      nodes.push(await startRedisServer(port, ['--cluster-enabled', 'yes', '--cluster-config-file', config]));
    }
    const addresses = ports.map((port) => `127.0.0.1:${port}`);
    execFileSync('redis-cli', ['--cluster', 'create', ...addresses, '--cluster-replicas', '0', '--cluster-yes'], {
      stdio: 'ignore',
    });
    const clusterState = () =>
      execFileSync('redis-cli', ['-p', String(ports[0]), 'cluster', 'info'], { encoding: 'utf8' });
    await waitFor(() => clusterState().includes('cluster_state:ok'), { what: 'the cluster to be ready' });
    platform = await TestPlatform.start({
      env: { REDIS_URL: `redis://${addresses[0]}`, REDIS_CLUSTER_NODES: addresses.join(',') },
      rateLimits: { forgotPassword: { points: 2, durationSeconds: 900 } },
    });
    await platform.app.listen(0, '127.0.0.1');
  }, 90_000);

  afterAll(async () => {
    await platform?.stop();
    await Promise.all(nodes.map((node) => node.stop('SIGKILL')));
    if (folder) rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it('runs the queues, live balances, rate limits and health through the cluster', async () => {
    const { port } = platform.app.getHttpServer().address() as { port: number };
    expect((await platform.http.get('/api/health').expect(200)).body.data).toEqual({ database: 'up', redis: 'up' });

    // Mail and the free membership's activation go through BullMQ on the cluster.
    const payer = await freeMember(platform);
    await buyCredits(platform, payer, 10);
    const receiver = await signUp(platform);
    const socket = new TestSocket(`http://127.0.0.1:${port}`, { token: receiver.token });
    try {
      await socket.connected();
      // Settled by the worker, pushed through the cluster's pub/sub to the socket.
      await platform.http
        .post('/api/members/send-gift')
        .set(bearer(payer))
        .send({ receiverId: receiver.id, sendGiftAmount: 4 })
        .expect(201);
      expect(await socket.next('balance')).toEqual({ balance: 4 });
      await waitForBalance(platform, receiver, 4);
    } finally {
      socket.close();
    }

    const forgot = () => platform.http.post('/api/users/forgot-password').send({ email: uniqueEmail() });
    await forgot().expect(200);
    await forgot().expect(200);
    await forgot().expect(429);
  });
});
