import { queueKeyPrefix } from '@earnwave/contracts';
import Redis, { Cluster, type RedisOptions } from 'ioredis';
import type { AppConfig } from './env.schema';

/** One Redis server or a Redis Cluster: the commands the platform uses are the same on both. */
export type RedisClient = Redis | Cluster;

/**
 * A client of the configured Redis: REDIS_URL, or with REDIS_CLUSTER_NODES a cluster client that
 * starts from those nodes, with REDIS_URL's user, password and TLS for every node. Every Redis
 * connection of the API and the worker is made here, so both run on either.
 */
export function createRedisClient(config: AppConfig, options: RedisOptions = {}): RedisClient {
  if (!config.redisClusterNodes.length) return new Redis(config.redisUrl, options);
  const url = new URL(config.redisUrl);
  // The cluster client owns reconnection and the offline queue; the rest applies to each node.
  const { enableOfflineQueue, lazyConnect, retryStrategy: _retry, ...nodeOptions } = options;
  const redisOptions = {
    ...nodeOptions,
    username: decodeURIComponent(url.username) || undefined,
    password: decodeURIComponent(url.password) || undefined,
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
  };
  return new Cluster(config.redisClusterNodes, { redisOptions, enableOfflineQueue, lazyConnect });
}

export interface BullMqOptions {
  connection: RedisClient | { url: string; maxRetriesPerRequest: null };
  prefix: string;
}

/**
 * BullMQ's connection and key prefix for the run's queues, shared by the worker and the API's
 * queue dashboard. The prefix is a hash tag (`{earnwave}`): on a cluster every key of a queue must
 * hash to one slot, since its Lua scripts touch several at once. A cluster's connection is a client
 * made here, which BullMQ leaves open: close it with closeBullMqConnection once the queues are closed.
 */
export function bullMqOptions(config: AppConfig): BullMqOptions {
  const connection = config.redisClusterNodes.length
    ? createRedisClient(config, { maxRetriesPerRequest: null })
    : { url: config.redisUrl, maxRetriesPerRequest: null };
  return { connection, prefix: queueKeyPrefix(config.queuePrefix) };
}

/** Closes the cluster client bullMqOptions made; for one server BullMQ made and closed its own. */
export async function closeBullMqConnection({ connection }: BullMqOptions): Promise<void> {
  if (connection instanceof Cluster) await connection.quit().catch(() => connection.disconnect());
}
