import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { claimTxid, postEntries, TxidAlreadyUsedError, type TxidPurpose } from '@earnwave/db';
import {
  creditPurchaseEntry,
  memberAvailable,
  memberHeld,
  PayoutTxidRequired,
  PLATFORM,
  transfer,
  TxidAlreadyUsed,
  type LedgerEntry,
} from '@earnwave/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { decidePending, type PendingRequest } from '../../../common/decisions/pending-request';
import { BalancesChangedEvent } from '../../live';
import { DecideWalletRequestCommand } from './decide-wallet-request.command';

const TXID_PURPOSE: Record<DecideWalletRequestCommand['resource'], TxidPurpose> = {
  withdrawals: 'withdrawal_payout',
  'credit-purchases': 'credit_purchase',
};

/**
 * An administrator's decision on a withdrawal or a credit purchase, as one idempotent
 * transaction: the request's state, the audit row and the ledger move together or not at all.
 *
 * - withdrawal approved: held → payouts (amount) and held → fees (fee), with the payout Txid;
 *   rejected: held → available (the hold is released);
 * - credit purchase approved: deposits → member (amount) and deposits → fees (fee), the Txid
 *   added if the member gave none; rejected: nothing moves.
 */
@CommandHandler(DecideWalletRequestCommand)
export class DecideWalletRequestHandler implements ICommandHandler<DecideWalletRequestCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: EventBus,
  ) {}

  async execute(command: DecideWalletRequestCommand): Promise<Record<string, unknown>> {
    const { resource, requestId, adminId, decision, reason } = command;
    const { decided, entries } = await this.db.transaction(async (manager) => {
      const request = await decidePending(
        manager,
        resource,
        requestId,
        { adminId, decision, reason, txid: command.txid },
        decision === 'approve' ? 'approved' : 'rejected',
      );
      const txid = decision === 'approve' ? await this.claimApprovalTxid(manager, command, request) : undefined;
      const entries = entriesFor(resource, decision, request, txid);
      await postEntries(manager, entries);
      const table = resource === 'withdrawals' ? 'withdrawal_requests' : 'credit_purchases';
      const [decided]: Record<string, unknown>[] = await manager.query(`SELECT * FROM ${table} WHERE id = $1`, [
        requestId,
      ]);
      return { decided, entries };
    });
    this.events.publish(BalancesChangedEvent.of(entries));
    return decided;
  }

  /** A withdrawal is approved with its payout's Txid; a credit purchase keeps the member's or takes the admin's. */
  private async claimApprovalTxid(
    manager: EntityManager,
    { resource, requestId, txid }: DecideWalletRequestCommand,
    request: PendingRequest,
  ): Promise<string> {
    const given = (request.txid as string | null) ?? undefined;
    if (given) return given;
    if (!txid) throw new PayoutTxidRequired();
    await claimTxid(manager, txid, TXID_PURPOSE[resource], requestId).catch((error: unknown) => {
      throw error instanceof TxidAlreadyUsedError ? new TxidAlreadyUsed('payout') : error;
    });
    const column = resource === 'withdrawals' ? 'payout_txid' : 'txid';
    const table = resource === 'withdrawals' ? 'withdrawal_requests' : 'credit_purchases';
    await manager.query(`UPDATE ${table} SET ${column} = $2 WHERE id = $1`, [requestId, txid]);
    return txid;
  }
}

function entriesFor(
  resource: DecideWalletRequestCommand['resource'],
  decision: 'approve' | 'reject',
  request: PendingRequest,
  txid: string | undefined,
): LedgerEntry[] {
  const memberId = request.member_id;
  const [amount, fee] = [BigInt(request.amount), BigInt(request.fee)];
  const extra = { memberId, metadata: { requestId: request.id, ...(txid ? { txid } : {}) } };
  const key = (what: string) => `${what}:${request.id}`;
  if (resource === 'withdrawals') {
    if (decision === 'reject') {
      return [
        transfer(
          'withdrawal_released',
          key('withdrawal-release'),
          memberHeld(memberId),
          memberAvailable(memberId),
          amount + fee,
          extra,
        ),
      ];
    }
    return [
      transfer('withdrawal', key('withdrawal-payout'), memberHeld(memberId), PLATFORM.payouts, amount, extra),
      transfer('withdrawal_fee', key('withdrawal-fee-charged'), memberHeld(memberId), PLATFORM.fees, fee, extra),
    ];
  }
  if (decision === 'reject') return [];
  return [creditPurchaseEntry({ requestId: request.id, memberId, amount, fee, txid })];
}
