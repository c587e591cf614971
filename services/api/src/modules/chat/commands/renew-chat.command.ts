import { Command } from '@nestjs/cqrs';

/** Buys the caller one paid message in the chat, or throws (a key that bought one already: IdempotencyKeySpent). */
export class RenewChatCommand extends Command<void> {
  constructor(
    readonly payerId: string,
    readonly chatId: string,
    /** Micro-credits the payer confirmed paying: the other member's price they were shown. */
    readonly confirmedPrice: bigint,
    /** The client's Idempotency-Key, when given: a repeat buys nothing twice. */
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}
