import type { ChatAttachment, ChatMessageView, ChatView } from '@earnwave/contracts';
import { creditsToJson } from '@earnwave/money';

/** A chat_messages row as ChatRepository selects it. */
export interface MessageRow {
  id: string;
  chat_id: string;
  sender_id: string;
  body: string;
  attachments: ChatAttachment[];
  created_at: Date;
}

/** Spec 3, Message: `senderMemberId` and `memberId` both name the sender (the spec reads either). */
export function messageView(row: MessageRow): ChatMessageView {
  return {
    id: row.id,
    chatId: row.chat_id,
    message: row.body,
    attachments: row.attachments,
    createdAt: new Date(row.created_at).toISOString(),
    senderMemberId: row.sender_id,
    memberId: row.sender_id,
  };
}

/** A chat row as ChatRepository selects it for one member. */
export interface ChatRow {
  id: string;
  sender_id: string;
  receiver_id: string;
  created_at: Date;
  sender_name: string;
  sender_image: string | null;
  receiver_name: string;
  receiver_image: string | null;
  paid_messages_left: number;
  price: string;
  last_body: string | null;
  last_at: Date | null;
}

/** Spec 3, Chat, as the caller sees it: isRenewChat when they must pay and have nothing paid left. */
export function chatView(row: ChatRow): ChatView {
  const price = BigInt(row.price);
  return {
    id: row.id,
    senderMemberId: row.sender_id,
    receiverMemberId: row.receiver_id,
    sender: { id: row.sender_id, name: row.sender_name, userProfile: { image: row.sender_image } },
    receiver: { id: row.receiver_id, name: row.receiver_name, userProfile: { image: row.receiver_image } },
    createdAt: new Date(row.created_at).toISOString(),
    isRenewChat: price > 0n && row.paid_messages_left === 0,
    earnPerMessage: creditsToJson(price),
    paidMessagesLeft: row.paid_messages_left,
    lastMessage:
      row.last_at === null ? null : { message: row.last_body ?? '', createdAt: new Date(row.last_at).toISOString() },
  };
}
