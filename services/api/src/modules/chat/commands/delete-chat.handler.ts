import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { ChatNotFound } from '@earnwave/domain';
import { DataSource } from 'typeorm';
import { DeleteChatCommand } from './delete-chat.command';

/**
 * Spec 7, `DELETE chat/delete/{chatId}`: hides the chat for the caller only. It leaves their chat
 * list until a new message arrives in it (or they start it again), and the messages sent up to
 * now stay hidden from them for good; the other member keeps everything, and paid messages the
 * caller bought stay theirs.
 */
@CommandHandler(DeleteChatCommand)
export class DeleteChatHandler implements ICommandHandler<DeleteChatCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ memberId, chatId }: DeleteChatCommand): Promise<void> {
    const [, updated]: [unknown[], number] = await this.db.query(
      `UPDATE chat_members
       SET hidden_at = now(),
           cleared_seq = coalesce((SELECT max(seq) FROM chat_messages WHERE chat_id = $1), 0)
       WHERE chat_id = $1 AND member_id = $2`,
      [chatId, memberId],
    );
    if (updated === 0) throw new ChatNotFound();
  }
}
