import type {
  BalanceUpdate,
  ChatMessageView,
  ChatSocketAnswer,
  NotificationView,
  SendMessagePayload,
} from '@earnwave/contracts';
import { CHAT_EVENTS, LIVE_SOCKET_PATH } from '@earnwave/contracts';
import type { Socket } from 'socket.io-client';

type Handlers = {
  balance: (update: BalanceUpdate) => void;
  notification: (notification: NotificationView) => void;
  /** A chat message, stored, in any chat the member is in (spec 7: `message {chatId}`). */
  message: (message: ChatMessageView) => void;
  /** The connection came up (true) or went down or was refused (false, spec 7's `connect_error`). */
  connection: (connected: boolean) => void;
};

const listeners: { [K in keyof Handlers]: Set<Handlers[K]> } = {
  balance: new Set(),
  notification: new Set(),
  message: new Set(),
  connection: new Set(),
};
let socket: Socket | null = null;
let connecting: Promise<void> | null = null;
/** The token the app wants a connection for; null once it disconnected (even mid-import). */
let wanted: string | null = null;
/** Chats whose rooms the open pages follow, joined again after every reconnect; chat id → member id. */
const chatRooms = new Map<string, string>();

/** How long a sent message waits for the server's answer before it counts as failed. */
export const SEND_TIMEOUT_MS = 10_000;

function tell<K extends keyof Handlers>(event: K, ...payload: Parameters<Handlers[K]>): void {
  listeners[event].forEach((listener) => (listener as (...args: Parameters<Handlers[K]>) => void)(...payload));
}

/**
 * The live connection (ARCHITECTURE.md, live updates): the session token as `auth.token`, the
 * websocket transport, unlimited reconnects 1 to 5 s apart (spec 7). The server puts the socket in
 * the member's room and pushes `balance`, `notification` and chat `message`s. socket.io-client
 * loads with it.
 */
export function connectLive(token: string): void {
  wanted = token;
  if (socket || connecting) return;
  connecting = import('socket.io-client').then(({ io }) => {
    connecting = null;
    if (wanted !== token) return;
    const live = io({
      path: LIVE_SOCKET_PATH,
      transports: ['websocket'],
      auth: { token },
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
    });
    socket = live;
    live.on('balance', (update: BalanceUpdate) => tell('balance', update));
    live.on('notification', (notification: NotificationView) => tell('notification', notification));
    live.on(CHAT_EVENTS.message, (message: ChatMessageView) => tell('message', message));
    live.on('connect', () => {
      chatRooms.forEach((memberId, chatId) => emitJoin(live, chatId, memberId));
      tell('connection', true);
    });
    live.on('disconnect', () => tell('connection', false));
    live.on('connect_error', () => tell('connection', false));
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

function emitJoin(live: Socket, chatId: string, memberId: string): void {
  // A refusal (not a participant) needs no answer here: the page has loaded the chat over HTTP, and
  // the member's own room carries the chat's messages anyway.
  live.emit(CHAT_EVENTS.joinChat, { chatId, memberId }, () => undefined);
}

/**
 * Follows a chat's room (spec 7, `joinChat {chatId, memberId}`), now if connected and again after
 * every reconnect. Answers a function that stops following it.
 */
export function joinChat(chatId: string, memberId: string): () => void {
  chatRooms.set(chatId, memberId);
  if (socket?.connected) emitJoin(socket, chatId, memberId);
  return () => {
    if (chatRooms.get(chatId) === memberId) chatRooms.delete(chatId);
  };
}

/**
 * Sends a chat message over the live connection (spec 7, `sendMessage`), answering the server's
 * `messageSent` answer for it; null when there is no connection to send it on (the caller then
 * uses the HTTP call). A message emitted but unanswered within SEND_TIMEOUT_MS rejects: it may have
 * been stored, so it is never sent a second time on its own.
 */
export function sendChatMessage(payload: SendMessagePayload): Promise<ChatSocketAnswer> | null {
  const live = socket;
  if (!live?.connected) return null;
  return new Promise((resolve, reject) => {
    live
      .timeout(SEND_TIMEOUT_MS)
      .emit(CHAT_EVENTS.sendMessage, payload, (error: Error | null, answer: ChatSocketAnswer) =>
        error ? reject(error) : resolve(answer),
      );
  });
}
