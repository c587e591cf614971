import { Command } from '@nestjs/cqrs';

/** Answers the chat's id: the pair's existing chat, or a new one. */
export class StartChatCommand extends Command<{ id: string; created: boolean }> {
  constructor(
    readonly callerId: string,
    readonly receiverId: string,
  ) {
    super();
  }
}
