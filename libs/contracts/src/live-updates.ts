/**
 * Live updates (ARCHITECTURE.md, "live updates"): socket.io at `/socket.io` on the API, rooms per
 * member, and the events the server pushes. The worker has no socket server: it emits through
 * Redis into the API's socket.io adapter, so both sides must agree on the names below.
 */
export const LIVE_SOCKET_PATH = '/socket.io';

/** The Redis channel prefix of the socket.io adapter and emitter: under the run's key prefix. */
export const liveChannelKey = (queuePrefix: string) => `${queuePrefix}:socket.io`;

/** Every authenticated socket of a member joins this room. */
export const memberRoom = (memberId: string) => `member:${memberId}`;

/** `balance`: the member's available balance after a settled change, in credits. */
export interface BalanceUpdate {
  balance: number;
}

/** `notification`, and an item of `GET notifications` (which adds `readAt`). */
export interface NotificationView {
  id: string;
  type: string;
  title: string;
  body: string;
  /** ISO instant. */
  createdAt: string;
}

/** An item of `GET notifications`. */
export interface NotificationItem extends NotificationView {
  /** ISO instant, or null while unread. */
  readAt: string | null;
}

/** What the server emits to a member's room. Chat events are the spec's and live with chat. */
export interface LiveServerEvents {
  balance: (update: BalanceUpdate) => void;
  notification: (notification: NotificationView) => void;
}
