import type { NotificationItem } from '@earnwave/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { socket } from '../test/fake-socket';
import { fakeApi, MEMBER, renderApp, signIn, type Reply } from '../test/render';

// Role queries skip the accessibility-tree check (computing every element's style under antd's
// CSS-in-JS costs seconds per query); the queries are scoped to what they test.
configure({ defaultHidden: true });

beforeAll(async () => {
  await Promise.all([import('./dashboard-layout'), import('../pages/dashboard/settings')]);
}, 120_000);

const SLOW = 120_000;
const RECORD = { data: { ...MEMBER, daysLeft: 300, balance: 2, memberSubscription: null } };

const notice = (id: string, patch: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  type: 'gift_received',
  title: 'Gift received',
  body: 'Generous Gus sent you 2.50 credits',
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt: null,
  ...patch,
});

const listOf = (items: NotificationItem[], unread: number): Reply => ({
  data: { items, pagination: { page: 1, limit: 10, total: items.length, totalPages: 1 }, unread },
});

/** The dashboard (on its light Settings page) with this notifications answer. */
function openDashboard(notifications: Reply | (() => Reply)) {
  signIn();
  const api = fakeApi({
    'GET /members/*': RECORD,
    'GET /notifications': notifications,
    'PUT /notifications/read': { data: { updated: 1 } },
  });
  return { api, ...renderApp('/dashboard/settings') };
}

const bell = () => screen.findByRole('button', { name: /^Notifications/ });
/** The badge's count as it titles it; null when the badge shows none. */
const count = () => screen.getByTestId('notification-count').querySelector('[title]')?.getAttribute('title') ?? null;
const items = () => screen.getAllByTestId('notification-item');

describe('notification bell', () => {
  it(
    'counts the unread, lists the latest notifications with the unread marked, and marks all as read',
    async () => {
      const { api, user } = openDashboard(
        listOf([notice('n2'), notice('n1', { title: 'Welcome', body: '', readAt: '2026-11-20T11:00:00.000Z' })], 3),
      );
      await waitFor(() => expect(count()).toBe('3'));
      // A screen reader hears the count in the bell's name (the badge is hidden from it).
      expect(await bell()).toHaveAccessibleName('Notifications: 3 unread');
      expect(api.last('GET', '/notifications')?.query.toString()).toBe('page=1&limit=10');

      await user.click(await bell());
      const list = await screen.findByTestId('notification-list');
      await waitFor(() => expect(items()).toHaveLength(2));
      const [gift, welcome] = items();
      expect(gift).toHaveAttribute('data-unread', 'true');
      expect(within(gift).getByText('Gift received')).toBeInTheDocument();
      expect(within(gift).getByText('Generous Gus sent you 2.50 credits')).toBeInTheDocument();
      expect(within(gift).getByText('New')).toBeInTheDocument();
      expect(within(gift).getByText(/20 Nov/)).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
      expect(welcome).not.toHaveAttribute('data-unread');
      expect(within(welcome).queryByText('New')).toBeNull();
      expect(within(list).queryByText('No notifications yet')).toBeNull();

      await user.click(screen.getByText('Mark all as read').closest('button')!);
      await waitFor(() => expect(count()).toBeNull());
      expect(api.last('PUT', '/notifications/read')?.body).toEqual({});
      expect(items().some((item) => item.hasAttribute('data-unread'))).toBe(false);
      expect(screen.getByText('Mark all as read').closest('button')).toBeDisabled();
    },
    SLOW,
  );

  it(
    "says 'No notifications yet' when there are none",
    async () => {
      const { user } = openDashboard(listOf([], 0));
      await user.click(await bell());
      expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
      expect(count()).toBeNull();
      expect(screen.getByText('Mark all as read').closest('button')).toBeDisabled();
    },
    SLOW,
  );

  it(
    'puts a live notification on top and raises the count, and still shows it as a toast',
    async () => {
      const { user } = openDashboard(listOf([notice('n1')], 1));
      await user.click(await bell());
      await waitFor(() => expect(items()).toHaveLength(1));
      await waitFor(() => expect(socket.handlers.get('notification')).toBeDefined());

      const pushed = {
        id: 'n2',
        type: 'gift_received',
        title: 'Gift received',
        body: 'Bea Creator sent you 5.00 credits',
        createdAt: '2026-11-21T09:00:00.000Z',
      };
      act(() => socket.emitFromServer('notification', pushed));
      await waitFor(() => expect(count()).toBe('2'));
      expect(items()).toHaveLength(2);
      expect(items()[0]).toHaveAttribute('data-unread', 'true');
      expect(within(items()[0]).getByText(pushed.body)).toBeInTheDocument();
      expect(await screen.findByText(pushed.body, { selector: '.toast *' })).toBeInTheDocument();

      // The same notification again (a load that already brought it) is not counted twice.
      act(() => socket.emitFromServer('notification', pushed));
      expect(count()).toBe('2');
      expect(items()).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'shows on opening what the list holds by then',
    async () => {
      let reply = listOf([notice('n1')], 1);
      const { user } = openDashboard(() => reply);
      await waitFor(() => expect(count()).toBe('1'));
      reply = listOf([notice('n3', { title: 'Task approved', body: '' }), notice('n1')], 2);
      await user.click(await bell());
      await waitFor(() => expect(items()).toHaveLength(2));
      expect(within(items()[0]).getByText('Task approved')).toBeInTheDocument();
      expect(count()).toBe('2');
    },
    SLOW,
  );
  it(
    'closes the toasts on screen when the list opens, since they stand over it',
    async () => {
      const pushed = notice('n4', { body: 'Fay Fan sent you 4.00 credits' });
      const { user } = openDashboard(listOf([pushed], 1));
      await waitFor(() => expect(socket.handlers.get('notification')).toBeDefined());
      act(() => socket.emitFromServer('notification', { ...pushed, readAt: undefined }));
      expect(await screen.findByText(pushed.body, { selector: '.toast *' })).toBeInTheDocument();
      await user.click(await bell());
      // At once: the toast would close by itself a few seconds later anyway.
      expect(document.querySelectorAll('.toast')).toHaveLength(0);
      expect(within(items()[0]).getByText(pushed.body)).toBeInTheDocument();
    },
    SLOW,
  );
});
