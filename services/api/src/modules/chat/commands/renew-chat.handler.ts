import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LedgerWriter, MembershipLookup, Outbox, UnitOfWork } from '@earnwave/db';
import { ChatRenewalNotNeeded, IdempotencyKeySpent, PriceChanged } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { ChatRenewals } from '../infra/chat-renewals';
import { requireOtherReceives, requireParticipant } from './chat-participant';
import { RenewChatCommand } from './renew-chat.command';

/**
 * Spec 4, Renew Chat: the caller pays the other member's earnPerMessage for one more message,
 * only if it is the price they confirmed (else 409 with the price now, nothing charged). The price
 * is read now and copied into the settlement event, so a later price change alters nothing bought.
 * The payer is debited at once under the lock on their balance (message_paid, to
 * platform:clearing); the worker credits the receiver (message_earned). Each renewal buys exactly
 * one message: with the same Idempotency-Key, the ledger's unique key makes a repeat a no-op, and
 * a repeat after the kept answer is gone a 409 (IdempotencyKeySpent), never a renewal that bought nothing.
 */
@CommandHandler(RenewChatCommand)
export class RenewChatHandler implements ICommandHandler<RenewChatCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly chats: ChatRenewals,
    private readonly memberships: MembershipLookup,
    private readonly ledger: LedgerWriter,
    private readonly outbox: Outbox,
  ) {}

  async execute({ payerId, chatId, confirmedPrice, idempotencyKey }: RenewChatCommand) {
    return this.unitOfWork.run(async (manager) => {
      const participant = requireParticipant(await this.chats.participant(manager, chatId, payerId, false));
      if (participant.price === 0n) throw new ChatRenewalNotNeeded();
      requireOtherReceives(participant);
      await this.memberships.requireEarningMembership(manager, payerId);
      if (confirmedPrice !== participant.price) throw new PriceChanged('earnPerMessage', participant.price);
      const renewalId = randomUUID();
      const key = idempotencyKey ? `chat_renewal:${payerId}:${idempotencyKey}` : `chat_renewal:${renewalId}`;
      const receiverId = participant.otherMemberId;
      const bought = await this.ledger.spend(manager, {
        payerId,
        amount: participant.price,
        type: 'message_paid',
        idempotencyKey: key,
        metadata: { chatId, receiverId, renewalId },
      });
      // The key was spent by a call whose kept answer is gone (24 hours on): no message was bought now.
      if (!bought) throw new IdempotencyKeySpent();
      await this.chats.insertRenewal(manager, {
        id: renewalId,
        chatId,
        payerId,
        receiverId,
        amount: participant.price,
        spendKey: key,
      });
      await this.outbox.append(manager, 'member-transfer.spent', {
        spendTransactionKey: key,
        payerId,
        receiverId,
        amount: participant.price.toString(),
        fee: '0',
        receiverType: 'message_earned',
      });
    });
  }
}
