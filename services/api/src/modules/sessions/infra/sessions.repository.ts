import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK } from '@earnwave/config';
import { SESSION_IDLE_SECONDS, SESSION_MAX_AGE_SECONDS } from '@earnwave/contracts';
import { prepared, UserEntity, type SessionEndReason } from '@earnwave/db';
import type { Clock } from '@earnwave/domain';
import { DataSource, type EntityManager } from 'typeorm';

/** One of an account's live sessions, as its owner lists them. */
export interface SessionView {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string;
  userAgent: string;
}

/** A session row's times: when it began and when it was last used. */
export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
}

/** The account a live session signs in (every column of users), with its session's times. */
export interface SignedInRow {
  user: UserEntity;
  session: SessionTimes;
  /** Whether the account signs in with two factors (an administrator must, where required). */
  totpEnabled: boolean;
}

/**
 * SQL that holds for a live session row under `alias` at the time `$now` (a parameter): not
 * ended, a request within the idle limit and begun within the absolute limit. The time is the
 * Clock's, so that a test moves it on instead of back-dating rows.
 */
function liveSession(alias: string, now: string): string {
  return `${alias}.ended_at IS NULL
    AND ${alias}.last_seen_at > ${now}::timestamptz - make_interval(secs => ${SESSION_IDLE_SECONDS})
    AND ${alias}.created_at > ${now}::timestamptz - make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`;
}

/**
 * The sessions table (ASVS V7): every sign-in is a row whose id the token carries as `sid`, so
 * that a session can end before its token expires. Its rows begin and are used at the Clock's time.
 */
@Injectable()
export class SessionsRepository {
  /**
   * Every column of the account under its property name, with its session's times and whether its
   * TOTP is on, in one query built once from the entity's metadata. It runs on every session check
   * the cache cannot answer: TypeORM's findOneBy (query builder and hydration) cost ~340 us of CPU
   * per call against ~120 us for the same row read this way. The pg driver already gives these
   * column types (uuid, text, int, timestamptz) the values TypeORM would.
   */
  private readonly selectSignedIn: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    const metadata = db.getMetadata(UserEntity);
    const columns = metadata.columns.map((column) => `u."${column.databaseName}" AS "${column.propertyName}"`);
    this.selectSignedIn = `
      SELECT ${columns.join(', ')},
        s.created_at AS "sessionCreatedAt", s.last_seen_at AS "sessionLastSeenAt",
        EXISTS (SELECT 1 FROM totp_enrolments t WHERE t.user_id = u.id AND t.enabled_at IS NOT NULL) AS "totpEnabled"
      FROM "${metadata.tableName}" u JOIN sessions s ON s.user_id = u.id
      WHERE u.id = $1 AND s.id = $2 AND ${liveSession('s', '$3')}`;
  }

  /** A new session of the account from this device, begun now; its start. */
  async begin(
    manager: EntityManager,
    session: { id: string; userId: string; userAgent: string; ip: string; deviceId: string | null },
  ): Promise<Date> {
    const [{ createdAt }]: { createdAt: Date }[] = await manager.query(
      `INSERT INTO sessions (id, user_id, user_agent, ip, device_id, created_at, last_seen_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)
       RETURNING created_at AS "createdAt"`,
      [session.id, session.userId, session.userAgent, session.ip, session.deviceId, this.clock.now()],
    );
    return createdAt;
  }

  /** When the account's session began, if it is live. */
  async liveSince(manager: EntityManager, userId: string, sessionId: string): Promise<Date | undefined> {
    const [session]: { createdAt: Date }[] = await manager.query(
      `SELECT s.created_at AS "createdAt" FROM sessions s WHERE s.id = $1 AND s.user_id = $2 AND ${liveSession('s', '$3')}`,
      [sessionId, userId, this.clock.now()],
    );
    return session?.createdAt;
  }

  /** The account a live session signs in, or undefined when the session is not the account's or not live. */
  async signedIn(userId: string, sessionId: string): Promise<SignedInRow | undefined> {
    const [row] = await prepared<
      (Partial<UserEntity> & { sessionCreatedAt: Date; sessionLastSeenAt: Date; totpEnabled: boolean })[]
    >(this.db, this.selectSignedIn, [userId, sessionId, this.clock.now()]);
    if (!row) return undefined;
    const { sessionCreatedAt, sessionLastSeenAt, totpEnabled, ...columns } = row;
    return {
      user: Object.assign(new UserEntity(), columns),
      session: { createdAt: sessionCreatedAt, lastSeenAt: sessionLastSeenAt },
      totpEnabled,
    };
  }

  /** Marks the session used now; its new last use. */
  async touch(sessionId: string): Promise<Date> {
    const now = this.clock.now();
    await prepared(this.db, `UPDATE sessions SET last_seen_at = $2 WHERE id = $1 AND ended_at IS NULL`, [
      sessionId,
      now,
    ]);
    return now;
  }

  /** The account's live sessions, newest first. */
  list(userId: string): Promise<SessionView[]> {
    return this.db.query(
      `SELECT s.id, s.created_at AS "createdAt", s.last_seen_at AS "lastSeenAt", s.ip, s.user_agent AS "userAgent"
       FROM sessions s WHERE s.user_id = $1 AND ${liveSession('s', '$2')}
       ORDER BY s.created_at DESC, s.id`,
      [userId, this.clock.now()],
    );
  }

  /** Of these sessions, the ones no longer live: ended, idle too long or begun too long ago. */
  async notLive(sessionIds: string[]): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT given.id FROM unnest($1::uuid[]) AS given(id)
       WHERE NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = given.id AND ${liveSession('s', '$2')})`,
      [sessionIds, this.clock.now()],
    );
    return rows.map((row) => row.id);
  }

  /** Ends one live session of the account; false when it has no such session. */
  async end(userId: string, sessionId: string, reason: SessionEndReason): Promise<boolean> {
    const [ended]: unknown[][] = await this.db.query(
      `UPDATE sessions s SET ended_at = now(), end_reason = $3
       WHERE s.id = $1 AND s.user_id = $2 AND ${liveSession('s', '$4')} RETURNING s.id`,
      [sessionId, userId, reason, this.clock.now()],
    );
    return ended.length > 0;
  }

  /** Ends every session of the account not yet ended, but `keep` when given; their ids. */
  async endAll(manager: EntityManager, userId: string, reason: SessionEndReason, keep?: string): Promise<string[]> {
    const [ended]: { id: string }[][] = await manager.query(
      `UPDATE sessions SET ended_at = now(), end_reason = $2
       WHERE user_id = $1 AND ended_at IS NULL AND id IS DISTINCT FROM $3 RETURNING id`,
      [userId, reason, keep ?? null],
    );
    return ended.map((row) => row.id);
  }
}
