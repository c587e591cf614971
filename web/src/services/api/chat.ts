import {
  CHAT_PAGE_SIZE,
  type ChatAttachment,
  type ChatMessageView,
  type ChatView,
  type WireData,
} from '@earnwave/contracts';
import { api } from './client';

/**
 * Chat (spec 7, Chat): the member's chats and their messages. Shapes are the server's
 * (`@earnwave/contracts`): a chat names both members, the caller's price to write to the other
 * (`earnPerMessage`) and whether Renew Chat is due (`isRenewChat`).
 */
export type { ChatAttachment, ChatMessageView, ChatView };

/** A page of a paged chat call: `page` and `hasMore` come beside `data` in the envelope. */
export interface ChatPage<T> {
  data: T;
  page: number;
  hasMore: boolean;
}

/** `GET chat/get-messages/{id}`: page 1 holds the newest messages, each page oldest to newest. */
export type MessagesPage = ChatPage<WireData<'ChatController_messages'>>;

/** What a message carries: its text and the sender's uploads (as `POST uploads` answered them). */
export interface MessageDraft {
  chatId: string;
  message: string;
  attachments: ChatAttachment[];
}

/** A chat page as the screens read it: page 1 when the server names none, no more unless it says so. */
async function getPage<T>(path: string): Promise<ChatPage<T>> {
  const answer = await api.getPage<T>(path);
  return { data: answer.data, page: answer.page ?? 1, hasMore: answer.hasMore === true };
}

const pageQuery = (page: number, limit: number) => `?page=${page}&limit=${limit}`;

export const ChatApi = {
  /** `POST chat/start`: the chat with that member (an existing one when there is one). */
  start: (receiverId: string) => api.post<ChatView>('/chat/start', { receiverId }),
  /** `GET chat/all-chats`: latest activity first, 10 a page (spec 9). */
  chats: (page = 1, limit = CHAT_PAGE_SIZE) => getPage<ChatView[]>(`/chat/all-chats${pageQuery(page, limit)}`),
  messages: (chatId: string, page = 1, limit = CHAT_PAGE_SIZE): Promise<MessagesPage> =>
    getPage(`/chat/get-messages/${encodeURIComponent(chatId)}${pageQuery(page, limit)}`),
  /** `POST chat/create-message`: a paid message uses one renewal, so it carries an Idempotency-Key. */
  sendMessage: (draft: MessageDraft) => api.post<ChatMessageView>('/chat/create-message', draft, { idempotent: true }),
  /** `DELETE chat/delete/{chatId}`: hides the chat and its messages from the caller only. */
  deleteChat: (chatId: string) =>
    api.delete<WireData<'ChatController_remove'>>(`/chat/delete/${encodeURIComponent(chatId)}`),
  /**
   * `PUT chat/update-chat` (Renew Chat): pays the other member's earnPerMessage for one more
   * message, only if it is still the `earnPerMessage` the member confirmed (else 409 with the price
   * now: see changedPrice).
   */
  renew: (chatId: string, earnPerMessage: number) =>
    api.put<ChatView>('/chat/update-chat', { chatId, earnPerMessage }, { idempotent: true }),
};
