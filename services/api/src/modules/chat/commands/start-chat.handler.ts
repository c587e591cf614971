import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { CannotChatWithOneself, ChatReceiverUnknown, ReceiverTakesNoMessages } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { StartChatCommand } from './start-chat.command';

/**
 * Spec 7, `POST chat/start`: one chat per pair of members, whoever starts it; starting again
 * answers the same chat (and shows it again in the caller's list if they had deleted it). Refused
 * with oneself, with an unknown, closed or administrator account, and with a member who does not
 * receive messages.
 */
@CommandHandler(StartChatCommand)
export class StartChatHandler implements ICommandHandler<StartChatCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ callerId, receiverId }: StartChatCommand) {
    if (callerId === receiverId) throw new CannotChatWithOneself();
    return this.db.transaction(async (manager) => {
      const [receiver]: { receives: boolean }[] = await manager.query(
        `SELECT coalesce(p.receive_message, true) AS receives
         FROM users u LEFT JOIN member_profiles p ON p.member_id = u.id
         WHERE u.id = $1 AND u.deactivated_at IS NULL AND u.role <> 'admin'`,
        [receiverId],
      );
      if (!receiver) throw new ChatReceiverUnknown();
      if (!receiver.receives) throw new ReceiverTakesNoMessages('receiverId');

      const id = randomUUID();
      // Two members starting at once both land on one chat: the pair's unique index decides.
      const inserted: { id: string }[] = await manager.query(
        `INSERT INTO chats (id, sender_id, receiver_id) VALUES ($1, $2, $3)
         ON CONFLICT ((least(sender_id, receiver_id)), (greatest(sender_id, receiver_id))) DO NOTHING
         RETURNING id`,
        [id, callerId, receiverId],
      );
      if (inserted.length) {
        await manager.query(
          `INSERT INTO chat_members (chat_id, member_id, other_member_id) VALUES ($1, $2, $3), ($1, $3, $2)`,
          [id, callerId, receiverId],
        );
        return { id, created: true };
      }
      const [existing]: { id: string }[] = await manager.query(
        `SELECT id FROM chats
         WHERE least(sender_id, receiver_id) = least($1::uuid, $2::uuid)
           AND greatest(sender_id, receiver_id) = greatest($1::uuid, $2::uuid)`,
        [callerId, receiverId],
      );
      await manager.query(`UPDATE chat_members SET hidden_at = NULL WHERE chat_id = $1 AND member_id = $2`, [
        existing.id,
        callerId,
      ]);
      return { id: existing.id, created: false };
    });
  }
}
