import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { APP_CONFIG, createRedisClient, type AppConfig, type RedisClient } from '@earnwave/config';
import { LIVE_SOCKET_PATH, liveChannelKey } from '@earnwave/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type ServerOptions } from 'socket.io';
import { SocketAuthenticator } from './socket-authenticator';

/**
 * The one socket.io server of the API, on its HTTP server at `/socket.io`:
 * - CORS from the configuration, like the HTTP routes;
 * - the Redis adapter, so that any number of API replicas share rooms and the worker's
 *   `@socket.io/redis-emitter` reaches every member's sockets (channels under the run's prefix);
 * - every socket authenticated before it connects (SocketAuthenticator).
 * Every gateway on the HTTP port shares this server, whatever options it declares, so chat and
 * live updates see the same authenticated sockets. LiveModule installs it as the app's adapter.
 */
@Injectable()
export class LiveSocketAdapter extends IoAdapter {
  private server?: Server;
  private redis?: { pub: RedisClient; sub: RedisClient };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hosts: HttpAdapterHost,
    private readonly authenticator: SocketAuthenticator,
  ) {
    super();
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    // A server of its own port would skip the authentication and the Redis adapter: refused.
    if (port !== 0) throw new Error(`socket gateways share the API's HTTP port; port ${port} is refused`);
    if (this.server) return this.server;
    const { pub, sub } = this.redisClients();
    this.server = new Server(this.hosts.httpAdapter.getHttpServer(), {
      ...options,
      path: LIVE_SOCKET_PATH,
      cors: { origin: this.config.corsOrigins, credentials: true },
      adapter: createAdapter(pub, sub, { key: liveChannelKey(this.config.queuePrefix) }),
    });
    this.server.use(this.authenticator.middleware);
    return this.server;
  }

  /** Called by Nest after the socket servers have closed: the adapter's clients go last. */
  override async dispose(): Promise<void> {
    this.server = undefined;
    const clients = this.redis;
    this.redis = undefined;
    if (clients) await Promise.all([close(clients.pub), close(clients.sub)]);
  }

  /**
   * Pub/sub clients that wait for Redis instead of failing: the API starts and serves HTTP while
   * Redis is down (sockets then only reach the sockets of this replica), and subscriptions are
   * made or restored once it answers.
   */
  private redisClients(): { pub: RedisClient; sub: RedisClient } {
    if (!this.redis) {
      const pub = createRedisClient(this.config, { maxRetriesPerRequest: null });
      const sub = pub.duplicate();
      for (const client of [pub, sub]) {
        client.on('error', (error) => this.logger.debug({ err: error }, 'socket.io adapter: Redis error'));
        handleFiredCommands(client);
      }
      this.redis = { pub, sub };
    }
    return this.redis;
  }
}

/**
 * The adapter fires (un)subscriptions and publishes without waiting for them. While Redis is down
 * they wait in the client's queue, and closing the client rejects them ("Connection is closed"):
 * unhandled, such a rejection could end the process. Each gets a handler here; the promise the
 * adapter receives is unchanged.
 */
function handleFiredCommands(client: RedisClient): void {
  const fired = ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe', 'publish'] as const;
  for (const name of fired) {
    const command = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const sent = command(...args);
      sent.catch(() => undefined);
      return sent;
    };
  }
}

/** QUIT lets pending commands finish; a client that never connected is simply dropped. */
async function close(client: RedisClient): Promise<void> {
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}
