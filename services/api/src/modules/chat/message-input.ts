import { HttpStatus } from '@nestjs/common';
import { CHAT_ATTACHMENTS_MAX, CHAT_MESSAGE_MAX_LENGTH, CHAT_MSG } from '@earnwave/contracts';
import { AppError } from '../../common/errors';

/** A message as the sender wrote it, from the HTTP body or the socket payload alike. */
export interface MessageDraft {
  message?: unknown;
  attachments?: unknown;
}

/** The text (trimmed) and the upload paths a message carries once its rules hold. */
export interface MessageInput {
  text: string;
  paths: string[];
}

/**
 * The rules of a chat message, the same for `POST chat/create-message` and the socket's
 * `sendMessage`: the text is trimmed; a message with neither text nor attachments is empty
 * ('Message cannot be empty', spec 5); at most CHAT_MESSAGE_MAX_LENGTH characters and
 * CHAT_ATTACHMENTS_MAX attachments, each naming an upload by its `relativePath` (the absolute `path`
 * the upload answered, or a leading slash, name the same file). Whether the upload is the sender's
 * is checked against the uploads table by the handler.
 */
export function messageInput(draft: MessageDraft, webOrigin: string): MessageInput {
  const { message, attachments = [] } = draft;
  if (message !== undefined && message !== null && typeof message !== 'string')
    throw refused('message', CHAT_MSG.messageEmpty);
  const text = typeof message === 'string' ? message.trim() : '';
  if (!Array.isArray(attachments)) throw refused('attachments', CHAT_MSG.attachmentNotUploaded);
  if (!text && attachments.length === 0) throw refused('message', CHAT_MSG.messageEmpty);
  if (text.length > CHAT_MESSAGE_MAX_LENGTH) throw refused('message', CHAT_MSG.messageTooLong);
  if (attachments.length > CHAT_ATTACHMENTS_MAX) throw refused('attachments', CHAT_MSG.attachmentsTooMany);
  const paths = attachments.map((attachment: unknown) => {
    const path = (attachment as { relativePath?: unknown } | null)?.relativePath;
    if (typeof path !== 'string' || !path.trim()) throw refused('attachments', CHAT_MSG.attachmentNotUploaded);
    return uploadPath(path, webOrigin);
  });
  return { text, paths };
}

function uploadPath(value: string, webOrigin: string): string {
  let path = value.trim();
  if (path.startsWith(`${webOrigin}/`)) path = path.slice(webOrigin.length + 1);
  return path.replace(/^\/+/, '');
}

function refused(param: string, msg: string): AppError {
  return AppError.field(HttpStatus.BAD_REQUEST, param, msg);
}
