import { Alert, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { ApiError, changedPrice, ChatApi, type ChatView } from '../../../../services/api';
import { toast } from '../../../../services/toast';
import { CHAT_TEXT } from '../../../../texts/messages';

/**
 * Renew Chat (spec 4): a balance-deduction confirmation naming the other member's earnPerMessage,
 * then `PUT chat/update-chat` with that price (and an Idempotency-Key, as every money call). The
 * toast is 'Chat renewed successfully.', or the server's refusal, or 'Failed to renewed chat.'.
 * When the price changed since it was shown, nothing is charged: the chat takes the new price
 * (`onPriceChanged`) and the dialog stays open, naming it, for the member to confirm again.
 */
export function RenewChatModal({
  chat,
  onClose,
  onRenewed,
  onPriceChanged,
}: {
  chat: ChatView | null;
  onClose: () => void;
  onRenewed: (chat: ChatView) => void;
  onPriceChanged: (chat: ChatView) => void;
}) {
  const [busy, setBusy] = useState(false);
  /** The server's word that the price changed since it was shown. */
  const [priceChanged, setPriceChanged] = useState<string | null>(null);
  // The price stays on screen while the dialog closes.
  const shown = useRef(chat);
  if (chat) shown.current = chat;

  const close = () => {
    setPriceChanged(null);
    onClose();
  };

  const renew = async () => {
    if (!chat) return;
    setBusy(true);
    try {
      const renewed = await ChatApi.renew(chat.id, chat.earnPerMessage);
      toast.success(CHAT_TEXT.chatRenewed);
      onRenewed(renewed);
      close();
    } catch (error) {
      const price = changedPrice(error, 'earnPerMessage');
      if (price === undefined) {
        toast.error(error instanceof ApiError && error.status ? error.firstMessage : CHAT_TEXT.renewChatFailed);
      } else {
        setPriceChanged((error as ApiError).message);
        onPriceChanged({ ...chat, earnPerMessage: price });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={chat !== null}
      title={CHAT_TEXT.renewChat}
      okText={CHAT_TEXT.renewChat}
      onOk={() => void renew()}
      onCancel={close}
      confirmLoading={busy}
      destroyOnHidden
    >
      {priceChanged && <Alert type="warning" showIcon role="alert" title={priceChanged} style={{ marginBottom: 12 }} />}
      {shown.current && (
        <Typography.Paragraph>{CHAT_TEXT.renewConfirm(shown.current.earnPerMessage)}</Typography.Paragraph>
      )}
    </Modal>
  );
}
