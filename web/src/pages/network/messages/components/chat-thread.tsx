import { ArrowLeftOutlined, DeleteOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Card, Empty, Flex, Popconfirm, Spin, Tag, theme } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChatApi, type ChatMessageView, type ChatView } from '../../../../services/api';
import { joinChat, onLive } from '../../../../services/live';
import { toast } from '../../../../services/toast';
import { mediaUrl } from '../../../../services/display-rules';
import { afterOwnMessage, mergeMessages, otherMember } from '../chat-rules';
import { CHAT_TEXT } from '../../../../texts/messages';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';

/** How close to the bottom (px) the reader must be for a new message to scroll the thread down. */
const NEAR_BOTTOM = 120;

/**
 * One chat (spec 2, 4 and 7): its messages, newest at the bottom, arriving live over the socket;
 * 'Load older messages' pages back while the server has more; the composer; Renew Chat when the
 * next message must be paid for; and the delete action after a confirmation.
 */
export function ChatThread({
  chatId,
  chat,
  meId,
  onChatChange,
  onDeleted,
  onRenew,
  onBack,
}: {
  chatId: string;
  chat: ChatView | null;
  meId: string;
  onChatChange: (chat: ChatView) => void;
  onDeleted: (chatId: string) => void;
  onRenew: (chat: ChatView) => void;
  /** On a narrow screen the thread replaces the list; this goes back to it. */
  onBack?: () => void;
}) {
  const { token } = theme.useToken();
  const [messages, setMessages] = useState<ChatMessageView[] | null>(null);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [offline, setOffline] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  /** What the next render does to the scroll position: follow the bottom, or keep the reader's place. */
  const scrollPlan = useRef<{ kind: 'bottom' } | { kind: 'keep'; height: number; top: number } | null>(null);
  const onChatChangeRef = useRef(onChatChange);
  onChatChangeRef.current = onChatChange;

  const nearBottom = () => {
    const box = scroller.current;
    return !box || box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM;
  };

  /** The newest page: on opening the chat, and again after a dropped connection (merged, older pages kept). */
  const loadNewest = useCallback(
    async (refresh: boolean) => {
      try {
        const answer = await ChatApi.messages(chatId, 1);
        scrollPlan.current = { kind: 'bottom' };
        setMessages((current) => mergeMessages(current ?? [], answer.data.messages));
        if (!refresh) setHasMore(answer.hasMore);
        onChatChangeRef.current(answer.data.chat);
      } catch {
        toast.error(refresh ? CHAT_TEXT.refreshMessagesFailed : CHAT_TEXT.fetchMessagesFailed);
        setMessages((current) => current ?? []);
      }
    },
    [chatId],
  );

  useEffect(() => {
    void loadNewest(false);
  }, [loadNewest]);

  // The chat's room, and the live messages of this chat; after a dropped connection, the newest
  // page again, for what arrived meanwhile.
  useEffect(() => {
    const leave = joinChat(chatId, meId);
    let wasOffline = false;
    const offMessage = onLive('message', (message) => {
      if (message.chatId !== chatId) return;
      if (nearBottom() || message.senderMemberId === meId) scrollPlan.current = { kind: 'bottom' };
      setMessages((current) => mergeMessages(current ?? [], [message]));
    });
    const offConnection = onLive('connection', (connected) => {
      setOffline(!connected);
      if (!connected) wasOffline = true;
      else if (wasOffline) {
        wasOffline = false;
        void loadNewest(true);
      }
    });
    return () => {
      leave();
      offMessage();
      offConnection();
    };
  }, [chatId, meId, loadNewest]);

  useLayoutEffect(() => {
    const box = scroller.current;
    const plan = scrollPlan.current;
    if (!box || !plan) return;
    scrollPlan.current = null;
    box.scrollTop = plan.kind === 'bottom' ? box.scrollHeight : box.scrollHeight - plan.height + plan.top;
  }, [messages]);

  const loadOlder = async () => {
    setLoadingOlder(true);
    try {
      const answer = await ChatApi.messages(chatId, page + 1);
      const box = scroller.current;
      if (box) scrollPlan.current = { kind: 'keep', height: box.scrollHeight, top: box.scrollTop };
      setMessages((current) => mergeMessages(current ?? [], answer.data.messages));
      setPage(page + 1);
      setHasMore(answer.hasMore);
    } catch {
      toast.error(CHAT_TEXT.loadOlderFailed);
    } finally {
      setLoadingOlder(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await ChatApi.deleteChat(chatId);
      toast.success(CHAT_TEXT.chatDeleted);
      onDeleted(chatId);
    } catch {
      toast.error(CHAT_TEXT.deleteChatFailed);
      setDeleting(false);
    }
  };

  const sent = (message: ChatMessageView) => {
    scrollPlan.current = { kind: 'bottom' };
    setMessages((current) => mergeMessages(current ?? [], [message]));
    if (chat) onChatChange(afterOwnMessage(chat, message));
  };

  const other = chat ? otherMember(chat, meId) : null;

  return (
    <Card
      size="small"
      data-testid="chat-thread"
      styles={{
        body: {
          display: 'flex',
          flexDirection: 'column',
          gap: 12,
          height: 'min(640px, calc(100vh - 300px))',
          minHeight: 360,
        },
      }}
      title={
        other ? (
          <Flex align="center" gap={10}>
            {onBack && (
              <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label={CHAT_TEXT.backToChats} />
            )}
            <Avatar alt="" aria-hidden src={mediaUrl(other.userProfile.image)} style={{ flex: 'none' }}>
              {other.name.charAt(0).toUpperCase()}
            </Avatar>
            <Link to={`/dashboard/profile/${other.id}`} data-testid="chat-partner">
              {other.name}
            </Link>
            {chat && chat.earnPerMessage > 0 && <Tag>{CHAT_TEXT.pricePerMessage(chat.earnPerMessage)}</Tag>}
            {offline && <Tag color="warning">{CHAT_TEXT.reconnecting}</Tag>}
          </Flex>
        ) : messages === null ? (
          <Spin size="small" />
        ) : null
      }
      extra={
        <Popconfirm
          title={CHAT_TEXT.deleteConfirm}
          description={CHAT_TEXT.deleteConfirmDetail}
          okText={CHAT_TEXT.delete}
          okButtonProps={{ danger: true, loading: deleting }}
          onConfirm={remove}
        >
          <Button danger type="text" icon={<DeleteOutlined />} aria-label={CHAT_TEXT.deleteChat}>
            {onBack ? null : CHAT_TEXT.deleteChat}
          </Button>
        </Popconfirm>
      }
    >
      <div
        ref={scroller}
        role="log"
        aria-label={CHAT_TEXT.messages}
        aria-live="polite"
        style={{ flex: 1, overflowY: 'auto', paddingInline: 4 }}
      >
        {messages === null ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        ) : (
          <Flex vertical gap={8}>
            {hasMore && (
              <Flex justify="center">
                <Button size="small" onClick={() => void loadOlder()} loading={loadingOlder}>
                  {CHAT_TEXT.loadOlder}
                </Button>
              </Flex>
            )}
            {messages.length === 0 ? (
              <Empty description={CHAT_TEXT.noContent} />
            ) : (
              messages.map((message) => (
                <MessageBubble key={message.id} message={message} mine={message.senderMemberId === meId} />
              ))
            )}
          </Flex>
        )}
      </div>
      {chat?.isRenewChat && other && (
        <Alert
          type="info"
          showIcon
          title={CHAT_TEXT.renewNeeded(other.name, chat.earnPerMessage)}
          action={
            <Button size="small" type="primary" onClick={() => onRenew(chat)}>
              {CHAT_TEXT.renewChat}
            </Button>
          }
          style={{ borderColor: token.colorInfoBorder }}
        />
      )}
      {chat && <Composer chat={chat} memberId={meId} onSent={sent} onRenew={() => onRenew(chat)} />}
    </Card>
  );
}
