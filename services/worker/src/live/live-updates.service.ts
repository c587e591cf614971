import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, createRedisClient, type AppConfig, type RedisClient } from '@earnwave/config';
import { liveChannelKey, memberRoom, type LiveServerEvents, type NotificationView } from '@earnwave/contracts';
import { availableBalances, type PostedEntry, type StoredNotification } from '@earnwave/db';
import { memberAvailable, membersWithAvailableChange } from '@earnwave/domain';
import { creditsToJson } from '@earnwave/money';
import { Emitter } from '@socket.io/redis-emitter';
import { DataSource } from 'typeorm';

/**
 * Pushes settled changes to members' socket rooms. The worker has no socket server: it publishes
 * through Redis into the API's socket.io adapter (same channel prefix), and every API replica
 * delivers to the sockets it holds. A push is best effort: the money and the notification rows are
 * already committed, and the client reads them again when it reconnects.
 */
@Injectable()
export class LiveUpdatesService implements OnApplicationShutdown {
  private readonly logger = new Logger(LiveUpdatesService.name);
  private readonly redis: RedisClient;
  private readonly emitter: Emitter<LiveServerEvents>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    // One retry, then a push made during a Redis outage fails (and is logged) instead of piling up.
    this.redis = createRedisClient(config, { maxRetriesPerRequest: 1 });
    this.redis.on('error', (error) => this.logger.debug({ err: error }, 'live updates: Redis error'));
    // The emitter ignores what publish answers; this publisher logs a failed push rather than
    // leaving an unhandled rejection behind.
    const publisher = {
      publish: (channel: string, message: string | Buffer) =>
        this.redis.publish(channel, message).catch((error: unknown) => {
          this.logger.warn({ err: error }, 'live update not pushed');
          return 0;
        }),
    };
    this.emitter = new Emitter<LiveServerEvents>(publisher, { key: liveChannelKey(config.queuePrefix) });
  }

  /**
   * After a commit, never from inside the transaction: the new balance of every member account the
   * entries touched, then the notifications. The balances are those the transaction's own balance
   * updates answered (`written`, balancesWritten: the rows stayed locked until the commit); the
   * members missing there (a caller that passes none, or a credit paid on to a debt in the same
   * transaction, netting to nothing) are read, in one query. A crash before this loses only a live push, never money, and a push never
   * announces a change that then rolls back. A failed push is logged: the committed work must not
   * be retried for it.
   */
  async afterCommit(
    posted: PostedEntry[],
    notifications: StoredNotification[],
    written: ReadonlyMap<string, bigint> = new Map(),
  ): Promise<void> {
    try {
      const members = membersWithAvailableChange(posted);
      const unknown = members.filter((memberId) => !written.has(memberAvailable(memberId)));
      for (const memberId of members) {
        const balance = written.get(memberAvailable(memberId));
        if (balance !== undefined) this.balance(memberId, balance);
      }
      for (const { memberId, balance } of await availableBalances(this.db.manager, unknown)) {
        this.balance(memberId, balance);
      }
      for (const notification of notifications) this.notification(notification.memberId, notification);
    } catch (error) {
      this.logger.warn({ err: error }, 'live updates not pushed after a commit');
    }
  }

  /** The member's available balance after a settled change. */
  balance(memberId: string, balanceMicros: bigint): void {
    this.emitter.to(memberRoom(memberId)).emit('balance', { balance: creditsToJson(balanceMicros) });
  }

  notification(memberId: string, notification: StoredNotification): void {
    const view: NotificationView = {
      id: notification.id,
      type: notification.type,
      title: notification.title,
      body: notification.body,
      createdAt: notification.createdAt.toISOString(),
    };
    this.emitter.to(memberRoom(memberId)).emit('notification', view);
  }

  async onApplicationShutdown(): Promise<void> {
    // QUIT lets queued pushes go out first; a client that never connected has nothing to send.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}
