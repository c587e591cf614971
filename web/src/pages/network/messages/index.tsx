import { Card, Col, Empty, Grid, Row } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChatApi, type ChatView } from '../../../services/api';
import { onLive } from '../../../services/live';
import { getUser } from '../../../services/session';
import { toast } from '../../../services/toast';
import { appendChats, listWith, withLastMessage } from './chat-rules';
import { ChatList } from './components/chat-list';
import { ChatThread } from './components/chat-thread';
import { RenewChatModal } from './components/renew-chat-modal';
import { CHAT_TEXT } from '../../../texts/messages';

/**
 * The Messages tab of the Network screen (spec 2): the member's chats beside the open one. The
 * open chat is the `chatId` of the address (/dashboard/chat?chatId={id}, where a profile's Send
 * Message leads). Live messages move their chat to the top of the list; a chat not in the list
 * (new, or deleted and written to again) brings the first page back.
 */
export function MessagesTab() {
  const me = getUser();
  const meId = me?.id ?? '';
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('chatId');
  const [chats, setChats] = useState<ChatView[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [renewing, setRenewing] = useState<ChatView | null>(null);
  const narrow = Grid.useBreakpoint().lg === false;
  const chatsRef = useRef(chats);
  chatsRef.current = chats;

  useEffect(() => {
    let live = true;
    const firstPage = () =>
      ChatApi.chats(1).then(
        (answer) => {
          if (!live) return;
          // A chat the open thread put in the list first stays, after the first page.
          setChats((current) => appendChats(answer.data, current));
          setHasMore(answer.hasMore);
          setLoaded(true);
        },
        () => {
          if (!live) return;
          toast.error(CHAT_TEXT.loadChatsFailed);
          setLoaded(true);
        },
      );
    void firstPage();
    const off = onLive('message', (message) => {
      const chat = chatsRef.current.find((item) => item.id === message.chatId);
      if (chat) setChats((current) => listWith(current, withLastMessage(chat, message), true));
      else void firstPage();
    });
    return () => {
      live = false;
      off();
    };
  }, []);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const answer = await ChatApi.chats(page + 1);
      setChats((current) => appendChats(current, answer.data));
      setPage(page + 1);
      setHasMore(answer.hasMore);
    } catch {
      toast.error(CHAT_TEXT.loadChatsFailed);
    } finally {
      setLoadingMore(false);
    }
  };

  /** The open chat lives in the address; with none open, `tab=messages` keeps this tab chosen. */
  const select = (chatId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (chatId) {
          next.set('chatId', chatId);
          next.delete('tab');
        } else {
          next.delete('chatId');
          next.set('tab', 'messages');
        }
        return next;
      },
      { replace: true },
    );

  /** A newer copy of a chat (from its thread or a renewal); new activity moves it to the top. */
  const changed = (chat: ChatView) =>
    setChats((current) => {
      const before = current.find((item) => item.id === chat.id);
      const moved = before ? before.lastMessage?.createdAt !== chat.lastMessage?.createdAt : false;
      return listWith(current, chat, moved);
    });

  const renew = (chat: ChatView) => {
    if (chat.id !== selectedId) select(chat.id);
    setRenewing(chat);
  };

  const deleted = (chatId: string) => {
    setChats((current) => current.filter((chat) => chat.id !== chatId));
    select(null);
  };

  const selected = selectedId ? (chats.find((chat) => chat.id === selectedId) ?? null) : null;
  const priceChanged = (chat: ChatView) => {
    changed(chat);
    setRenewing(chat);
  };
  const modal = (
    <RenewChatModal
      chat={renewing}
      onClose={() => setRenewing(null)}
      onRenewed={changed}
      onPriceChanged={priceChanged}
    />
  );

  if (loaded && chats.length === 0 && !selectedId)
    return (
      <Card>
        <Empty description={CHAT_TEXT.noContent} />
      </Card>
    );

  const list = (
    <Card size="small" title={CHAT_TEXT.chats} styles={{ body: { padding: 8 } }}>
      <ChatList
        chats={loaded || chats.length ? chats : null}
        meId={meId}
        selectedId={selectedId}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onSelect={(chat) => select(chat.id)}
        onRenew={renew}
        onLoadMore={() => void loadMore()}
      />
    </Card>
  );
  const thread = selectedId ? (
    <ChatThread
      key={selectedId}
      chatId={selectedId}
      chat={selected}
      meId={meId}
      onChatChange={changed}
      onDeleted={deleted}
      onRenew={renew}
      onBack={narrow ? () => select(null) : undefined}
    />
  ) : (
    <Card>
      <Empty description={CHAT_TEXT.chooseChat} />
    </Card>
  );

  return (
    <>
      {narrow ? (
        selectedId ? (
          thread
        ) : (
          list
        )
      ) : (
        <Row gutter={16}>
          <Col lg={8}>{list}</Col>
          <Col lg={16}>{thread}</Col>
        </Row>
      )}
      {modal}
    </>
  );
}

export default MessagesTab;
