import type { UnitOfWork } from '@earnwave/db';
import {
  AlreadyDecided,
  memberAvailable,
  memberHeld,
  OwnRequestDecision,
  PayoutTxidRequired,
  TxidAlreadyUsed,
  WalletRequestNotFound,
} from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import type { WalletRequestDecisions } from './wallet-request-decisions';

/** What the wallet request decisions' contract needs of the world it runs in. */
export interface WalletRequestDecisionsWorld {
  decisions: WalletRequestDecisions;
  unitOfWork: UnitOfWork;
  /** A member holding `credits`. */
  member(credits?: bigint): Promise<string>;
  /** A pending withdrawal, its amount and fee held from the member's balance; answers its id. */
  withdrawal(memberId: string, amount: bigint, fee: bigint): Promise<string>;
  /** A pending credit purchase, with the transfer's Txid when given; answers its id. */
  creditPurchase(memberId: string, amount: bigint, fee: bigint, txid?: string): Promise<string>;
  /** Makes the member owe the platform `amount` (a reversed reward). */
  owe(memberId: string, amount: bigint): Promise<void>;
  balance(account: string): Promise<bigint>;
}

/** Run against WalletRepository and InMemoryWalletRequests (`wallet-request-decisions.contract.spec.ts`). */
export function walletRequestDecisionsContract(name: string, world: () => WalletRequestDecisionsWorld): void {
  describe(`${name} (the wallet request decisions' contract)`, () => {
    const txid = () => randomUUID().replaceAll('-', '').repeat(2);

    it('takes a pending request once, never for the administrator who asked it, nor under another resource', async () => {
      const { decisions, unitOfWork, member, withdrawal } = world();
      const [memberId, adminId] = [await member(1_000n), await member()];
      const requestId = await withdrawal(memberId, 500n, 100n);
      const decide = (resource: 'withdrawals' | 'credit-purchases', by = adminId, id = requestId) =>
        unitOfWork.run((tx) =>
          decisions.lockPending(tx, { resource, requestId: id, adminId: by, decision: 'reject', reason: 'No' }),
        );
      await expect(decide('withdrawals', memberId)).rejects.toBeInstanceOf(OwnRequestDecision);
      await expect(decide('credit-purchases')).rejects.toBeInstanceOf(WalletRequestNotFound);
      await expect(decide('withdrawals', adminId, randomUUID())).rejects.toBeInstanceOf(WalletRequestNotFound);
      expect(await decide('withdrawals')).toMatchObject({
        id: requestId,
        member_id: memberId,
        amount: '500',
        fee: '100',
      });
      await expect(decide('withdrawals')).rejects.toEqual(new AlreadyDecided('walletRequest'));
      const record = await unitOfWork.run((tx) => decisions.request(tx, 'withdrawals', requestId));
      expect(record).toMatchObject({ id: requestId, status: 'rejected', rejection_reason: 'No' });
    });

    it("gives a withdrawal's hold back once, however often it is released", async () => {
      const { decisions, unitOfWork, member, withdrawal, balance } = world();
      const memberId = await member(1_000n);
      const requestId = await withdrawal(memberId, 500n, 100n);
      const request = { id: requestId, member_id: memberId, amount: '500', fee: '100' };
      const first = await unitOfWork.run((tx) => decisions.releaseWithdrawal(tx, request, 'rejected'));
      const again = await unitOfWork.run((tx) => decisions.releaseWithdrawal(tx, request, 'cancelled'));
      expect(first.map((entry) => entry.idempotencyKey)).toEqual([`withdrawal-release:${requestId}`]);
      expect(again).toEqual([]);
      expect([await balance(memberAvailable(memberId)), await balance(memberHeld(memberId))]).toEqual([1_000n, 0n]);
    });

    it('pays a withdrawal out only with a Txid, and a Txid pays one request', async () => {
      const { decisions, unitOfWork, member, withdrawal } = world();
      const [memberId, adminId] = [await member(2_000n), await member()];
      const [first, second] = [await withdrawal(memberId, 500n, 100n), await withdrawal(memberId, 500n, 100n)];
      const payout = txid();
      const approve = (requestId: string, given?: string) =>
        unitOfWork.run(async (tx) => {
          const decision = { resource: 'withdrawals', requestId, adminId, decision: 'approve', txid: given } as const;
          const request = await decisions.lockPending(tx, decision);
          return decisions.claimApprovalTxid(tx, decision, request);
        });
      await expect(approve(first)).rejects.toBeInstanceOf(PayoutTxidRequired);
      expect(await approve(first, payout)).toBe(payout);
      await expect(approve(second, payout)).rejects.toEqual(new TxidAlreadyUsed('payout'));
      const record = await unitOfWork.run((tx) => decisions.request(tx, 'withdrawals', first));
      expect(record).toMatchObject({ status: 'approved', payout_txid: payout });
    });

    it("approves a credit purchase once, crediting the amount with the transfer's own Txid", async () => {
      const { decisions, unitOfWork, member, creditPurchase, balance } = world();
      const [memberId, adminId] = [await member(), await member()];
      const given = txid();
      const requestId = await creditPurchase(memberId, 3_000n, 30n, given);
      const approve = () => unitOfWork.run((tx) => decisions.approveCreditPurchase(tx, { requestId, adminId }));
      expect((await approve()).map((entry) => entry.idempotencyKey)).toEqual([`credit-purchase:${requestId}`]);
      await expect(approve()).rejects.toEqual(new AlreadyDecided('walletRequest'));
      expect(await balance(memberAvailable(memberId))).toBe(3_000n);
      const record = await unitOfWork.run((tx) => decisions.request(tx, 'credit-purchases', requestId));
      expect(record).toMatchObject({ status: 'approved', txid: given });
    });

    it('tells whether a member owes the platform', async () => {
      const { decisions, unitOfWork, member, owe } = world();
      const [clear, owing] = [await member(), await member()];
      await owe(owing, 40n);
      expect(await unitOfWork.run((tx) => decisions.owes(tx, clear))).toBe(false);
      expect(await unitOfWork.run((tx) => decisions.owes(tx, owing))).toBe(true);
    });
  });
}
