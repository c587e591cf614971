// Whether a Redis answers, and how to run a throw-away one: shared by `npm start` (scripts/launch.mjs),
// the test run's setup and the fault tests. Plain ESM so that all of them share it.
import Redis from 'ioredis';

/**
 * The options of a redis-server that `npm start` or a test run starts for itself: on `port`, this
 * machine only, and without persistence (it holds nothing money depends on; a restart starts empty).
 */
export function throwAwayRedisArgs(port) {
  return ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
}

/** True when a Redis answers PING at `url` within a second or two; a refused connection is "no". */
export async function redisAnswers(url) {
  const options = { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null };
  const redis = new Redis(url, { ...options, enableOfflineQueue: false });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
