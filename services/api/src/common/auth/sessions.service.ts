import { createParamDecorator, Injectable, type ExecutionContext } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SESSION_IDLE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  SESSION_USER_AGENT_MAX_LENGTH,
  type Role,
} from '@earnwave/contracts';
import type { SessionEndReason } from '@earnwave/db';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { TokenService } from './token.service';

/** The device a sign-in comes from, as its session records it. */
export interface SessionClient {
  ip: string;
  userAgent: string;
}

/** The request's client address (as Express resolves it under TRUST_PROXY) and user agent. */
export const RequestClient = createParamDecorator((_data: unknown, context: ExecutionContext): SessionClient => {
  const request = context.switchToHttp().getRequest<Request>();
  return { ip: request.ip ?? '', userAgent: request.headers['user-agent'] ?? '' };
});

/** The account a session token signs in. */
export interface SessionUser {
  id: string;
  role: Role;
  tokenVersion: number;
}

/** One of an account's live sessions, as its owner lists them. */
export interface SessionView {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string;
  userAgent: string;
}

/**
 * SQL that holds for a live session row under `alias`: not ended, a request within the idle limit
 * and begun within the absolute limit, all by the database's clock (the one that wrote them).
 */
export function liveSession(alias: string): string {
  return `${alias}.ended_at IS NULL
    AND ${alias}.last_seen_at > now() - make_interval(secs => ${SESSION_IDLE_SECONDS})
    AND ${alias}.created_at > now() - make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`;
}

/**
 * Sessions (ASVS V7): every sign-in is a row whose id the token carries as `sid`, so that a
 * session can end before its token expires. SessionVerifier checks the row on every request.
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: TokenService,
  ) {}

  /**
   * Signs the account in from this device: a new session and its token. The one way a session
   * begins, whatever proved the sign-in (password, second factor).
   */
  async open(user: SessionUser, client: SessionClient, manager: EntityManager = this.db.manager): Promise<string> {
    const id = randomUUID();
    // Cut by characters, not UTF-16 units, so a cut never splits one.
    const userAgent = Array.from(client.userAgent).slice(0, SESSION_USER_AGENT_MAX_LENGTH).join('');
    const [{ createdAt }]: { createdAt: Date }[] = await manager.query(
      `INSERT INTO sessions (id, user_id, user_agent, ip) VALUES ($1, $2, $3, $4) RETURNING created_at AS "createdAt"`,
      [id, user.id, userAgent, client.ip.slice(0, 64)],
    );
    return this.tokens.signSession(user, { id, createdAt });
  }

  /** A fresh token for a session still live (after the account's token version changed), or undefined. */
  async reissue(
    user: SessionUser,
    sessionId: string,
    manager: EntityManager = this.db.manager,
  ): Promise<string | undefined> {
    const [session]: { createdAt: Date }[] = await manager.query(
      `SELECT s.created_at AS "createdAt" FROM sessions s WHERE s.id = $1 AND s.user_id = $2 AND ${liveSession('s')}`,
      [sessionId, user.id],
    );
    return session && this.tokens.signSession(user, { id: sessionId, createdAt: session.createdAt });
  }

  /** The account's live sessions, newest first. */
  list(userId: string): Promise<SessionView[]> {
    return this.db.query(
      `SELECT s.id, s.created_at AS "createdAt", s.last_seen_at AS "lastSeenAt", s.ip, s.user_agent AS "userAgent"
       FROM sessions s WHERE s.user_id = $1 AND ${liveSession('s')}
       ORDER BY s.created_at DESC, s.id`,
      [userId],
    );
  }

  /** Of these sessions, the ones no longer live: ended, idle too long or begun too long ago. */
  async notLive(sessionIds: string[]): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT given.id FROM unnest($1::uuid[]) AS given(id)
       WHERE NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = given.id AND ${liveSession('s')})`,
      [sessionIds],
    );
    return rows.map((row) => row.id);
  }

  /** Ends one live session of the account; false when it has no such session. */
  async end(userId: string, sessionId: string, reason: SessionEndReason): Promise<boolean> {
    const [ended]: unknown[][] = await this.db.query(
      `UPDATE sessions s SET ended_at = now(), end_reason = $3
       WHERE s.id = $1 AND s.user_id = $2 AND ${liveSession('s')} RETURNING s.id`,
      [sessionId, userId, reason],
    );
    return ended.length > 0;
  }

  /**
   * Ends every session of the account not yet ended, but `keep` when given, and answers their ids.
   * Runs in the caller's transaction, where a password change bumps the token version too.
   */
  async endAll(manager: EntityManager, userId: string, reason: SessionEndReason, keep?: string): Promise<string[]> {
    const [ended]: { id: string }[][] = await manager.query(
      `UPDATE sessions SET ended_at = now(), end_reason = $2
       WHERE user_id = $1 AND ended_at IS NULL AND id IS DISTINCT FROM $3 RETURNING id`,
      [userId, reason, keep ?? null],
    );
    return ended.map((row) => row.id);
  }
}
