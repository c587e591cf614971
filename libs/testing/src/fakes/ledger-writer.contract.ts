import { outboxRow, type LedgerWriter, type UnitOfWork } from '@earnwave/db';
import {
  FREE_MEMBERSHIP_SEND_LIMIT,
  FreeMembershipLimitReached,
  InsufficientBalance,
  memberAvailable,
  memberDebt,
  PLATFORM,
  transfer,
} from '@earnwave/domain';
import { randomUUID } from 'node:crypto';

/** What the ledger writer's contract needs of the world it runs in: the real one's database or the fakes. */
export interface LedgerWriterWorld {
  ledger: LedgerWriter;
  unitOfWork: UnitOfWork;
  /** A member holding `amount` (rewards paid them), with a paid membership unless `free`. */
  member(amount: bigint, membership?: 'paid' | 'free'): Promise<string>;
  balance(account: string): Promise<bigint>;
  /** How many `member-transfer.spent` events the outbox holds for this spend. */
  spentEvents(spendKey: string): Promise<number>;
}

/**
 * The ledger writer's contract: run against the real writer on a test database
 * (`services/api/src/modules/wallet/ledger-writer.contract.spec.ts`) and against InMemoryLedger
 * (`in-memory-ledger.spec.ts`), so that a handler spec on the fake holds for the real one.
 */
export function ledgerWriterContract(name: string, world: () => LedgerWriterWorld): void {
  describe(`${name} (the ledger writer's contract)`, () => {
    const gift = (payerId: string, amount: bigint, idempotencyKey = `gift:${randomUUID()}`) => ({
      payerId,
      amount,
      type: 'gift_sent' as const,
      idempotencyKey,
      param: 'sendGiftAmount',
    });
    const event = (spendKey: string, payerId: string) =>
      outboxRow('member-transfer.spent', {
        spendTransactionKey: spendKey,
        payerId,
        receiverId: payerId,
        amount: '1',
        fee: '0',
        receiverType: 'gift_received',
      });

    it('debits a spend into clearing with its rows, and a replayed key debits and writes nothing again', async () => {
      const { ledger, unitOfWork, member, balance, spentEvents } = world();
      const payer = await member(1_000n);
      const spend = gift(payer, 300n);
      const first = await unitOfWork.run((tx) => ledger.spend(tx, spend, [event(spend.idempotencyKey, payer)]));
      const again = await unitOfWork.run((tx) => ledger.spend(tx, spend, [event(spend.idempotencyKey, payer)]));
      expect([first, again]).toEqual([true, false]);
      expect(await balance(memberAvailable(payer))).toBe(700n);
      expect(await spentEvents(spend.idempotencyKey)).toBe(1);
    });

    it('refuses a spend beyond the balance with InsufficientBalance, under the field named, debiting nothing', async () => {
      const { ledger, unitOfWork, member, balance, spentEvents } = world();
      const payer = await member(500n);
      const spend = { ...gift(payer, 501n), spending: 'postView' as const };
      const refused = unitOfWork.run((tx) => ledger.spend(tx, spend, [event(spend.idempotencyKey, payer)]));
      await expect(refused).rejects.toEqual(new InsufficientBalance('postView', 'sendGiftAmount'));
      expect(await balance(memberAvailable(payer))).toBe(500n);
      expect(await spentEvents(spend.idempotencyKey)).toBe(0);
    });

    it('lets only as many spends at once through as the balance covers, never going below zero', async () => {
      const { ledger, unitOfWork, member, balance } = world();
      const payer = await member(1_000n);
      const spends = await Promise.allSettled(
        [1, 2, 3].map(() => unitOfWork.run((tx) => ledger.spend(tx, gift(payer, 400n)))),
      );
      expect(spends.filter((spend) => spend.status === 'fulfilled')).toHaveLength(2);
      const refusals = spends.flatMap((spend) => (spend.status === 'rejected' ? [spend.reason] : []));
      expect(refusals).toEqual([new InsufficientBalance('transfer', 'sendGiftAmount')]);
      expect(await balance(memberAvailable(payer))).toBe(200n);
    });

    it("keeps a free member's spends within the send limit, counting what they sent before", async () => {
      const { ledger, unitOfWork, member } = world();
      const payer = await member(FREE_MEMBERSHIP_SEND_LIMIT * 2n, 'free');
      await unitOfWork.run((tx) => ledger.spend(tx, gift(payer, FREE_MEMBERSHIP_SEND_LIMIT - 1n)));
      const past = unitOfWork.run((tx) => ledger.spend(tx, gift(payer, 2n)));
      await expect(past).rejects.toEqual(new FreeMembershipLimitReached('sendGiftAmount'));
      await expect(unitOfWork.run((tx) => ledger.spend(tx, gift(payer, 1n)))).resolves.toBe(true);
    });

    it('posts an idempotency key once, answering only what was new', async () => {
      const { ledger, unitOfWork, member, balance } = world();
      const memberId = await member(0n);
      const reward = transfer(
        'referral',
        `referral:${randomUUID()}`,
        PLATFORM.rewards,
        memberAvailable(memberId),
        70n,
        {
          memberId,
        },
      );
      const first = await unitOfWork.run((tx) => ledger.post(tx, [reward]));
      const again = await unitOfWork.run((tx) => ledger.post(tx, [reward]));
      expect(first.map((entry) => entry.idempotencyKey)).toEqual([reward.idempotencyKey]);
      expect(again).toEqual([]);
      expect(await balance(memberAvailable(memberId))).toBe(70n);
    });

    it("refuses a posting that would take a member's balance below zero, and its transaction leaves nothing", async () => {
      const { ledger, unitOfWork, member, balance } = world();
      const memberId = await member(100n);
      const reward = transfer('referral', `referral:${randomUUID()}`, PLATFORM.rewards, memberAvailable(memberId), 5n, {
        memberId,
      });
      const overdraw = transfer(
        'withdrawal',
        `withdrawal:${randomUUID()}`,
        memberAvailable(memberId),
        PLATFORM.payouts,
        200n,
        {
          memberId,
        },
      );
      await expect(unitOfWork.run((tx) => ledger.post(tx, [reward, overdraw]))).rejects.toThrow();
      expect(await balance(memberAvailable(memberId))).toBe(100n);
    });

    it('pays a debt first from what reaches the member who owes', async () => {
      const { ledger, unitOfWork, member, balance } = world();
      const memberId = await member(0n);
      const debt = transfer('reversal', `reversal:${randomUUID()}`, memberDebt(memberId), PLATFORM.rewards, 30n, {
        memberId,
      });
      await unitOfWork.run((tx) => ledger.post(tx, [debt]));
      const reward = transfer(
        'referral',
        `referral:${randomUUID()}`,
        PLATFORM.rewards,
        memberAvailable(memberId),
        50n,
        {
          memberId,
        },
      );
      const posted = await unitOfWork.run((tx) => ledger.post(tx, [reward]));
      expect(posted.map((entry) => entry.type)).toEqual(['referral', 'debt_repayment']);
      expect(await balance(memberAvailable(memberId))).toBe(20n);
      expect(await balance(memberDebt(memberId))).toBe(0n);
    });

    it("rolls a unit of work's spends back when its work fails, and joins a transaction it is given", async () => {
      const { ledger, unitOfWork, member, balance } = world();
      const payer = await member(1_000n);
      const failed = unitOfWork.run(async (tx) => {
        await ledger.spend(tx, gift(payer, 300n));
        await unitOfWork.run((joined) => ledger.spend(joined, gift(payer, 300n)), tx);
        throw new Error('the command failed after its spends');
      });
      await expect(failed).rejects.toThrow('the command failed after its spends');
      expect(await balance(memberAvailable(payer))).toBe(1_000n);
    });
  });
}
