import { ApiError, ChatApi, type ChatMessageView, type MessageDraft } from '../../../services/api';
import { sendChatMessage } from '../../../services/live';
import { CHAT_TEXT } from './texts';

/**
 * Sends a message the way spec 7 does, over the live connection (`sendMessage`, answered by
 * `messageSent`), or by `POST chat/create-message` when there is no connection at the moment. A
 * refusal comes back as an ApiError with the server's field errors, whichever way it went.
 */
export async function deliverMessage(draft: MessageDraft, memberId: string): Promise<ChatMessageView> {
  const live = sendChatMessage({ ...draft, memberId });
  if (!live) return ChatApi.sendMessage(draft);
  const answer = await live.catch(() => {
    throw new ApiError(0, CHAT_TEXT.messageSendFailed);
  });
  if (answer.success && answer.data) return answer.data;
  throw new ApiError(422, answer.message ?? CHAT_TEXT.messageSendFailed, answer.errors ?? []);
}
