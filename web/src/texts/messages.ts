import { CHAT_MSG } from '@earnwave/contracts';

/**
 * The texts spec 5 and 8 give the Messages tab (STYLE.md habit 11: one place per area). Server
 * messages are shown as the server sends them.
 */
export const CHAT_TEXT = {
  noContent: 'No content yet',
  chooseChat: CHAT_MSG.chatIdRequired,
  messageEmpty: CHAT_MSG.messageEmpty,
  /** Sent by `POST chat/create-message`: the server's words, and the client's when it refused. */
  messageSent: CHAT_MSG.messageSent,
  messageSendFailed: 'Message send failed.',
  /** Sent over the live connection, answered by `messageSent {success}`. */
  liveSent: 'Message sent!',
  liveSendFailed: 'Failed to send message',
  loadChatsFailed: 'Failed to load chats.',
  fetchMessagesFailed: 'Failed to fetch messages.',
  refreshMessagesFailed: 'Failed to refresh messages.',
  loadOlderFailed: 'Could not load more messages.',
  chatDeleted: CHAT_MSG.deleted,
  deleteChatFailed: 'Failed to delete chat.',
  chatRenewed: CHAT_MSG.renewed,
  renewChatFailed: 'Failed to renewed chat.',
  /** An attachment stored, or one that could not be (the server's message when it gave one). */
  attachmentUploaded: 'File uploaded!',
  uploadFailed: 'Upload error',

  renewChat: 'Renew Chat',
  renewConfirm: (credits: number) => `Renew this chat for ${credits} credits? They are deducted from your balance.`,
  renewNeeded: (name: string, credits: number) =>
    `Each message to ${name} costs ${credits} credits. Renew Chat to send your next message.`,
  deleteChat: 'Delete chat',
  deleteConfirm: 'Delete this chat?',
  deleteConfirmDetail: 'Its messages disappear from your side; the other member keeps theirs.',
  loadOlder: 'Load older messages',
  loadMoreChats: 'Load more chats',
  backToChats: 'Back to chats',
  attachment: 'Attachment',
  attachFile: 'Attach a file',
  send: 'Send',
  messagePlaceholder: 'Write a message…',
  reconnecting: 'Reconnecting…',
  chats: 'Chats',
  messages: 'Messages',
  message: 'Message',
  delete: 'Delete',
  pricePerMessage: (credits: number) => `${credits} credits a message`,
} as const;
