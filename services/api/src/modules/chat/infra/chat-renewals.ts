import type { Transaction } from '@earnwave/db';
import type { ChatParticipant, ChatRenewal } from './chat.repository';

/**
 * What renewing a chat asks of the chats' data: the payer's side of the chat with the other
 * member's price, and the renewal stored. The port of RenewChatHandler, implemented by
 * ChatRepository over PostgreSQL and by InMemoryChatRenewals (`chat-renewals.fake.ts`); both pass
 * `chat-renewals.contract.ts`.
 */
export abstract class ChatRenewals {
  /** The member's side of the chat with the other member's settings; undefined when not in it (`lock`: for update). */
  abstract participant(
    tx: Transaction,
    chatId: string,
    memberId: string,
    lock: boolean,
  ): Promise<ChatParticipant | undefined>;

  /** Stores the renewal (its spend key once) and gives the payer one more paid message. */
  abstract insertRenewal(tx: Transaction, renewal: ChatRenewal): Promise<void>;
}
