import { Command } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';

export class SendGiftCommand extends Command<{ id: string; amount: bigint }> {
  constructor(
    readonly senderId: string,
    readonly receiverId: string,
    readonly amount: bigint,
    /** The client's Idempotency-Key, when given: a repeat sends nothing twice. */
    readonly idempotencyKey?: string,
    /** The call's transaction, which keeps that key with the gift (CallTransaction). */
    readonly callTransaction?: EntityManager,
  ) {
    super();
  }
}
