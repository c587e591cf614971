import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CannotChatWithOneself, ChatReceiverUnknown, ReceiverTakesNoMessages } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '@earnwave/db';
import { ChatRepository } from '../infra/chat.repository';
import { StartChatCommand } from './start-chat.command';

/**
 * Spec 7, `POST chat/start`: one chat per pair of members, whoever starts it; starting again
 * answers the same chat (and shows it again in the caller's list if they had deleted it). Refused
 * with oneself, with an unknown, closed or administrator account, and with a member who does not
 * receive messages.
 */
@CommandHandler(StartChatCommand)
export class StartChatHandler implements ICommandHandler<StartChatCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly chats: ChatRepository,
  ) {}

  async execute({ callerId, receiverId }: StartChatCommand) {
    if (callerId === receiverId) throw new CannotChatWithOneself();
    return this.unitOfWork.run(async (manager) => {
      const receives = await this.chats.receiverTakesMessages(manager, receiverId);
      if (receives === undefined) throw new ChatReceiverUnknown();
      if (!receives) throw new ReceiverTakesNoMessages('receiverId');

      const id = randomUUID();
      if (await this.chats.insertChat(manager, id, callerId, receiverId)) return { id, created: true };
      const existing = await this.chats.chatOfPair(manager, callerId, receiverId);
      await this.chats.showTo(manager, existing, callerId);
      return { id: existing, created: false };
    });
  }
}
