import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createSecretKey, randomUUID } from 'node:crypto';
import {
  MFA_TOKEN_TTL_SECONDS,
  RESET_LINK_TTL_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  VERIFY_LINK_TTL_SECONDS,
  WITHDRAWAL_CANCEL_LINK_TTL_SECONDS,
  type Role,
} from '@earnwave/contracts';
import type { AppConfig } from '@earnwave/config';
import { APP_CONFIG } from '@earnwave/config';

/** Every token names its purpose, and each purpose is refused where another is expected. */
export type TokenPurpose = 'session' | LinkClaims['purpose'] | 'mfa';

export interface SessionClaims {
  sub: string;
  role: Role;
  ver: number;
  /** The session row (SessionsService) this token belongs to. */
  sid: string;
  purpose: 'session';
}

/** A mailed link's token: the spec's client reads `email` from its payload. */
export interface LinkClaims {
  sub: string;
  email: string;
  jti: string;
  /** The account's token version when the link was made: a later password change voids a reset link. */
  ver: number;
  /** `payout-cancel`: the link a withdrawal's mail carries to cancel it while it is pending. */
  purpose: 'verify' | 'reset' | 'payout-cancel';
  /** A payout-cancel link's withdrawal request. */
  wid?: string;
}

/** Between a right password and the second factor: names the account, proves nothing else. */
export interface MfaClaims {
  sub: string;
  /** Spent (used_tokens) when the code is accepted, so one password step opens one session. */
  jti: string;
  /** A password change meanwhile voids it, as it voids sessions. */
  ver: number;
  purpose: 'mfa';
}

const LINK_TTL: Record<LinkClaims['purpose'], number> = {
  verify: VERIFY_LINK_TTL_SECONDS,
  reset: RESET_LINK_TTL_SECONDS,
  'payout-cancel': WITHDRAWAL_CANCEL_LINK_TTL_SECONDS,
};

/** Session tokens verified, kept per process; the oldest go first beyond this many. */
const VERIFIED_SESSIONS = 20_000;

@Injectable()
export class TokenService {
  private readonly jwt: JwtService;
  /**
   * Every request of a session carries the same token: its signature is checked once per process
   * and its claims kept until it expires, saving a decode, an HMAC and two JSON parses per request.
   * Only a token that verified is kept, so a forged one is checked every time; whether the session
   * behind it still holds is SessionVerifier's question, asked on every request.
   */
  private readonly verifiedSessions = new Map<string, Readonly<SessionClaims & { exp: number }>>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // The secret as a KeyObject (the same bytes): given a string, jsonwebtoken first tries to parse
    // it as a PEM key on every sign and verify, an OpenSSL parse that throws, ~0.4 ms of CPU per
    // request's session check (25x the HMAC itself).
    const secret = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
    this.jwt = new JwtService({ secret, signOptions: { algorithm: 'HS256' } });
  }

  /** Only SessionsService signs these: the token expires with its session's absolute limit. */
  signSession(
    user: { id: string; role: Role; tokenVersion: number },
    session: { id: string; createdAt: Date },
  ): string {
    const exp = Math.floor(session.createdAt.getTime() / 1000) + SESSION_MAX_AGE_SECONDS;
    const claims: SessionClaims = {
      sub: user.id,
      role: user.role,
      ver: user.tokenVersion,
      sid: session.id,
      purpose: 'session',
    };
    return this.jwt.sign({ ...claims, exp });
  }

  signLink(
    purpose: LinkClaims['purpose'],
    user: { id: string; email: string; tokenVersion: number },
    withdrawalId?: string,
  ): string {
    const claims: LinkClaims = {
      sub: user.id,
      email: user.email,
      jti: randomUUID(),
      ver: user.tokenVersion,
      purpose,
      ...(withdrawalId ? { wid: withdrawalId } : {}),
    };
    return this.jwt.sign(claims, { expiresIn: LINK_TTL[purpose] });
  }

  signMfa(user: { id: string; tokenVersion: number }): string {
    const claims: MfaClaims = { sub: user.id, jti: randomUUID(), ver: user.tokenVersion, purpose: 'mfa' };
    return this.jwt.sign(claims, { expiresIn: MFA_TOKEN_TTL_SECONDS });
  }

  /** Answers the claims, or undefined when the token is bad, expired or of another purpose. */
  verify(token: string, purpose: 'session'): SessionClaims | undefined;
  verify(token: string, purpose: LinkClaims['purpose']): LinkClaims | undefined;
  verify(token: string, purpose: 'mfa'): MfaClaims | undefined;
  verify(token: string, purpose: TokenPurpose): SessionClaims | LinkClaims | MfaClaims | undefined {
    if (purpose === 'session') {
      const known = this.verifiedSessions.get(token);
      // jsonwebtoken's own rule: expired from the second `exp` names.
      if (known && Math.floor(Date.now() / 1000) < known.exp) return known;
      if (known) this.verifiedSessions.delete(token);
    }
    let claims: (SessionClaims | LinkClaims | MfaClaims) & { exp: number };
    try {
      claims = this.jwt.verify(token, { algorithms: ['HS256'] });
    } catch {
      return undefined;
    }
    if (claims.purpose !== purpose) return undefined;
    if (claims.purpose === 'session') {
      if (this.verifiedSessions.size >= VERIFIED_SESSIONS) {
        this.verifiedSessions.delete(this.verifiedSessions.keys().next().value!);
      }
      this.verifiedSessions.set(token, Object.freeze(claims));
    }
    return claims;
  }
}
