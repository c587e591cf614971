import { Command } from '@nestjs/cqrs';

export class SendGiftCommand extends Command<{ id: string; amount: bigint }> {
  constructor(
    readonly senderId: string,
    readonly receiverId: string,
    readonly amount: bigint,
    /** The client's Idempotency-Key, when given: a repeat sends nothing twice. */
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}
