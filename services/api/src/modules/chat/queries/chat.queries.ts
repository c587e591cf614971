import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type ChatMessageView, type ChatView } from '@earnwave/contracts';
import { ChatNotFound } from '@earnwave/domain';
import { DataSource } from 'typeorm';
import { chatView, MESSAGE_COLUMNS, messageView, type ChatRow, type MessageRow } from '../chat-views';

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

@Injectable()
export class ChatQueries {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

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
}
