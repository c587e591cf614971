import { redisAnswers } from '../../../../scripts/redis.mjs';
import { freePort } from '../ports';
import { ensureTestServices, stopTestServices } from './test-services';

/** What the jest run's global setup starts when nothing answers (PostgreSQL: see the README's proof run). */
describe('the test run’s own services', () => {
  // The run's own setup has made these answer, one way or the other.
  const running = { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL, REDIS_URL: process.env.REDIS_URL };

  it('starts nothing when PostgreSQL and Redis answer', async () => {
    expect(await ensureTestServices({ ...running })).toEqual({});
  });

  it('starts a redis-server on the port of a REDIS_URL where nothing answers, and stops it', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const started = await ensureTestServices({ ...running, REDIS_URL: url });
    try {
      expect(started.redis).toBeDefined();
      expect(await redisAnswers(url)).toBe(true);
    } finally {
      await stopTestServices(started);
    }
    expect(await redisAnswers(url)).toBe(false);
  });

  it('says in one line how to get one when redis-server cannot run', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    await expect(ensureTestServices({ ...running, REDIS_URL: url, PATH: '/nonexistent' })).rejects.toThrow(
      `nothing answers at REDIS_URL=${url} and redis-server could not run (spawn redis-server ENOENT): install it (apt-get install redis-server) or point REDIS_URL at a running Redis`,
    );
  });

  it('starts nothing on another machine: it says so', async () => {
    await expect(ensureTestServices({ ...running, REDIS_URL: 'redis://redis.invalid:6379' })).rejects.toThrow(
      'nothing answers at REDIS_URL=redis://redis.invalid:6379, and a test run only starts its own on this machine',
    );
  });
});
