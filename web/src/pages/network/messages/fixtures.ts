import type { ChatMessageView, ChatView } from '../../../services/api';
import { MEMBER } from '../../../test/render';

/** Test data of the Messages tab, in the API's shapes. */
export const OTHER_ID = '5d6c7b8a-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
export const CHAT_ID = '7f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';

export function chatOf(patch: Partial<ChatView> = {}): ChatView {
  return {
    id: CHAT_ID,
    senderMemberId: MEMBER.id,
    receiverMemberId: OTHER_ID,
    sender: { id: MEMBER.id, name: MEMBER.name, userProfile: { image: null } },
    receiver: { id: OTHER_ID, name: 'Bea Creator', userProfile: { image: 'uploads/2026/11/bea.png' } },
    createdAt: '2026-11-20T09:00:00.000Z',
    isRenewChat: false,
    earnPerMessage: 0,
    paidMessagesLeft: 0,
    lastMessage: { message: 'See you soon', createdAt: '2026-11-20T10:09:00.000Z' },
    ...patch,
  };
}

/** The n-th message of the chat (minutes after 10:00), from Bea unless `mine`. */
export function messageOf(n: number, patch: Partial<ChatMessageView> & { mine?: boolean } = {}): ChatMessageView {
  const { mine, ...rest } = patch;
  const sender = mine ? MEMBER.id : OTHER_ID;
  return {
    id: `m${n}`,
    chatId: CHAT_ID,
    message: `Message ${n}`,
    attachments: [],
    createdAt: `2026-11-20T10:${String(n).padStart(2, '0')}:00.000Z`,
    senderMemberId: sender,
    memberId: sender,
    ...rest,
  };
}

/** A reply of a paged chat call: `page` and `hasMore` beside `data`, where the server puts them. */
export function paged<T>(data: T, hasMore = false, page = 1) {
  return { data, page, hasMore };
}

export const MEMBER_RECORD = {
  data: { id: MEMBER.id, name: MEMBER.name, role: 'member', status: 'active', daysLeft: 300, balance: 0 },
};
