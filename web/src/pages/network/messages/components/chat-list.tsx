import { Avatar, Button, Empty, Flex, Spin, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import type { ChatView } from '../../../../services/api';
import { mediaUrl } from '../../../../services/display-rules';
import { otherMember } from '../chat-rules';
import { CHAT_TEXT } from '../../../../texts/messages';

/**
 * The member's chats, latest activity first (spec 2): the other member's picture and name, the
 * last message, and a 'Renew Chat' link when the next message must be paid for.
 */
export function ChatList({
  chats,
  meId,
  selectedId,
  hasMore,
  loadingMore,
  onSelect,
  onRenew,
  onLoadMore,
}: {
  chats: ChatView[] | null;
  meId: string;
  selectedId: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onSelect: (chat: ChatView) => void;
  onRenew: (chat: ChatView) => void;
  onLoadMore: () => void;
}) {
  const { token } = theme.useToken();
  if (!chats)
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  if (chats.length === 0) return <Empty description={CHAT_TEXT.noContent} />;
  return (
    <Flex vertical gap={4}>
      <nav aria-label={CHAT_TEXT.chats}>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {chats.map((chat) => {
            const other = otherMember(chat, meId);
            const selected = chat.id === selectedId;
            const last = chat.lastMessage;
            return (
              <li key={chat.id} data-testid="chat-item">
                <Flex
                  align="center"
                  gap={10}
                  onClick={() => onSelect(chat)}
                  style={{
                    cursor: 'pointer',
                    padding: '10px 12px',
                    borderRadius: token.borderRadius,
                    background: selected ? token.controlItemBgActive : undefined,
                  }}
                >
                  <Avatar alt="" aria-hidden src={mediaUrl(other.userProfile.image)} size={40} style={{ flex: 'none' }}>
                    {other.name.charAt(0).toUpperCase()}
                  </Avatar>
                  <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                    <Flex justify="space-between" gap={8}>
                      <button
                        type="button"
                        className="chat-item-open"
                        aria-current={selected ? 'true' : undefined}
                        style={{
                          all: 'unset',
                          cursor: 'pointer',
                          fontWeight: 600,
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                          color: token.colorText,
                        }}
                      >
                        {other.name}
                      </button>
                      {last && (
                        <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
                          {dayjs(last.createdAt).format('D MMM HH:mm')}
                        </Typography.Text>
                      )}
                    </Flex>
                    {last && (
                      <Typography.Text
                        type="secondary"
                        ellipsis
                        style={{ fontSize: 13 }}
                        data-testid="chat-last-message"
                      >
                        {last.message || CHAT_TEXT.attachment}
                      </Typography.Text>
                    )}
                    {chat.isRenewChat && (
                      <Button
                        type="link"
                        size="small"
                        onClick={(event) => {
                          event.stopPropagation();
                          onRenew(chat);
                        }}
                        style={{ padding: 0, height: 'auto', alignSelf: 'flex-start' }}
                      >
                        {CHAT_TEXT.renewChat}
                      </Button>
                    )}
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ul>
      </nav>
      {hasMore && (
        <Button onClick={onLoadMore} loading={loadingMore} block>
          {CHAT_TEXT.loadMoreChats}
        </Button>
      )}
    </Flex>
  );
}
