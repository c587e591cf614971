import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { SESSION_CHANGES_CHANNEL } from '@earnwave/db';
import pg from 'pg';

/** Waited before listening again after the connection dropped. */
const RECONNECT_MS = 1_000;
/**
 * How often the listening connection is proved alive by a round trip. A connection can die without
 * a word (a replica's network cut, a NAT that forgot it): nothing arrives, and nothing says so.
 */
const PING_EVERY_MS = 2_000;
/** A round trip on the listening connection that has no answer by then has lost the connection. */
const ROUND_TRIP_TIMEOUT_MS = 2_000;
/**
 * Connecting and starting to LISTEN that has no answer by then has failed, and is tried again: a
 * connection attempt into a network that drops packets would otherwise wait for ever, and this
 * process would never listen again.
 */
const CONNECT_TIMEOUT_MS = 5_000;
/** The OS's TCP keep-alive probes start after this long without traffic (a second wall under the ping). */
const KEEP_ALIVE_AFTER_MS = 10_000;
/** The listening connection's name in pg_stat_activity (operators, and the tests that cut it). */
export const SESSION_CHANGES_APPLICATION = 'earnwave-session-changes';

/**
 * The accounts whose sign-in state changed, as PostgreSQL announces them when each change commits
 * (the `session_changes` triggers): one connection per process, LISTENing. `listening` is true only
 * while no announcement can have been missed. The connection FAILS CLOSED: when it drops, or a
 * round trip on it (the ping every PING_EVERY_MS, or a command's caughtUp) has no answer within
 * ROUND_TRIP_TIMEOUT_MS, it is dropped, `onChange()` is called with no account (forget every kept
 * check) and the process checks every session in the database until it listens again and has
 * caught up. A session ended elsewhere therefore holds here within PING_EVERY_MS +
 * ROUND_TRIP_TIMEOUT_MS even on a connection that died silently, and at once when this process
 * ended it.
 */
@Injectable()
export class SessionChanges implements OnModuleDestroy {
  private readonly logger = new Logger(SessionChanges.name);
  private client?: pg.Client;
  private pinger?: NodeJS.Timeout;
  private started = false;
  private stopped = false;
  listening = false;
  /** Told the account of each change, or undefined when changes may have been missed. */
  onChange: (userId?: string) => void = () => undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Starts listening on first use, so that a process that checks no session opens no connection. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    void this.connect();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.config.databaseUrl,
      application_name: SESSION_CHANGES_APPLICATION,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEP_ALIVE_AFTER_MS,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    this.client = client;
    client.on('error', (error) => this.lose(client, error.message));
    client.on('end', () => this.lose(client, 'the connection ended'));
    client.on('notification', (message) => this.onChange(message.payload));
    try {
      await client.connect();
      if (!(await answeredWithin(client.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`), CONNECT_TIMEOUT_MS))) {
        throw new Error(`LISTEN had no answer within ${CONNECT_TIMEOUT_MS} ms`);
      }
      if (this.client !== client) return;
      // Whatever was cached before this point may have missed a change: start afresh.
      this.onChange();
      this.listening = true;
      this.pinger = setInterval(() => void this.caughtUp(), PING_EVERY_MS).unref();
    } catch (error) {
      this.lose(client, error instanceof Error ? error.message : 'could not listen');
    }
  }

  /** Drops the connection (once), forgets every kept check, and listens again after RECONNECT_MS. */
  private lose(client: pg.Client, why: string): void {
    if (this.client !== client) return;
    if (!this.stopped) this.logger.warn(`session changes: ${why}; checking every session in the database meanwhile`);
    this.client = undefined;
    this.listening = false;
    clearInterval(this.pinger);
    this.onChange();
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    // A dead socket never answers the goodbye: close it here rather than wait for the OS.
    client.connection.stream.destroy();
    if (!this.stopped) setTimeout(() => void this.connect(), RECONNECT_MS).unref();
  }

  /**
   * Resolves once every change committed before the call has been announced here: a round trip on
   * the listening connection, ahead of whose answer PostgreSQL delivers the pending notifications.
   * A command that changes how its account signs in (a session ended, a password, a deactivation,
   * a second factor, a membership's status) awaits it before answering, so that this process
   * holds the change from the next request on; other processes hear of it as it arrives. Bounded:
   * with no answer within ROUND_TRIP_TIMEOUT_MS the connection is taken as lost (every check is
   * read from the database from then on), so the change holds here all the same and the command
   * answers.
   */
  async caughtUp(): Promise<void> {
    const client = this.client;
    if (!this.listening || !client) return;
    if (!(await answeredWithin(client.query('SELECT 1'), ROUND_TRIP_TIMEOUT_MS))) {
      this.lose(client, `no answer within ${ROUND_TRIP_TIMEOUT_MS} ms`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    clearInterval(this.pinger);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await answeredWithin(client.end(), ROUND_TRIP_TIMEOUT_MS);
      client.connection.stream.destroy();
    }
  }
}

/** Whether `work` succeeded within `ms`: false when it failed or is still waiting for an answer. */
async function answeredWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
