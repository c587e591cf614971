import { ApiError, ChatApi, type ChatMessageView, type MessageDraft } from '../../../services/api';
import { sendChatMessage } from '../../../services/live';
import { CHAT_TEXT } from '../../../texts/messages';

/** A message stored, and what the member is told: the live answer's own words or the HTTP answer's. */
export interface Delivery {
  message: ChatMessageView;
  notice: string;
}

/** A message not sent: the server's refusal (its field errors) and what the member is told. */
export class Undelivered extends ApiError {
  constructor(
    failure: ApiError,
    readonly notice: string,
  ) {
    super(failure.status, failure.message, failure.errors, failure.data);
  }
}

/**
 * Sends a message the way spec 7 does, over the live connection (`sendMessage`, answered by
 * `messageSent {success}`: 'Message sent!' or 'Failed to send message'), or by `POST
 * chat/create-message` when there is no connection at the moment ('Message sent successfully!' or
 * 'Message send failed.'). A refusal keeps the server's field errors, whichever way it went.
 */
export async function deliverMessage(draft: MessageDraft, memberId: string): Promise<Delivery> {
  const live = sendChatMessage({ ...draft, memberId });
  if (!live) {
    try {
      return { message: await ChatApi.sendMessage(draft), notice: CHAT_TEXT.messageSent };
    } catch (error) {
      throw new Undelivered(
        error instanceof ApiError ? error : new ApiError(0, CHAT_TEXT.messageSendFailed),
        CHAT_TEXT.messageSendFailed,
      );
    }
  }
  const answer = await live.catch(() => {
    throw new Undelivered(new ApiError(0, CHAT_TEXT.liveSendFailed), CHAT_TEXT.liveSendFailed);
  });
  if (answer.success && answer.data) return { message: answer.data, notice: CHAT_TEXT.liveSent };
  throw new Undelivered(
    new ApiError(422, answer.message ?? CHAT_TEXT.liveSendFailed, answer.errors ?? []),
    CHAT_TEXT.liveSendFailed,
  );
}
