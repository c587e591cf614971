import { Inject, Injectable } from '@nestjs/common';
import { CLOCK } from '@earnwave/config';
import { SESSION_MAX_AGE_SECONDS } from '@earnwave/contracts';
import { UserEntity } from '@earnwave/db';
import type { Clock } from '@earnwave/domain';
import { SessionChanges, SessionsRepository, type SignedInRow } from '../../modules/sessions';
import { TokenService } from './token.service';

/** Who a session token signs in, and which of their sessions it belongs to. */
export interface SignedIn {
  user: UserEntity;
  sessionId: string;
  /** Whether the account signs in with two factors (an administrator must, where required: AccessGuard). */
  totpEnabled: boolean;
}

/**
 * `last_seen_at` is moved forward only when it is older than this: one write a minute per active
 * session instead of one per request, at the cost of the idle limit being up to a minute late.
 */
const TOUCH_AFTER_MS = 60_000;
/** Sessions checked recently, kept per process; the oldest go first beyond this many. */
const CACHED_SESSIONS = 20_000;

/** A session check that holds until `freshUntil` (Clock ms) unless its account changes first. */
interface CachedCheck extends SignedInRow {
  freshUntil: number;
}

/**
 * The one check of a session token, for HTTP bearers and sockets alike: a session-purpose JWT
 * whose version matches the account's (a password change, reset or deactivation bumps it), on an
 * account that is not deactivated, naming (`sid`) a session of that account that is live: not
 * ended, not idle 24 hours, not begun 30 days ago. Tokens from before sessions existed carry no
 * `sid` and are refused: their holders sign in again.
 *
 * The database's answer is kept in memory until the session is due a touch (a minute) or runs out,
 * and forgotten as soon as PostgreSQL announces a change to its account, sessions or second factor
 * (SessionChanges): a revocation, log-out, password change or deactivation holds at once in every
 * process, and most requests cost no query. Without the announcements (connection lost), every
 * request asks the database, as before.
 */
@Injectable()
export class SessionVerifier {
  private readonly checks = new Map<string, CachedCheck>();
  private readonly sessionsOf = new Map<string, Set<string>>();
  /** Counts announcements: a check read before one about its account is not kept. */
  private changes = 0;
  private readonly changedAt = new Map<string, number>();
  /** Checks read before this count are not kept (everything was forgotten since). */
  private forgottenAt = 0;

  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionsRepository,
    private readonly announcements: SessionChanges,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    announcements.onChange = (userId) => (userId ? this.forget(userId) : this.forgetAll());
  }

  /** The signed-in account and session, or undefined when the token is missing, bad, expired or revoked. */
  async signedIn(token: string | undefined): Promise<SignedIn | undefined> {
    const claims = token ? this.tokens.verify(token, 'session') : undefined;
    if (!claims || typeof claims.sid !== 'string') return undefined;
    this.announcements.start();
    const now = this.clock.now().getTime();
    let check = this.checks.get(claims.sid);
    if (check && (check.freshUntil <= now || check.user.id !== claims.sub)) {
      this.drop(claims.sid, check.user.id);
      check = undefined;
    }
    check ??= await this.read(claims.sub, claims.sid, now);
    if (!check) return undefined;
    const { user, totpEnabled } = check;
    if (user.tokenVersion !== claims.ver || user.deactivatedAt) return undefined;
    // A copy per request: what a handler does to its caller stays in its request.
    return { user: Object.assign(new UserEntity(), user), sessionId: claims.sid, totpEnabled };
  }

  /** The check from the database, touching the session when due, and kept when nothing changed meanwhile. */
  private async read(userId: string, sessionId: string, now: number): Promise<CachedCheck | undefined> {
    const readAt = this.changes;
    const row = await this.sessions.signedIn(userId, sessionId);
    if (!row) return undefined;
    if (now - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      row.session.lastSeenAt = await this.sessions.touch(sessionId);
    }
    const freshUntil = Math.min(
      row.session.lastSeenAt.getTime() + TOUCH_AFTER_MS,
      row.session.createdAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000,
    );
    const check = { ...row, freshUntil };
    const changedSince = readAt < this.forgottenAt || (this.changedAt.get(userId) ?? -1) > readAt;
    if (this.announcements.listening && !changedSince) this.keep(sessionId, check);
    return check;
  }

  private keep(sessionId: string, check: CachedCheck): void {
    if (this.checks.size >= CACHED_SESSIONS) {
      const oldest = this.checks.keys().next();
      if (!oldest.done) this.drop(oldest.value, this.checks.get(oldest.value)!.user.id);
    }
    this.checks.set(sessionId, check);
    const ids = this.sessionsOf.get(check.user.id) ?? new Set<string>();
    this.sessionsOf.set(check.user.id, ids.add(sessionId));
  }

  private drop(sessionId: string, userId: string): void {
    this.checks.delete(sessionId);
    const ids = this.sessionsOf.get(userId);
    ids?.delete(sessionId);
    if (ids?.size === 0) this.sessionsOf.delete(userId);
  }

  private forget(userId: string): void {
    this.changes++;
    if (this.changedAt.size >= CACHED_SESSIONS) this.forgetAll();
    this.changedAt.set(userId, this.changes);
    for (const sessionId of this.sessionsOf.get(userId) ?? []) this.checks.delete(sessionId);
    this.sessionsOf.delete(userId);
  }

  private forgetAll(): void {
    this.changes++;
    this.forgottenAt = this.changes;
    this.changedAt.clear();
    this.checks.clear();
    this.sessionsOf.clear();
  }
}
