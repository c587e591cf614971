import type { Transaction } from '@earnwave/db';
import { onRollback } from '@earnwave/testing';
import { ChatRenewals } from './chat-renewals';
import type { ChatParticipant, ChatRenewal } from './chat.repository';

/** A member as a chat sees them: what one message to them costs, and whether they take messages. */
export interface ChatMember {
  earnPerMessage?: bigint;
  receiveMessage?: boolean;
  deactivated?: boolean;
}

/** Chats and their renewals in memory (beside the port: a library imports no service). */
export class InMemoryChatRenewals extends ChatRenewals {
  renewals: ChatRenewal[] = [];
  private readonly members = new Map<string, ChatMember>();
  private readonly sides = new Map<string, { otherMemberId: string; paidMessagesLeft: number }>();

  /** A member and their chat settings (changed by calling again). */
  member(id: string, settings: ChatMember = {}): void {
    this.members.set(id, settings);
  }

  /** A chat between two members, as starting one leaves it. */
  chat(chatId: string, senderId: string, receiverId: string): void {
    this.sides.set(`${chatId}:${senderId}`, { otherMemberId: receiverId, paidMessagesLeft: 0 });
    this.sides.set(`${chatId}:${receiverId}`, { otherMemberId: senderId, paidMessagesLeft: 0 });
  }

  async participant(
    _tx: Transaction,
    chatId: string,
    memberId: string,
    _lock: boolean,
  ): Promise<ChatParticipant | undefined> {
    const side = this.sides.get(`${chatId}:${memberId}`);
    if (!side) return undefined;
    const other = this.members.get(side.otherMemberId) ?? {};
    return {
      chatId,
      memberId,
      otherMemberId: side.otherMemberId,
      paidMessagesLeft: side.paidMessagesLeft,
      price: other.earnPerMessage ?? 0n,
      otherReceives: !other.deactivated && (other.receiveMessage ?? true),
    };
  }

  async insertRenewal(tx: Transaction, renewal: ChatRenewal): Promise<void> {
    // chat_renewals.spend_key is unique: a second renewal of one spend fails its statement.
    if (this.renewals.some((done) => done.spendKey === renewal.spendKey)) {
      throw new Error(`chat_renewals_spend_key_key: ${renewal.spendKey}`);
    }
    const side = this.sides.get(`${renewal.chatId}:${renewal.payerId}`);
    if (!side) throw new Error(`chat_renewals_chat_id_fkey: ${renewal.chatId}`);
    this.renewals.push(renewal);
    side.paidMessagesLeft += 1;
    onRollback(tx, () => {
      this.renewals = this.renewals.filter((kept) => kept !== renewal);
      side.paidMessagesLeft -= 1;
    });
  }
}
