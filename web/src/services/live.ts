import type { BalanceUpdate, NotificationView } from '@earnwave/contracts';
import { LIVE_SOCKET_PATH } from '@earnwave/contracts';
import type { Socket } from 'socket.io-client';

type Handlers = {
  balance: (update: BalanceUpdate) => void;
  notification: (notification: NotificationView) => void;
};

const listeners: { [K in keyof Handlers]: Set<Handlers[K]> } = { balance: new Set(), notification: new Set() };
let socket: Socket | null = null;
let connecting: Promise<void> | null = null;
/** The token the app wants a connection for; null once it disconnected (even mid-import). */
let wanted: string | null = null;

/**
 * The live connection (ARCHITECTURE.md, live updates): the session token as `auth.token`, the
 * websocket transport, unlimited reconnects 1 to 5 s apart (spec 7). The server puts the socket in
 * the member's room and pushes `balance` and `notification`. socket.io-client loads with it.
 */
export function connectLive(token: string): void {
  wanted = token;
  if (socket || connecting) return;
  connecting = import('socket.io-client').then(({ io }) => {
    connecting = null;
    if (wanted !== token) return;
    socket = io({
      path: LIVE_SOCKET_PATH,
      transports: ['websocket'],
      auth: { token },
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
    });
    socket.on('balance', (update: BalanceUpdate) => listeners.balance.forEach((listener) => listener(update)));
    socket.on('notification', (notification: NotificationView) =>
      listeners.notification.forEach((listener) => listener(notification)),
    );
  });
}

export function disconnectLive(): void {
  wanted = null;
  socket?.disconnect();
  socket = null;
}

export function onLive<K extends keyof Handlers>(event: K, listener: Handlers[K]): () => void {
  listeners[event].add(listener);
  return () => listeners[event].delete(listener);
}
