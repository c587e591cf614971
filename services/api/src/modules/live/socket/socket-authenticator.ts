import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { MSG, TWO_FACTOR_MSG, type LiveServerEvents, type Role } from '@earnwave/contracts';
import type { DefaultEventsMap, ExtendedError, Socket } from 'socket.io';
import { mustUseTwoFactor } from '../../../common/auth/access.guard';
import { SessionVerifier } from '../../../common/auth/session-verifier';

/** The signed-in member a socket belongs to, set before the socket connects. */
export interface SocketMember {
  id: string;
  name: string;
  role: Role;
}

/**
 * What the API keeps on every socket (`socket.data`). Kept small and free of secrets: with the
 * Redis adapter, `fetchSockets()` carries it between replicas.
 */
export interface LiveSocketData {
  member: SocketMember;
  /** The session the socket's token belongs to: ending it closes the socket (LiveGateway). */
  sessionId: string;
}

/** A socket on `/socket.io`, typed with the events the server emits and the data it keeps. */
export type LiveSocket = Socket<DefaultEventsMap, LiveServerEvents, DefaultEventsMap, LiveSocketData>;

/**
 * The member of an authenticated socket. Every socket that reaches a gateway passed the
 * authenticator, so gateways (live updates, chat) read the caller here and never from the payload.
 */
export function socketMember(socket: Socket): SocketMember {
  const member = (socket.data as Partial<LiveSocketData>).member;
  if (!member) throw new Error('socket reached a gateway without authentication');
  return member;
}

/**
 * Decides who may open a socket: the session JWT from `handshake.auth.token` (or a `token` query
 * parameter) is checked by the same SessionVerifier as the HTTP access guard's bearer, and an
 * administrator who must use two factors and has not turned them on is refused, as on HTTP (they
 * may only enrol, which needs no socket). A refusal reaches the client as `connect_error` with the
 * message 'User not authenticated.' (or the enrolment message).
 */
@Injectable()
export class SocketAuthenticator {
  private readonly logger = new Logger(SocketAuthenticator.name);

  constructor(
    private readonly sessions: SessionVerifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The member and session the token signs in, or the message the socket is refused with. */
  async authenticate(token: string | undefined): Promise<LiveSocketData | { refused: string }> {
    const signedIn = await this.sessions.signedIn(token);
    if (!signedIn) return { refused: MSG.unauthenticated };
    const { user, sessionId, totpEnabled } = signedIn;
    if (mustUseTwoFactor(this.config, user) && !totpEnabled) return { refused: TWO_FACTOR_MSG.adminMustEnrol };
    return { member: { id: user.id, name: user.name, role: user.role }, sessionId };
  }

  /** socket.io middleware: runs once per connection attempt, before `connection`. */
  readonly middleware = (socket: Socket, next: (error?: ExtendedError) => void): void => {
    this.authenticate(handshakeToken(socket)).then(
      (data) => {
        if ('refused' in data) return next(new Error(data.refused));
        Object.assign(socket.data as LiveSocketData, data);
        next();
      },
      (error: unknown) => {
        this.logger.error({ err: error }, 'socket authentication failed');
        next(new Error(MSG.internal));
      },
    );
  };
}

/** `auth: { token }` as the client sends it, or `?token=`; a `Bearer ` prefix is tolerated. */
function handshakeToken(socket: Socket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  const fromQuery = socket.handshake.query.token;
  const token = typeof fromAuth === 'string' ? fromAuth : typeof fromQuery === 'string' ? fromQuery : undefined;
  return token?.replace(/^Bearer\s+/i, '').trim() || undefined;
}
