import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, Popover, Spin, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Api, type NotificationItem } from '../services/api';
import { onLive } from '../services/live';
import { toast } from '../services/toast';
import { TEXT } from '../texts';
import { FRAME_TEXT } from '../texts/frame';

/** The bell lists only the latest notifications; the unread count is of all of them. */
export const NOTIFICATIONS_SHOWN = 10;

interface Shown {
  items: NotificationItem[];
  unread: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A pushed notification goes on top and counts as unread, unless a load already brought it. */
function withPushed(shown: Shown | null, pushed: NotificationItem): Shown {
  if (shown?.items.some((item) => item.id === pushed.id)) return shown;
  return {
    items: [pushed, ...(shown?.items ?? [])].slice(0, NOTIFICATIONS_SHOWN),
    unread: (shown?.unread ?? 0) + 1,
  };
}

/** The popover's list: what loaded, the load's failure, or the empty text. */
function NotificationList({ shown, failure }: { shown: Shown | null; failure: string | null }) {
  const { token } = theme.useToken();
  return (
    <div style={{ width: 'min(320px, 80vw)', maxHeight: 400, overflowY: 'auto' }} data-testid="notification-list">
      {!shown ? (
        failure ? (
          <Typography.Text type="danger">{failure}</Typography.Text>
        ) : (
          <Flex justify="center" style={{ padding: 16 }}>
            <Spin />
          </Flex>
        )
      ) : shown.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXT.noNotifications} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.items.map((item) => (
            <li
              key={item.id}
              data-testid="notification-item"
              data-unread={item.readAt ? undefined : 'true'}
              style={{ padding: '8px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
            >
              <Flex justify="space-between" gap={8}>
                <Typography.Text strong={!item.readAt}>{item.title}</Typography.Text>
                {!item.readAt && <Tag color="blue">{TEXT.unreadNotification}</Tag>}
              </Flex>
              {item.body && <Typography.Paragraph style={{ margin: 0 }}>{item.body}</Typography.Paragraph>}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <time dateTime={item.createdAt}>{dayjs(item.createdAt).format('D MMM HH:mm')}</time>
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The header's bell: the unread count on a badge, the latest notifications in a popover with
 * 'Mark all as read', and live `notification` pushes on top. The list loads again on each opening,
 * so what a dropped connection missed shows up there.
 */
export function NotificationBell() {
  const [shown, setShown] = useState<Shown | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [marking, setMarking] = useState(false);
  // Only the latest load's answer is shown: an earlier one that answers late is dropped.
  const latestLoad = useRef(0);

  const load = useCallback(() => {
    const run = ++latestLoad.current;
    Api.notifications(1, NOTIFICATIONS_SHOWN).then(
      ({ items, unread }) => {
        if (run !== latestLoad.current) return;
        setShown({ items, unread });
        setFailure(null);
      },
      (error: unknown) => run === latestLoad.current && setFailure(messageOf(error)),
    );
  }, []);

  useEffect(() => {
    load();
    return () => {
      latestLoad.current += 1;
    };
  }, [load]);

  useEffect(
    () => onLive('notification', (pushed) => setShown((current) => withPushed(current, { ...pushed, readAt: null }))),
    [],
  );

  const toggle = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    load();
    // The toasts stand at the top right, over the list that now tells the same news.
    toast.dismissAll();
  };

  const markAllRead = async () => {
    setMarking(true);
    try {
      await Api.markNotificationsRead();
      const readAt = new Date().toISOString();
      setShown(
        (current) =>
          current && { items: current.items.map((item) => ({ ...item, readAt: item.readAt ?? readAt })), unread: 0 },
      );
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setMarking(false);
    }
  };

  const unread = shown?.unread ?? 0;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={toggle}
      title={
        <Flex justify="space-between" align="center" gap={12}>
          {TEXT.notifications}
          <Button type="link" size="small" onClick={markAllRead} loading={marking} disabled={unread === 0}>
            {TEXT.markAllRead}
          </Button>
        </Flex>
      }
      content={<NotificationList shown={shown} failure={failure} />}
    >
      <Button
        type="text"
        // The name says the count the badge shows, in words a screen reader reads out.
        aria-label={unread ? FRAME_TEXT.unreadNotifications(TEXT.notifications, unread) : TEXT.notifications}
        data-testid="notification-bell"
        icon={
          <Badge count={unread} size="small" data-testid="notification-count">
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Popover>
  );
}
