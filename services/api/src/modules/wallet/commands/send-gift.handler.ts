import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LedgerWriter, MembershipLookup, outboxRow, UnitOfWork } from '@earnwave/db';
import { GiftReceiverUnknown, GiftToSelf, IdempotencyKeySpent } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { GiftReceivers, giftRow } from '../infra/gift-receivers';
import { SendGiftCommand } from './send-gift.command';

/** A gift: debited from the sender at once, credited to the receiver by the worker. */
@CommandHandler(SendGiftCommand)
export class SendGiftHandler implements ICommandHandler<SendGiftCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly memberships: MembershipLookup,
    private readonly receivers: GiftReceivers,
    private readonly ledger: LedgerWriter,
  ) {}

  async execute({ senderId, receiverId: sentReceiverId, amount, idempotencyKey, callTransaction }: SendGiftCommand) {
    return this.unitOfWork.run(async (tx) => {
      const membership = await this.memberships.requireEarningMembership(tx, senderId);
      // The id as stored, not as sent: PostgreSQL finds a UUID in capitals too, but the ledger's
      // account names (`member:{id}:available`) are text, and the sender in capitals is the sender.
      const receiverId = await this.receivers.giftReceiverId(tx, sentReceiverId);
      if (!receiverId) throw new GiftReceiverUnknown();
      if (receiverId === senderId) throw new GiftToSelf();
      const id = randomUUID();
      const key = idempotencyKey ? `gift:${senderId}:${idempotencyKey}` : `gift:${id}`;
      // The gift and its event go in with the debit, in one statement, and not on a replayed key.
      const spent = await this.ledger.spend(
        tx,
        {
          payerId: senderId,
          amount,
          type: 'gift_sent',
          idempotencyKey: key,
          param: 'sendGiftAmount',
          metadata: { receiverId, giftId: id },
          membership,
        },
        [
          giftRow({ id, senderId, receiverId, amount }),
          outboxRow('member-transfer.spent', {
            spendTransactionKey: key,
            payerId: senderId,
            receiverId,
            amount: amount.toString(),
            fee: '0',
            receiverType: 'gift_received',
          }),
        ],
      );
      // The key was spent by a call whose kept answer is gone (24 hours on): this id names nothing.
      if (!spent) throw new IdempotencyKeySpent();
      return { id, amount };
    }, callTransaction);
  }
}
