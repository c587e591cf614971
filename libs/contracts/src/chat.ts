/**
 * Chat (spec 3 Chat and Message, 7 Chat, 8 Chat texts, 9 page size): the answer shapes, the socket
 * events and the texts, shared by the API and the member client.
 */
import type { FieldError } from './api-envelope';
import { creditsRangeMsg, MONEY_LIMITS } from './money-bounds';

/** The default page size is CHAT_PAGE_SIZE (constants.ts, spec 9). The largest `limit` a chat list or message page accepts. */
export const CHAT_PAGE_MAX = 50;
/** A message's text, trimmed, is at most this long. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** A message carries at most this many uploaded files. */
export const CHAT_ATTACHMENTS_MAX = 10;

/** Every socket in a chat's room gets its `message` events (joined with `joinChat`). */
export const chatRoom = (chatId: string) => `chat:${chatId}`;

/** Socket events of spec 7 (the client emits the first two, the server the last two). */
export const CHAT_EVENTS = {
  joinChat: 'joinChat',
  sendMessage: 'sendMessage',
  message: 'message',
  messageSent: 'messageSent',
} as const;

/** An attachment: one of the sender's uploads (`POST uploads` answers these fields). */
export interface ChatAttachment {
  fileType: 'image' | 'video' | 'audio';
  relativePath: string;
  formatType: string;
}

/** A message as every chat call and the `message` event answer it; `memberId` is the sender too. */
export interface ChatMessageView {
  id: string;
  chatId: string;
  message: string;
  attachments: ChatAttachment[];
  /** ISO instant. */
  createdAt: string;
  senderMemberId: string;
  memberId: string;
}

export interface ChatMemberView {
  id: string;
  name: string;
  userProfile: { image: string | null };
}

/** A chat as the caller sees it (all-chats items, start, renew). */
export interface ChatView {
  id: string;
  /** Who started the chat, and the other member. */
  senderMemberId: string;
  receiverMemberId: string;
  sender: ChatMemberView;
  receiver: ChatMemberView;
  createdAt: string;
  /** The caller must pay to message the other member and has no paid message left. */
  isRenewChat: boolean;
  /** What one message to the other member costs, in credits (0: free); Renew Chat charges it. */
  earnPerMessage: number;
  /** Messages the caller has paid for and not sent yet. */
  paidMessagesLeft: number;
  lastMessage: { message: string; createdAt: string } | null;
}

/** joinChat and sendMessage payloads; `memberId` is accepted and ignored (the token names the caller). */
export interface JoinChatPayload {
  chatId: string;
  memberId?: string;
}
export interface SendMessagePayload {
  chatId: string;
  message?: string;
  attachments?: ChatAttachment[];
  memberId?: string;
}

/** The answer of joinChat (acknowledgement) and of sendMessage (`messageSent` and acknowledgement). */
export interface ChatSocketAnswer {
  success: boolean;
  message?: string;
  /** The refusal's field errors, as the HTTP call answers them. */
  errors?: FieldError[];
  data?: ChatMessageView;
}

/** Texts of the chat calls (spec 8 where it gives them; the client shows the server's message). */
export const CHAT_MSG = {
  started: 'Chat started.',
  listed: 'Chats.',
  messagesListed: 'Messages.',
  messageSent: 'Message sent successfully!',
  deleted: 'Chat deleted successfully.',
  renewed: 'Chat renewed successfully.',
  joined: 'Joined the chat.',

  messageEmpty: 'Message cannot be empty',
  messageTooLong: `A message is at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  attachmentsTooMany: `A message has at most ${CHAT_ATTACHMENTS_MAX} attachments.`,
  attachmentNotUploaded: 'Upload the file first: only files you uploaded can be attached.',
  chatNotFound: 'Chat not found.',
  chatIdRequired: 'Choose a chat.',
  chatWithSelf: 'You cannot start a chat with yourself.',
  receiverUnknown: 'This member does not exist.',
  receiverClosed: 'This member does not receive messages.',
  renewRequired: 'You have no paid message left in this chat. Renew Chat to send your next message.',
  renewNotNeeded: 'Messages to this member are free: there is nothing to renew.',
  earnPerMessageRequired: 'Confirm the price per message you were shown (earnPerMessage) to renew the chat.',
  earnPerMessageInvalid: creditsRangeMsg('The price per message', 0, MONEY_LIMITS.earnPerMessage),
  earnPerMessageChanged: "This member's price per message has changed. Check the new price and confirm again.",
} as const;
