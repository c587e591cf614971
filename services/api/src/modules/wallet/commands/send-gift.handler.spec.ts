import {
  FREE_MEMBERSHIP_SEND_LIMIT,
  FreeMembershipLimitReached,
  GiftReceiverUnknown,
  GiftToSelf,
  IdempotencyKeySpent,
  InsufficientBalance,
  memberAvailable,
  MembershipExpired,
  MembershipRequired,
  PLATFORM,
} from '@earnwave/domain';
import { DAY_MS, inMemoryPorts, InMemoryUnitOfWork } from '@earnwave/testing';
import { randomUUID } from 'node:crypto';
import { InMemoryGiftReceivers } from '../infra/gift-receivers.fake';
import { SendGiftCommand } from './send-gift.command';
import { SendGiftHandler } from './send-gift.handler';

/** A gift's rules on the fakes: who may send, to whom, what is debited and what the worker is told. */
describe('SendGiftHandler', () => {
  function world() {
    const ports = inMemoryPorts();
    const receivers = new InMemoryGiftReceivers();
    const handler = new SendGiftHandler(ports.unitOfWork, ports.memberships, receivers, ports.ledger);
    /** A registered member holding `credits` (micro-credits), with a paid membership unless `membership` says. */
    const member = (credits = 0n, membership: 'paid' | 'free' | 'none' = 'paid') => {
      const id = ports.member(credits, membership);
      receivers.register(id);
      return id;
    };
    const send = (senderId: string, receiverId: string, amount: bigint, key?: string) =>
      handler.execute(new SendGiftCommand(senderId, receiverId, amount, key));
    return { ...ports, receivers, member, send, handler };
  }

  it('debits the sender into clearing at once and tells the worker to credit the receiver, in one transaction', async () => {
    const { ledger, outbox, unitOfWork, member, send } = world();
    const [sender, receiver] = [member(5_000_000n), member()];
    const { id, amount } = await send(sender, receiver, 2_000_000n, 'key-1');
    expect(amount).toBe(2_000_000n);
    expect(ledger.balance(memberAvailable(sender))).toBe(3_000_000n);
    expect(ledger.balance(memberAvailable(receiver))).toBe(0n);
    const [debit] = ledger.entries('gift_sent');
    expect(debit).toMatchObject({
      idempotencyKey: `gift:${sender}:key-1`,
      memberId: sender,
      postings: [
        { account: memberAvailable(sender), amount: -2_000_000n },
        { account: PLATFORM.clearing, amount: 2_000_000n },
      ],
      metadata: { receiverId: receiver, giftId: id },
    });
    expect(ledger.rows('gifts')).toEqual([{ id, sender_id: sender, receiver_id: receiver, amount: '2000000' }]);
    expect(outbox.ofType('member-transfer.spent').map((event) => event.payload)).toEqual([
      {
        spendTransactionKey: `gift:${sender}:key-1`,
        payerId: sender,
        receiverId: receiver,
        amount: '2000000',
        fee: '0',
        receiverType: 'gift_received',
      },
    ]);
    expect(unitOfWork.committed).toBe(1);
  });

  it('sends to the receiver as stored when their id comes in capitals, and refuses a gift to oneself so sent', async () => {
    const { ledger, member, send } = world();
    const [sender, receiver] = [member(1_000n), member()];
    await send(sender, receiver.toUpperCase(), 100n);
    expect(ledger.entries('gift_sent')[0].metadata).toMatchObject({ receiverId: receiver });
    await expect(send(sender, sender.toUpperCase(), 100n)).rejects.toBeInstanceOf(GiftToSelf);
  });

  it('refuses a receiver who is no active member: unknown, an administrator or deactivated', async () => {
    const { ledger, outbox, receivers, member, send } = world();
    const sender = member(1_000n);
    const [admin, gone] = [randomUUID(), randomUUID()];
    receivers.register(admin, { role: 'admin' });
    receivers.register(gone, { deactivated: true });
    for (const receiver of [randomUUID(), admin, gone]) {
      await expect(send(sender, receiver, 100n)).rejects.toBeInstanceOf(GiftReceiverUnknown);
    }
    expect(ledger.balance(memberAvailable(sender))).toBe(1_000n);
    expect(outbox.events).toEqual([]);
  });

  it('refuses a sender without a membership, or whose membership ran out, before anything moves', async () => {
    const { ledger, clock, member, send } = world();
    const receiver = member();
    const never = member(1_000n, 'none');
    await expect(send(never, receiver, 100n)).rejects.toBeInstanceOf(MembershipRequired);
    const lapsed = member(1_000n);
    await clock.later(31 * DAY_MS, () =>
      expect(send(lapsed, receiver, 100n)).rejects.toBeInstanceOf(MembershipExpired),
    );
    expect(ledger.entries('gift_sent')).toEqual([]);
  });

  it('refuses a gift beyond the balance under the amount field, writing no gift and no event', async () => {
    const { ledger, outbox, member, send } = world();
    const [sender, receiver] = [member(999n), member()];
    await expect(send(sender, receiver, 1_000n)).rejects.toEqual(new InsufficientBalance('transfer', 'sendGiftAmount'));
    expect(ledger.balance(memberAvailable(sender))).toBe(999n);
    expect(ledger.rows('gifts')).toEqual([]);
    expect(outbox.events).toEqual([]);
  });

  it('keeps a free member within the send limit', async () => {
    const { member, send } = world();
    const [sender, receiver] = [member(FREE_MEMBERSHIP_SEND_LIMIT * 2n, 'free'), member()];
    await send(sender, receiver, FREE_MEMBERSHIP_SEND_LIMIT);
    await expect(send(sender, receiver, 1n)).rejects.toEqual(new FreeMembershipLimitReached('sendGiftAmount'));
  });

  it('debits a replayed Idempotency-Key once: the repeat whose kept answer is gone is refused, not charged', async () => {
    const { ledger, outbox, member, send } = world();
    const [sender, receiver] = [member(1_000n), member()];
    await send(sender, receiver, 300n, 'same');
    await expect(send(sender, receiver, 300n, 'same')).rejects.toBeInstanceOf(IdempotencyKeySpent);
    expect(ledger.balance(memberAvailable(sender))).toBe(700n);
    expect(ledger.rows('gifts')).toHaveLength(1);
    expect(outbox.events).toHaveLength(1);
    // Without a key, each call is a gift of its own.
    await send(sender, receiver, 300n);
    await send(sender, receiver, 300n);
    expect(ledger.balance(memberAvailable(sender))).toBe(100n);
  });

  it("joins the call's transaction, which keeps the Idempotency-Key with the gift, opening none of its own", async () => {
    const { unitOfWork, member, handler } = world();
    const [sender, receiver] = [member(1_000n), member()];
    const callTransaction = InMemoryUnitOfWork.transaction();
    await handler.execute(new SendGiftCommand(sender, receiver, 100n, 'key', callTransaction));
    expect(unitOfWork.committed).toBe(0);
  });
});
