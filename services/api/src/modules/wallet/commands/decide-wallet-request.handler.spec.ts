import type { EventBus } from '@nestjs/cqrs';
import {
  AlreadyDecided,
  memberAvailable,
  memberDebt,
  memberHeld,
  MemberOwes,
  OwnRequestDecision,
  PayoutTxidRequired,
  PLATFORM,
  transfer,
} from '@earnwave/domain';
import { inMemoryPorts, InMemoryUnitOfWork } from '@earnwave/testing';
import { randomUUID } from 'node:crypto';
import { BalancesChangedEvent } from '../../live';
import { InMemoryWalletRequests } from '../infra/wallet-request-decisions.fake';
import { DecideWalletRequestCommand } from './decide-wallet-request.command';
import { DecideWalletRequestHandler } from './decide-wallet-request.handler';

/** An administrator's decisions on withdrawals and credit purchases, on the fakes. */
describe('DecideWalletRequestHandler', () => {
  function world() {
    const ports = inMemoryPorts();
    const requests = new InMemoryWalletRequests(ports.ledger);
    // The framework's in-process bus, after the commit: the live push of the new balances.
    const published: unknown[] = [];
    const events = { publish: (event: unknown) => void published.push(event) } as unknown as EventBus;
    const handler = new DecideWalletRequestHandler(ports.unitOfWork, events, requests, ports.ledger);
    const [memberId, adminId] = [randomUUID(), randomUUID()];
    ports.ledger.credit(memberId, 10_000n);
    const tx = InMemoryUnitOfWork.transaction();
    /** A withdrawal the member asked for: its amount and fee held from their balance. */
    const withdrawal = async (amount: bigint, fee: bigint) => {
      const id = randomUUID();
      requests.store('withdrawals', { id, memberId, amount, fee });
      await ports.ledger.post(tx, [
        transfer('withdrawal', `withdrawal:${id}`, memberAvailable(memberId), memberHeld(memberId), amount, {
          memberId,
        }),
        transfer('withdrawal_fee', `withdrawal-fee:${id}`, memberAvailable(memberId), memberHeld(memberId), fee, {
          memberId,
        }),
      ]);
      return id;
    };
    const creditPurchase = (amount: bigint, fee: bigint, txid = `${randomUUID()}`) => {
      const id = randomUUID();
      requests.store('credit-purchases', { id, memberId, amount, fee, txid });
      return id;
    };
    const decide = (
      resource: 'withdrawals' | 'credit-purchases',
      requestId: string,
      decision: 'approve' | 'reject',
      extra: { txid?: string; reason?: string; by?: string } = {},
    ) =>
      handler.execute(
        new DecideWalletRequestCommand(resource, requestId, extra.by ?? adminId, decision, extra.txid, extra.reason),
      );
    return { ...ports, requests, published, memberId, adminId, tx, withdrawal, creditPurchase, decide };
  }

  it('pays an approved withdrawal out of the hold, its fee to the platform, with the payout Txid', async () => {
    const { ledger, published, memberId, withdrawal, decide } = world();
    const requestId = await withdrawal(4_000n, 100n);
    const decided = await decide('withdrawals', requestId, 'approve', { txid: 'payout-txid' });
    expect(decided).toMatchObject({ id: requestId, status: 'approved', payout_txid: 'payout-txid' });
    expect(ledger.balance(memberHeld(memberId))).toBe(0n);
    expect(ledger.balance(PLATFORM.payouts)).toBe(4_000n);
    expect(ledger.balance(PLATFORM.fees)).toBe(100n);
    expect(ledger.entries('withdrawal').at(-1)).toMatchObject({
      idempotencyKey: `withdrawal-payout:${requestId}`,
      metadata: { requestId, txid: 'payout-txid' },
    });
    // Nothing reached the member's spendable balance: no live push for them.
    expect(published).toEqual([new BalancesChangedEvent([])]);
  });

  it("gives a rejected withdrawal's amount and fee back to the member's balance, with the reason", async () => {
    const { ledger, published, memberId, withdrawal, decide } = world();
    const requestId = await withdrawal(4_000n, 100n);
    const decided = await decide('withdrawals', requestId, 'reject', { reason: 'Wrong address' });
    expect(decided).toMatchObject({ status: 'rejected', rejection_reason: 'Wrong address' });
    expect(ledger.balance(memberAvailable(memberId))).toBe(10_000n);
    expect(ledger.balance(memberHeld(memberId))).toBe(0n);
    expect(published).toEqual([new BalancesChangedEvent([memberId])]);
  });

  it('pays no withdrawal out of a member who owes: it stays pending, and its rejection pays the debt first', async () => {
    const { ledger, memberId, tx, withdrawal, decide } = world();
    const requestId = await withdrawal(4_000n, 100n);
    await ledger.post(tx, [
      transfer('reversal', `reversal:${randomUUID()}`, memberDebt(memberId), PLATFORM.rewards, 7_000n, { memberId }),
    ]);
    await expect(decide('withdrawals', requestId, 'approve', { txid: 'payout-txid' })).rejects.toBeInstanceOf(
      MemberOwes,
    );
    await decide('withdrawals', requestId, 'reject', { reason: 'You owe' });
    expect(ledger.balance(memberDebt(memberId))).toBe(0n);
    expect(ledger.balance(memberAvailable(memberId))).toBe(3_000n);
  });

  it('asks for the payout Txid before deciding, leaving the withdrawal pending', async () => {
    const { withdrawal, decide } = world();
    const requestId = await withdrawal(1_000n, 100n);
    await expect(decide('withdrawals', requestId, 'approve')).rejects.toBeInstanceOf(PayoutTxidRequired);
    expect(await decide('withdrawals', requestId, 'approve', { txid: 'later' })).toMatchObject({ status: 'approved' });
  });

  it('credits an approved credit purchase once, and a rejected one moves nothing', async () => {
    const { ledger, published, memberId, creditPurchase, decide } = world();
    const approved = creditPurchase(5_000n, 50n);
    expect(await decide('credit-purchases', approved, 'approve')).toMatchObject({ status: 'approved' });
    await expect(decide('credit-purchases', approved, 'approve')).rejects.toEqual(new AlreadyDecided('walletRequest'));
    expect(ledger.balance(memberAvailable(memberId))).toBe(15_000n);
    expect(ledger.balance(PLATFORM.fees)).toBe(50n);
    const rejected = creditPurchase(5_000n, 50n);
    expect(await decide('credit-purchases', rejected, 'reject', { reason: 'No deposit' })).toMatchObject({
      status: 'rejected',
    });
    expect(ledger.balance(memberAvailable(memberId))).toBe(15_000n);
    expect(published).toEqual([new BalancesChangedEvent([memberId]), new BalancesChangedEvent([])]);
  });

  it('never lets an administrator decide their own request', async () => {
    const { memberId, creditPurchase, decide } = world();
    await expect(
      decide('credit-purchases', creditPurchase(1n, 0n), 'approve', { by: memberId }),
    ).rejects.toBeInstanceOf(OwnRequestDecision);
  });
});
