import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ChatNotFound } from '@earnwave/domain';
import { ChatRepository } from '../infra/chat.repository';
import { DeleteChatCommand } from './delete-chat.command';

/**
 * Spec 7, `DELETE chat/delete/{chatId}`: hides the chat for the caller only. It leaves their chat
 * list until a new message arrives in it (or they start it again), and the messages sent up to
 * now stay hidden from them for good; the other member keeps everything, and paid messages the
 * caller bought stay theirs.
 */
@CommandHandler(DeleteChatCommand)
export class DeleteChatHandler implements ICommandHandler<DeleteChatCommand> {
  constructor(private readonly chats: ChatRepository) {}

  async execute({ memberId, chatId }: DeleteChatCommand): Promise<void> {
    if (!(await this.chats.hideFrom(chatId, memberId))) throw new ChatNotFound();
  }
}
