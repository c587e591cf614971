import { Command } from '@nestjs/cqrs';

export class DeleteChatCommand extends Command<void> {
  constructor(
    readonly memberId: string,
    readonly chatId: string,
  ) {
    super();
  }
}
