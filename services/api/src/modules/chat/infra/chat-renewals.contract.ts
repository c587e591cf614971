import type { UnitOfWork } from '@earnwave/db';
import { randomUUID } from 'node:crypto';
import type { ChatRenewals } from './chat-renewals';
import type { ChatMember } from './chat-renewals.fake';

/** What the chat renewals' contract needs of the world it runs in. */
export interface ChatRenewalsWorld {
  chats: ChatRenewals;
  unitOfWork: UnitOfWork;
  member(settings?: ChatMember): Promise<string>;
  /** A chat the first member started with the second; answers its id. */
  chat(senderId: string, receiverId: string): Promise<string>;
}

/** Run against ChatRepository and InMemoryChatRenewals (`chat-renewals.contract.spec.ts`). */
export function chatRenewalsContract(name: string, world: () => ChatRenewalsWorld): void {
  describe(`${name} (the chat renewals' contract)`, () => {
    it("answers each side of a chat with the other member's price, and nothing to someone not in it", async () => {
      const { chats, unitOfWork, member, chat } = world();
      const [payer, creator, outsider] = [await member(), await member({ earnPerMessage: 250n }), await member()];
      const chatId = await chat(payer, creator);
      const sides = await unitOfWork.run(async (tx) => [
        await chats.participant(tx, chatId, payer, true),
        await chats.participant(tx, chatId, creator, false),
        await chats.participant(tx, chatId, outsider, false),
      ]);
      expect(sides).toEqual([
        { chatId, memberId: payer, otherMemberId: creator, paidMessagesLeft: 0, price: 250n, otherReceives: true },
        { chatId, memberId: creator, otherMemberId: payer, paidMessagesLeft: 0, price: 0n, otherReceives: true },
        undefined,
      ]);
    });

    it('says the other member takes no messages when they turned them off or were deactivated', async () => {
      const { chats, unitOfWork, member, chat } = world();
      const payer = await member();
      for (const settings of [{ receiveMessage: false }, { deactivated: true }]) {
        const chatId = await chat(payer, await member({ earnPerMessage: 5n, ...settings }));
        const side = await unitOfWork.run((tx) => chats.participant(tx, chatId, payer, false));
        expect(side?.otherReceives).toBe(false);
      }
    });

    it('gives the payer one more paid message per renewal, and stores a spend key once', async () => {
      const { chats, unitOfWork, member, chat } = world();
      const [payer, creator] = [await member(), await member({ earnPerMessage: 250n })];
      const chatId = await chat(payer, creator);
      const renewal = (spendKey: string) => ({
        id: randomUUID(),
        chatId,
        payerId: payer,
        receiverId: creator,
        amount: 250n,
        spendKey,
      });
      const key = `chat_renewal:${randomUUID()}`;
      await unitOfWork.run((tx) => chats.insertRenewal(tx, renewal(key)));
      await unitOfWork.run((tx) => chats.insertRenewal(tx, renewal(`chat_renewal:${randomUUID()}`)));
      await expect(unitOfWork.run((tx) => chats.insertRenewal(tx, renewal(key)))).rejects.toThrow();
      const side = await unitOfWork.run((tx) => chats.participant(tx, chatId, payer, false));
      expect(side?.paidMessagesLeft).toBe(2);
    });
  });
}
