import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type ChatAttachment, type ChatMessageView, type ChatView } from '@earnwave/contracts';
import { ChatNotFound } from '@earnwave/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { chatView, messageView, type ChatRow, type MessageRow } from '../chat-answers';
import { ChatRenewals } from './chat-renewals';

const MESSAGE_COLUMNS = `m.id, m.chat_id, m.sender_id, m.body, m.attachments, m.created_at`;

/** One member's chats: the other member's settings price the caller's messages. */
const CHAT_SELECT = `
  SELECT c.id, c.sender_id, c.receiver_id, c.created_at,
         s.name AS sender_name, sp.image AS sender_image,
         r.name AS receiver_name, rp.image AS receiver_image,
         cm.paid_messages_left, cm.cleared_seq, coalesce(op.earn_per_message, 0)::text AS price,
         last.body AS last_body, last.created_at AS last_at
  FROM chat_members cm
  JOIN chats c ON c.id = cm.chat_id
  JOIN users s ON s.id = c.sender_id
  LEFT JOIN member_profiles sp ON sp.member_id = c.sender_id
  JOIN users r ON r.id = c.receiver_id
  LEFT JOIN member_profiles rp ON rp.member_id = c.receiver_id
  LEFT JOIN member_profiles op ON op.member_id = cm.other_member_id
  LEFT JOIN LATERAL (
    SELECT m.body, m.created_at FROM chat_messages m
    WHERE m.chat_id = c.id AND m.seq > cm.cleared_seq
    ORDER BY m.seq DESC LIMIT 1
  ) last ON true`;

export interface Page<T> {
  items: T[];
  hasMore: boolean;
}

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

/** A message as the sender stores it; the attachments are the sender's own uploads. */
export interface NewMessage {
  id: string;
  chatId: string;
  senderId: string;
  body: string;
  attachments: ChatAttachment[];
  paid: boolean;
}

/** A renewal bought: one more paid message, at the price copied into its settlement. */
export interface ChatRenewal {
  id: string;
  chatId: string;
  payerId: string;
  receiverId: string;
  amount: bigint;
  spendKey: string;
}

/** Chats, their members' sides and their messages. */
@Injectable()
export class ChatRepository extends ChatRenewals {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  /**
   * The member's chats, latest activity first; a chat the member deleted stays out until a new
   * message arrives in it.
   */
  async chats(memberId: string, page: number, limit: number): Promise<Page<ChatView>> {
    const rows: ChatRow[] = await this.db.query(
      `${CHAT_SELECT}
       WHERE cm.member_id = $1 AND cm.hidden_at IS NULL
       ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id
       LIMIT $2 OFFSET $3`,
      [memberId, limit + 1, (page - 1) * limit],
    );
    return { items: rows.slice(0, limit).map(chatView), hasMore: rows.length > limit };
  }

  /** One chat as the member sees it; 404 when the member is not in it. */
  async chat(memberId: string, chatId: string): Promise<ChatView> {
    return chatView(await this.chatRow(memberId, chatId));
  }

  async isParticipant(memberId: string, chatId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM chat_members WHERE chat_id = $1 AND member_id = $2`, [
      chatId,
      memberId,
    ]);
    return rows.length > 0;
  }

  /**
   * The chat as the member sees it and a page of its messages: page 1 holds the newest, each page
   * reads oldest to newest (so a client prepends older pages above). Messages before the member's
   * delete stay hidden from them. The chat's row is the member's one read of their participation.
   */
  async conversation(
    memberId: string,
    chatId: string,
    page: number,
    limit: number,
  ): Promise<{ chat: ChatView; messages: Page<ChatMessageView> }> {
    const chat = await this.chatRow(memberId, chatId);
    const rows: MessageRow[] = await this.db.query(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m
       WHERE m.chat_id = $1 AND m.seq > $2
       ORDER BY m.seq DESC LIMIT $3 OFFSET $4`,
      [chatId, chat.cleared_seq, limit + 1, (page - 1) * limit],
    );
    return {
      chat: chatView(chat),
      messages: { items: rows.slice(0, limit).reverse().map(messageView), hasMore: rows.length > limit },
    };
  }

  private async chatRow(memberId: string, chatId: string): Promise<ChatRow & { cleared_seq: string }> {
    const [row]: (ChatRow & { cleared_seq: string })[] = await this.db.query(
      `${CHAT_SELECT} WHERE cm.member_id = $1 AND cm.chat_id = $2`,
      [memberId, chatId],
    );
    if (!row) throw new ChatNotFound();
    return row;
  }

  /**
   * The member's participation in a chat, read with the other member's settings (a member without
   * a profile row has the defaults); undefined when the member is not in it. `lock` takes the
   * member's row for update, so that two sends cannot both use the last paid message.
   */
  async participant(
    manager: EntityManager,
    chatId: string,
    memberId: string,
    lock: boolean,
  ): Promise<ChatParticipant | undefined> {
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
    if (!row) return undefined;
    return {
      chatId,
      memberId,
      otherMemberId: row.other_member_id,
      paidMessagesLeft: row.paid_messages_left,
      price: BigInt(row.price),
      otherReceives: row.receives,
    };
  }

  /** Whether a member may be written to: open, not an administrator; undefined when not such a member. */
  async receiverTakesMessages(manager: EntityManager, receiverId: string): Promise<boolean | undefined> {
    const [receiver]: { receives: boolean }[] = await manager.query(
      `SELECT coalesce(p.receive_message, true) AS receives
       FROM users u LEFT JOIN member_profiles p ON p.member_id = u.id
       WHERE u.id = $1 AND u.deactivated_at IS NULL AND u.role <> 'admin'`,
      [receiverId],
    );
    return receiver?.receives;
  }

  /** A new chat of the pair with both members' sides; false when the pair has one already. */
  async insertChat(manager: EntityManager, id: string, senderId: string, receiverId: string): Promise<boolean> {
    // Two members starting at once both land on one chat: the pair's unique index decides.
    const inserted: { id: string }[] = await manager.query(
      `INSERT INTO chats (id, sender_id, receiver_id) VALUES ($1, $2, $3)
       ON CONFLICT ((least(sender_id, receiver_id)), (greatest(sender_id, receiver_id))) DO NOTHING
       RETURNING id`,
      [id, senderId, receiverId],
    );
    if (!inserted.length) return false;
    await manager.query(
      `INSERT INTO chat_members (chat_id, member_id, other_member_id) VALUES ($1, $2, $3), ($1, $3, $2)`,
      [id, senderId, receiverId],
    );
    return true;
  }

  /** The id of the pair's chat, whoever started it. */
  async chatOfPair(manager: EntityManager, memberId: string, otherMemberId: string): Promise<string> {
    const [existing]: { id: string }[] = await manager.query(
      `SELECT id FROM chats
       WHERE least(sender_id, receiver_id) = least($1::uuid, $2::uuid)
         AND greatest(sender_id, receiver_id) = greatest($1::uuid, $2::uuid)`,
      [memberId, otherMemberId],
    );
    return existing.id;
  }

  /** Shows the chat again in the member's list. */
  async showTo(manager: EntityManager, chatId: string, memberId: string): Promise<void> {
    await manager.query(`UPDATE chat_members SET hidden_at = NULL WHERE chat_id = $1 AND member_id = $2`, [
      chatId,
      memberId,
    ]);
  }

  /**
   * Hides the chat from the member, with every message sent up to now; false when the member is
   * not in it.
   */
  async hideFrom(chatId: string, memberId: string): Promise<boolean> {
    const [, updated]: [unknown[], number] = await this.db.query(
      `UPDATE chat_members
       SET hidden_at = now(),
           cleared_seq = coalesce((SELECT max(seq) FROM chat_messages WHERE chat_id = $1), 0)
       WHERE chat_id = $1 AND member_id = $2`,
      [chatId, memberId],
    );
    return updated > 0;
  }

  async usePaidMessage(manager: EntityManager, chatId: string, memberId: string): Promise<void> {
    await manager.query(
      `UPDATE chat_members SET paid_messages_left = paid_messages_left - 1 WHERE chat_id = $1 AND member_id = $2`,
      [chatId, memberId],
    );
  }

  /** Stores the renewal and gives the payer one more paid message. */
  async insertRenewal(manager: EntityManager, renewal: ChatRenewal): Promise<void> {
    const { id, chatId, payerId, receiverId, amount, spendKey } = renewal;
    await manager.query(
      `INSERT INTO chat_renewals (id, chat_id, payer_id, receiver_id, amount, spend_key) VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, chatId, payerId, receiverId, amount.toString(), spendKey],
    );
    await manager.query(
      `UPDATE chat_members SET paid_messages_left = paid_messages_left + 1 WHERE chat_id = $1 AND member_id = $2`,
      [chatId, payerId],
    );
  }

  /** Stores the message, marks the chat's latest activity and shows the chat again to both members. */
  async insertMessage(manager: EntityManager, message: NewMessage): Promise<ChatMessageView> {
    const [row]: MessageRow[] = await manager.query(
      `INSERT INTO chat_messages (id, chat_id, sender_id, body, attachments, paid)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id, chat_id, sender_id, body, attachments, created_at`,
      [message.id, message.chatId, message.senderId, message.body, JSON.stringify(message.attachments), message.paid],
    );
    await manager.query(`UPDATE chats SET last_message_at = $2 WHERE id = $1`, [message.chatId, row.created_at]);
    await manager.query(`UPDATE chat_members SET hidden_at = NULL WHERE chat_id = $1 AND hidden_at IS NOT NULL`, [
      message.chatId,
    ]);
    return messageView(row);
  }
}
