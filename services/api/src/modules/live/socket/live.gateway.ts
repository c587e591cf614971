import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection } from '@nestjs/websockets';
import type { Server } from 'socket.io';
import { LIVE_SOCKET_PATH, memberRoom, type LiveServerEvents } from '@earnwave/contracts';
import { creditsToJson } from '@earnwave/money';
import { SessionsService } from '../../../common/auth/sessions.service';
import { socketMember, type LiveSocket, type LiveSocketData } from './socket-authenticator';

/** Gateways on the API's socket.io server declare these options (see LiveSocketAdapter). */
export const LIVE_GATEWAY_OPTIONS = { path: LIVE_SOCKET_PATH } as const;

/** The room of one session's sockets: only the API closes it, so it stays out of the contracts. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * How often each replica looks for sockets whose session ran out without an event: idle 24 hours
 * or begun 30 days ago (the limits' own check on HTTP is at each request). A minute, like the
 * sessions' last-seen resolution.
 */
const EXPIRED_SESSIONS_SWEEP_MS = 60_000;

/**
 * Live updates: each authenticated socket joins its member's room, where the worker's settled
 * changes (`balance`, `notification`) arrive through the Redis adapter, and its session's room.
 * A socket lives no longer than its session.
 */
@WebSocketGateway(LIVE_GATEWAY_OPTIONS)
export class LiveGateway implements OnGatewayConnection, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LiveGateway.name);
  @WebSocketServer()
  private readonly server!: Server;
  private sweep?: NodeJS.Timeout;

  constructor(private readonly sessions: SessionsService) {}

  onModuleInit(): void {
    this.sweep = setInterval(() => {
      this.closeExpiredSessions().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'could not check the sockets for expired sessions'),
      );
    }, EXPIRED_SESSIONS_SWEEP_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweep);
  }

  handleConnection(socket: LiveSocket): void {
    void socket.join([memberRoom(socketMember(socket).id), sessionRoom(socket.data.sessionId)]);
  }

  /** The member's available balance, to their sockets on every API replica (as the worker's pushes). */
  pushBalance(memberId: string, balanceMicros: bigint): void {
    (this.server as Server<never, LiveServerEvents>).to(memberRoom(memberId)).emit('balance', {
      balance: creditsToJson(balanceMicros),
    });
  }

  /** Closes the member's sockets on every API replica (through the Redis adapter); clients reconnect with a valid token. */
  disconnectMember(memberId: string): void {
    this.server.in(memberRoom(memberId)).disconnectSockets(true);
  }

  /** Closes the sockets signed in with these sessions, on every API replica (through the Redis adapter). */
  disconnectSessions(sessionIds: string[]): void {
    this.server.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  }

  /** Closes this replica's sockets whose session is no longer live (ended while an event was missed, idle, too old). */
  async closeExpiredSessions(): Promise<void> {
    const sockets = await this.server.local.fetchSockets();
    const sessionIds = [...new Set(sockets.map((socket) => (socket.data as LiveSocketData).sessionId))];
    if (sessionIds.length === 0) return;
    const ended = new Set(await this.sessions.notLive(sessionIds));
    for (const socket of sockets) {
      if (ended.has((socket.data as LiveSocketData).sessionId)) socket.disconnect(true);
    }
  }
}
