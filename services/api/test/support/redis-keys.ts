import { queueKeyPrefix } from '@earnwave/contracts';
import Redis from 'ioredis';

/** Deletes every key under `prefix` (SCAN MATCH `${prefix}:*`); nothing to do when Redis does not answer. */
export async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
  } catch {
    return; // A test that made Redis unreachable left nothing in it.
  }
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      // One DEL per key: on a cluster node, a DEL of several keys in different slots is refused.
      if (keys.length) await keys.reduce((batch, key) => batch.del(key), redis.pipeline()).exec();
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * Deletes what a run left under its QUEUE_PREFIX: rate limits and socket channels under the prefix,
 * the queues under its hash tag (`{prefix}`), so that the shared Redis stays clean.
 */
export async function dropRunKeys(url: string, queuePrefix: string): Promise<void> {
  await dropRedisKeys(url, queuePrefix);
  await dropRedisKeys(url, queueKeyPrefix(queuePrefix));
}
