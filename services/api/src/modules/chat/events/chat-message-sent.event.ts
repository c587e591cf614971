import type { ChatMessageView } from '@earnwave/contracts';

/** A message was stored (committed): the chat's room and both members hear of it. */
export class ChatMessageSentEvent {
  constructor(
    readonly message: ChatMessageView,
    readonly memberIds: readonly [string, string],
  ) {}
}
