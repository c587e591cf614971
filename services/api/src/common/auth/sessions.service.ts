import { createParamDecorator, Injectable, type ExecutionContext } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SESSION_USER_AGENT_MAX_LENGTH, type Role } from '@earnwave/contracts';
import type { SessionEndReason } from '@earnwave/db';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { SessionChanges, SessionsRepository, type SessionView } from '../../modules/sessions';
import { SignInChanges } from './sign-in-changes';
import { TokenService } from './token.service';

/** The device a sign-in comes from, as its session records it. */
export interface SessionClient {
  ip: string;
  userAgent: string;
  /** The browser's device id (DeviceCookies.browserDevice), when the sign-in sets a device cookie. */
  deviceId?: string;
}

/** The request's client address (as Express resolves it under TRUST_PROXY) and user agent. */
export const RequestClient = createParamDecorator((_data: unknown, context: ExecutionContext): SessionClient => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return { ip: request.ip ?? '', userAgent: request.headers['user-agent'] ?? '' };
});

/** The account a session token signs in. */
export interface SessionUser {
  id: string;
  role: Role;
  tokenVersion: number;
}

/**
 * Sessions (ASVS V7): every sign-in is a row whose id the token carries as `sid`, so that a
 * session can end before its token expires. SessionVerifier checks the row on every request.
 */
@Injectable()
export class SessionsService extends SignInChanges {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: TokenService,
    private readonly sessions: SessionsRepository,
    private readonly changes: SessionChanges,
  ) {
    super();
  }

  /**
   * Signs the account in from this device: a new session and its token. The one way a session
   * begins, whatever proved the sign-in (password, second factor).
   */
  async open(user: SessionUser, client: SessionClient, manager: EntityManager = this.db.manager): Promise<string> {
    const id = randomUUID();
    // Cut by characters, not UTF-16 units, so a cut never splits one.
    const userAgent = Array.from(client.userAgent).slice(0, SESSION_USER_AGENT_MAX_LENGTH).join('');
    const createdAt = await this.sessions.begin(manager, {
      id,
      userId: user.id,
      userAgent,
      ip: client.ip.slice(0, 64),
      deviceId: client.deviceId ?? null,
    });
    return this.tokens.signSession(user, { id, createdAt });
  }

  /** A fresh token for a session still live (after the account's token version changed), or undefined. */
  async reissue(
    user: SessionUser,
    sessionId: string,
    manager: EntityManager = this.db.manager,
  ): Promise<string | undefined> {
    const createdAt = await this.sessions.liveSince(manager, user.id, sessionId);
    return createdAt && this.tokens.signSession(user, { id: sessionId, createdAt });
  }

  /** The account's live sessions, newest first. */
  list(userId: string): Promise<SessionView[]> {
    return this.sessions.list(userId);
  }

  /** Of these sessions, the ones no longer live: ended, idle too long or begun too long ago. */
  notLive(sessionIds: string[]): Promise<string[]> {
    return this.sessions.notLive(sessionIds);
  }

  /** Ends one live session of the account; false when it has no such session. */
  end(userId: string, sessionId: string, reason: SessionEndReason): Promise<boolean> {
    return this.sessions.end(userId, sessionId, reason);
  }

  /**
   * Resolves once this process has heard of every change to sign-ins committed so far: a command
   * that ends sessions, bumps a token version or changes a second factor or a member's status
   * awaits it after its commit and before answering (see SessionChanges.caughtUp).
   */
  caughtUp(): Promise<void> {
    return this.changes.caughtUp();
  }

  /**
   * Ends every session of the account not yet ended, but `keep` when given, and answers their ids.
   * Runs in the caller's transaction, where a password change bumps the token version too.
   */
  endAll(manager: EntityManager, userId: string, reason: SessionEndReason, keep?: string): Promise<string[]> {
    return this.sessions.endAll(manager, userId, reason, keep);
  }
}
