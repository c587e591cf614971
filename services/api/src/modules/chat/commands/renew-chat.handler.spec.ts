import {
  ChatNotFound,
  ChatRenewalNotNeeded,
  IdempotencyKeySpent,
  InsufficientBalance,
  memberAvailable,
  MembershipExpired,
  PLATFORM,
  PriceChanged,
  ReceiverTakesNoMessages,
} from '@earnwave/domain';
import { DAY_MS, inMemoryPorts, InMemoryUnitOfWork } from '@earnwave/testing';
import { randomUUID } from 'node:crypto';
import { InMemoryChatRenewals, type ChatMember } from '../infra/chat-renewals.fake';
import { RenewChatCommand } from './renew-chat.command';
import { RenewChatHandler } from './renew-chat.handler';

/** Spec 4, Renew Chat, on the fakes: one paid message bought at the price confirmed, once per key. */
describe('RenewChatHandler', () => {
  function world(creatorSettings: ChatMember = { earnPerMessage: 250n }) {
    const ports = inMemoryPorts();
    const chats = new InMemoryChatRenewals();
    const handler = new RenewChatHandler(ports.unitOfWork, chats, ports.memberships, ports.ledger, ports.outbox);
    const [payer, creator, chatId] = [randomUUID(), randomUUID(), randomUUID()];
    chats.member(payer);
    chats.member(creator, creatorSettings);
    chats.chat(chatId, payer, creator);
    ports.memberships.give(payer);
    ports.ledger.credit(payer, 1_000n);
    const renew = (confirmedPrice: bigint, key?: string, who = payer) =>
      handler.execute(new RenewChatCommand(who, chatId, confirmedPrice, key));
    const paidMessagesLeft = async () =>
      (await chats.participant(InMemoryUnitOfWork.transaction(), chatId, payer, false))!.paidMessagesLeft;
    return { ...ports, chats, payer, creator, chatId, renew, paidMessagesLeft };
  }

  it("debits the creator's price into clearing, buys one paid message and tells the worker to pay the creator", async () => {
    const { ledger, outbox, chats, payer, creator, chatId, renew, paidMessagesLeft } = world();
    await renew(250n, 'key-1');
    expect(ledger.balance(memberAvailable(payer))).toBe(750n);
    const key = `chat_renewal:${payer}:key-1`;
    expect(ledger.entries('message_paid')).toMatchObject([
      {
        idempotencyKey: key,
        postings: [
          { account: memberAvailable(payer), amount: -250n },
          { account: PLATFORM.clearing, amount: 250n },
        ],
        metadata: { chatId, receiverId: creator },
      },
    ]);
    expect(chats.renewals).toMatchObject([
      { chatId, payerId: payer, receiverId: creator, amount: 250n, spendKey: key },
    ]);
    expect(await paidMessagesLeft()).toBe(1);
    expect(outbox.ofType('member-transfer.spent').map((event) => event.payload)).toEqual([
      {
        spendTransactionKey: key,
        payerId: payer,
        receiverId: creator,
        amount: '250',
        fee: '0',
        receiverType: 'message_earned',
      },
    ]);
  });

  it('asks again with the price now when the creator changed it since it was confirmed, charging nothing', async () => {
    const { ledger, chats, creator, renew, paidMessagesLeft } = world();
    chats.member(creator, { earnPerMessage: 400n });
    await expect(renew(250n)).rejects.toEqual(new PriceChanged('earnPerMessage', 400n));
    expect(ledger.entries('message_paid')).toEqual([]);
    expect(await paidMessagesLeft()).toBe(0);
  });

  it('buys one message per Idempotency-Key: a repeat whose kept answer is gone is refused and buys nothing', async () => {
    const { ledger, outbox, renew, payer, paidMessagesLeft } = world();
    await renew(250n, 'same');
    await expect(renew(250n, 'same')).rejects.toBeInstanceOf(IdempotencyKeySpent);
    expect(ledger.balance(memberAvailable(payer))).toBe(750n);
    expect(await paidMessagesLeft()).toBe(1);
    expect(outbox.events).toHaveLength(1);
  });

  it('refuses a renewal the balance cannot pay, buying no message', async () => {
    const { renew, paidMessagesLeft, chats, creator } = world();
    chats.member(creator, { earnPerMessage: 1_001n });
    await expect(renew(1_001n)).rejects.toEqual(new InsufficientBalance('transfer'));
    expect(await paidMessagesLeft()).toBe(0);
  });

  it('has nothing to renew with a creator whose messages are free', async () => {
    const { renew } = world({ earnPerMessage: 0n });
    await expect(renew(0n)).rejects.toBeInstanceOf(ChatRenewalNotNeeded);
  });

  it('sells no message to send to a creator who takes none', async () => {
    const { ledger, renew } = world({ earnPerMessage: 250n, receiveMessage: false });
    await expect(renew(250n)).rejects.toBeInstanceOf(ReceiverTakesNoMessages);
    expect(ledger.entries('message_paid')).toEqual([]);
  });

  it('answers 404 to a member outside the chat, and refuses a payer whose membership ran out', async () => {
    const { clock, memberships, renew } = world();
    const outsider = randomUUID();
    memberships.give(outsider);
    await expect(renew(250n, undefined, outsider)).rejects.toBeInstanceOf(ChatNotFound);
    await clock.later(31 * DAY_MS, () => expect(renew(250n)).rejects.toBeInstanceOf(MembershipExpired));
  });
});
