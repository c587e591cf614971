// Whether a Redis answers: asked by `npm start` (scripts/launch.mjs), the test run's setup and the
// fault tests before they start one of their own. Plain ESM so that all of them share it.
import Redis from 'ioredis';

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
