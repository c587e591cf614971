import Redis, { Cluster } from 'ioredis';
import { parseConfig } from './env.schema';
import { bullMqOptions, createRedisClient } from './redis';

describe('Redis clients', () => {
  it('connects to REDIS_URL, and puts the queues under the prefix as a hash tag', () => {
    const config = parseConfig({ REDIS_URL: 'redis://:secret@redis:6380', QUEUE_PREFIX: 'earnwave' });
    const client = createRedisClient(config, { lazyConnect: true });
    expect(client).toBeInstanceOf(Redis);
    expect(client.options).toMatchObject({ host: 'redis', port: 6380, password: 'secret' });
    client.disconnect();
    expect(bullMqOptions(config)).toEqual({
      connection: { url: 'redis://:secret@redis:6380', maxRetriesPerRequest: null },
      prefix: '{earnwave}',
    });
  });

  it("connects to a cluster through REDIS_CLUSTER_NODES, with REDIS_URL's user, password and TLS on every node", () => {
    const config = parseConfig({
      REDIS_URL: 'rediss://ops:secret@ignored:6379',
      REDIS_CLUSTER_NODES: 'redis-1:7000,redis-2:7001',
    });
    const client = createRedisClient(config, { lazyConnect: true, maxRetriesPerRequest: 1 }) as Cluster;
    expect(client).toBeInstanceOf(Cluster);
    expect(client['startupNodes']).toEqual([
      { host: 'redis-1', port: 7000 },
      { host: 'redis-2', port: 7001 },
    ]);
    expect(client.options.redisOptions).toMatchObject({
      username: 'ops',
      password: 'secret',
      tls: {},
      maxRetriesPerRequest: 1,
    });
    client.disconnect();
    const bull = bullMqOptions(config);
    expect(bull.connection).toBeInstanceOf(Cluster);
    (bull.connection as Cluster).disconnect();
  });
});
