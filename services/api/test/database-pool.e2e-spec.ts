import { MSG } from '@earnwave/contracts';
import { bearer, logInAdmin } from '@earnwave/testing';
import { Writable } from 'node:stream';
import type { QueryRunner } from 'typeorm';
import { TestPlatform } from './support/platform';

/** The pool's wait in this file: short, so that a starved request answers within the test's time. */
const WAIT_MS = 500;

describe('a starved database pool', () => {
  let platform: TestPlatform;
  const lines: string[] = [];
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  beforeAll(
    async () =>
      (platform = await TestPlatform.start({
        // The worker would set the process's Nest logger to its own (silent) one: the API logs alone here.
        worker: false,
        env: { DATABASE_POOL_SIZE: '1', DATABASE_POOL_WAIT_MS: String(WAIT_MS), LOG_LEVEL: 'error' },
        logs,
      })),
  );
  afterAll(() => platform.stop());

  /** Takes the pool's one connection, as a request stuck in a transaction would, until released. */
  async function holdTheOnlyConnection(): Promise<QueryRunner> {
    const runner = platform.db.createQueryRunner();
    await runner.connect();
    return runner;
  }

  it('answers 503 in the error shape with Retry-After, and logs it, instead of holding the request for ever', async () => {
    const admin = await logInAdmin(platform);
    const held = await holdTheOnlyConnection();
    try {
      const startedAt = Date.now();
      const res = await platform.http.get(`/api/members/${admin.id}`).set(bearer(admin));
      expect({ status: res.status, retryAfter: res.headers['retry-after'], body: res.body }).toEqual({
        status: 503,
        retryAfter: '1',
        body: { success: false, message: MSG.busy, errors: [{ param: 'general', msg: MSG.busy }] },
      });
      // It waited the pool's wait, not for ever: well under the 30 s a browser journey gives up after.
      expect(Date.now() - startedAt).toBeLessThan(WAIT_MS + 5_000);
      const logged = lines
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.msg?.includes('no database connection'));
      expect(logged).toEqual([
        expect.objectContaining({ err: expect.objectContaining({ message: expect.any(String) }) }),
      ]);
    } finally {
      await held.release();
    }
    // The connection back in the pool, the same call answers.
    await platform.http.get(`/api/members/${admin.id}`).set(bearer(admin)).expect(200);
  });
});
