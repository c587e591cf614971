import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Coloured toasts at the top right (spec 8). The antd notification API comes from <ToastHost>
 * (inside the theme), which the app mounts at the first toast; toasts wait until it has.
 */
let notifications: NotificationInstance | null = null;
const waiting: (() => void)[] = [];
let onFirstToast: (() => void) | null = null;

/** The app mounts the toast host (and loads its code) when the first toast is asked for. */
export function whenToastsNeeded(listener: () => void): void {
  onFirstToast = listener;
  if (waiting.length) listener();
}
const DURATION_S = 4.5;
/** Keys of the one-at-a-time toasts on screen, with when each closes by itself. */
const open = new Map<string, number>();

export function bindToasts(instance: NotificationInstance | null): void {
  notifications = instance;
  if (instance) waiting.splice(0).forEach((show) => show());
}

type Kind = 'success' | 'error' | 'warning' | 'info';

function show(kind: Kind, message: string, options: { key?: string; description?: string } = {}): void {
  if (!notifications) {
    waiting.push(() => show(kind, message, options));
    onFirstToast?.();
    return;
  }
  notifications[kind]({
    key: options.key,
    title: message,
    description: options.description,
    placement: 'topRight',
    className: `toast toast-${kind}`,
    duration: DURATION_S,
    onClose: options.key ? () => open.delete(options.key!) : undefined,
  });
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string, description?: string) => show('info', message, { description }),
  /** Closes every toast on screen (e.g. when the notification list opens where they stand). */
  dismissAll(): void {
    notifications?.destroy();
    open.clear();
  },
  /** One toast at a time under `key`: another is not shown while it is open (spec 8, viewing limit). */
  once(kind: Kind, key: string, message: string): boolean {
    if ((open.get(key) ?? 0) > Date.now()) return false;
    open.set(key, Date.now() + DURATION_S * 1000);
    show(kind, message, { key });
    return true;
  },
};
