import { Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { ApiError, ChatApi, type ChatView } from '../../../../services/api';
import { toast } from '../../../../services/toast';
import { CHAT_TEXT } from '../texts';

/**
 * Renew Chat (spec 4): a balance-deduction confirmation naming the other member's earnPerMessage,
 * then `PUT chat/update-chat` (with an Idempotency-Key, as every money call). The toast is
 * 'Chat renewed successfully.', or the server's refusal, or 'Failed to renewed chat.'.
 */
export function RenewChatModal({
  chat,
  onClose,
  onRenewed,
}: {
  chat: ChatView | null;
  onClose: () => void;
  onRenewed: (chat: ChatView) => void;
}) {
  const [busy, setBusy] = useState(false);
  // The price stays on screen while the dialog closes.
  const shown = useRef(chat);
  if (chat) shown.current = chat;

  const renew = async () => {
    if (!chat) return;
    setBusy(true);
    try {
      const renewed = await ChatApi.renew(chat.id);
      toast.success(CHAT_TEXT.chatRenewed);
      onRenewed(renewed);
      onClose();
    } catch (error) {
      toast.error(error instanceof ApiError && error.status ? error.firstMessage : CHAT_TEXT.renewChatFailed);
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
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      {shown.current && (
        <Typography.Paragraph>{CHAT_TEXT.renewConfirm(shown.current.earnPerMessage)}</Typography.Paragraph>
      )}
    </Modal>
  );
}
