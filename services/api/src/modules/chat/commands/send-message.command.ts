import { Command } from '@nestjs/cqrs';
import type { ChatMessageView } from '@earnwave/contracts';
import type { MessageDraft } from '../message-input';

/** From `POST chat/create-message` and the socket's `sendMessage` alike; the sender is the caller. */
export class SendMessageCommand extends Command<ChatMessageView> {
  constructor(
    readonly senderId: string,
    readonly chatId: string,
    readonly draft: MessageDraft,
  ) {
    super();
  }
}
