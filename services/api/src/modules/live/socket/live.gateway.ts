import { WebSocketGateway, WebSocketServer, type OnGatewayConnection } from '@nestjs/websockets';
import type { Server } from 'socket.io';
import { LIVE_SOCKET_PATH, memberRoom } from '@earnwave/contracts';
import { socketMember, type LiveSocket } from './socket-authenticator';

/** Gateways on the API's socket.io server declare these options (see LiveSocketAdapter). */
export const LIVE_GATEWAY_OPTIONS = { path: LIVE_SOCKET_PATH } as const;

/** The room of one session's sockets: only the API closes it, so it stays out of the contracts. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Live updates: each authenticated socket joins its member's room, where the worker's settled
 * changes (`balance`, `notification`) arrive through the Redis adapter, and its session's room.
 */
@WebSocketGateway(LIVE_GATEWAY_OPTIONS)
export class LiveGateway implements OnGatewayConnection {
  @WebSocketServer()
  private readonly server!: Server;

  handleConnection(socket: LiveSocket): void {
    void socket.join([memberRoom(socketMember(socket).id), sessionRoom(socket.data.sessionId)]);
  }

  /** Closes the member's sockets on every API replica (through the Redis adapter); clients reconnect with a valid token. */
  disconnectMember(memberId: string): void {
    this.server.in(memberRoom(memberId)).disconnectSockets(true);
  }

  /** Closes the sockets signed in with these sessions, on every API replica (through the Redis adapter). */
  disconnectSessions(sessionIds: string[]): void {
    this.server.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  }
}
