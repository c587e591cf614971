import { ChatNotFound, ReceiverTakesNoMessages } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';

/** The caller's side of a chat and what the other member's settings ask of it. */
export interface ChatParticipant {
  chatId: string;
  memberId: string;
  otherMemberId: string;
  paidMessagesLeft: number;
  /** Micro-credits one message to the other member costs (their earnPerMessage); 0 is free. */
  price: bigint;
  /** The other member's account is open and takes messages (receiveMessage, default true). */
  otherReceives: boolean;
}

/**
 * The caller's participation in a chat, read with the other member's settings (a member without
 * a profile row has the defaults). `lock` takes the caller's row for update, so that two sends
 * cannot both use the last paid message. A chat the caller is not in answers 404, as if it did
 * not exist: a chat id tells nothing to those outside it.
 */
export async function chatParticipant(
  manager: EntityManager,
  chatId: string,
  memberId: string,
  lock: boolean,
): Promise<ChatParticipant> {
  const [row]: {
    other_member_id: string;
    paid_messages_left: number;
    price: string;
    receives: boolean;
  }[] = await manager.query(
    `SELECT cm.other_member_id, cm.paid_messages_left, coalesce(p.earn_per_message, 0)::text AS price,
            (u.deactivated_at IS NULL AND coalesce(p.receive_message, true)) AS receives
     FROM chat_members cm
     JOIN users u ON u.id = cm.other_member_id
     LEFT JOIN member_profiles p ON p.member_id = cm.other_member_id
     WHERE cm.chat_id = $1 AND cm.member_id = $2
     ${lock ? 'FOR UPDATE OF cm' : ''}`,
    [chatId, memberId],
  );
  if (!row) throw new ChatNotFound();
  return {
    chatId,
    memberId,
    otherMemberId: row.other_member_id,
    paidMessagesLeft: row.paid_messages_left,
    price: BigInt(row.price),
    otherReceives: row.receives,
  };
}

/** Messages and renewals go only to a member who takes messages. */
export function requireOtherReceives(participant: ChatParticipant): void {
  if (!participant.otherReceives) throw new ReceiverTakesNoMessages();
}
