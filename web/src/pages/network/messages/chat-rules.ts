import type { ChatMemberView } from '@earnwave/contracts';
import type { ChatMessageView, ChatView } from '../../../services/api';

/** The member on the other side of a chat, as `me` sees it. */
export function otherMember(chat: ChatView, meId: string): ChatMemberView {
  return chat.senderMemberId === meId ? chat.receiver : chat.sender;
}

/**
 * Messages from several sources (pages, live events, the sender's own answer) as one list: each
 * message once, oldest first. Pages are offset-based, so a page read after live messages arrived
 * overlaps the ones shown; the overlap collapses here.
 */
export function mergeMessages(current: ChatMessageView[], incoming: ChatMessageView[]): ChatMessageView[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The chat's last message once `message` was stored in it. */
export function withLastMessage(chat: ChatView, message: ChatMessageView): ChatView {
  if (chat.lastMessage && chat.lastMessage.createdAt > message.createdAt) return chat;
  return { ...chat, lastMessage: { message: message.message, createdAt: message.createdAt } };
}

/**
 * The sender's chat after a message of theirs was stored: a message to a member who charges uses
 * one paid message, so Renew Chat is due again when none is left (the server's rule, mirrored so
 * the page need not reload the chat).
 */
export function afterOwnMessage(chat: ChatView, message: ChatMessageView): ChatView {
  const next = withLastMessage(chat, message);
  if (chat.earnPerMessage <= 0) return next;
  const left = Math.max(0, chat.paidMessagesLeft - 1);
  return { ...next, paidMessagesLeft: left, isRenewChat: left === 0 };
}

/** The list with `chat` in it: replaced in place, or first when `toTop` (new activity) or new. */
export function listWith(chats: ChatView[], chat: ChatView, toTop = false): ChatView[] {
  const index = chats.findIndex((item) => item.id === chat.id);
  if (index === -1) return [chat, ...chats];
  if (!toTop) return chats.map((item) => (item.id === chat.id ? chat : item));
  return [chat, ...chats.filter((item) => item.id !== chat.id)];
}

/** Pages of the chat list appended: a chat moved up by new activity may show on two pages. */
export function appendChats(chats: ChatView[], more: ChatView[]): ChatView[] {
  const seen = new Set(chats.map((chat) => chat.id));
  return [...chats, ...more.filter((chat) => !seen.has(chat.id))];
}
