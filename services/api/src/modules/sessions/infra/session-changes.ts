import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { SESSION_CHANGES_CHANNEL } from '@earnwave/db';
import pg from 'pg';

/** Waited before listening again after the connection dropped. */
const RECONNECT_MS = 1_000;

/**
 * The accounts whose sign-in state changed, as PostgreSQL announces them when each change commits
 * (the `session_changes` triggers): one connection per process, LISTENing. `listening` is true only
 * while no announcement can have been missed: a dropped connection calls `onChange()` with no
 * account (forget everything) and the process checks every session in the database until it
 * listens again.
 */
@Injectable()
export class SessionChanges implements OnModuleDestroy {
  private readonly logger = new Logger(SessionChanges.name);
  private client?: pg.Client;
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
    const client = new pg.Client({ connectionString: this.config.databaseUrl });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.listening = false;
      this.onChange();
      client.removeAllListeners();
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      if (!this.stopped) setTimeout(() => void this.connect(), RECONNECT_MS).unref();
    };
    client.on('error', (error) => {
      this.logger.warn(`session changes: ${error.message}; checking every session in the database meanwhile`);
      lost();
    });
    client.on('end', lost);
    client.on('notification', (message) => this.onChange(message.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`);
      if (this.client !== client) return;
      // Whatever was cached before this point may have missed a change: start afresh.
      this.onChange();
      this.listening = true;
    } catch {
      lost();
    }
  }

  /**
   * Resolves once every change committed before the call has been announced here: a round trip on
   * the listening connection, ahead of whose answer PostgreSQL delivers the pending notifications.
   * A command that changes how its account signs in (a session ended, a password, a deactivation,
   * a second factor, a membership's status) awaits it before answering, so that this process
   * holds the change from the next request on; other processes hear of it as it arrives.
   */
  async caughtUp(): Promise<void> {
    const client = this.client;
    if (!this.listening || !client) return;
    await client.query('SELECT 1').catch(() => undefined);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
