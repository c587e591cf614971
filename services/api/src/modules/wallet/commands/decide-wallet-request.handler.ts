import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  chainDecision,
  claimTxid,
  postEntries,
  recordDecision,
  TxidAlreadyUsedError,
  type TxidPurpose,
} from '@earnwave/db';
import {
  AlreadyDecided,
  MemberOwes,
  creditPurchaseEntry,
  memberAvailable,
  memberHeld,
  OwnRequestDecision,
  PayoutTxidRequired,
  PLATFORM,
  transfer,
  TxidAlreadyUsed,
  WalletRequestNotFound,
  type LedgerEntry,
} from '@earnwave/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { BalancesChangedEvent } from '../../live';
import { WalletRepository, type WalletRequestRow } from '../infra/wallet.repository';
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
    private readonly wallet: WalletRepository,
  ) {}

  async execute(command: DecideWalletRequestCommand): Promise<Record<string, unknown>> {
    const { resource, requestId, decision } = command;
    const { decided, entries } = await this.db.transaction(async (manager) => {
      const request = await this.takePending(manager, command);
      // The debt rule: what a withdrawal holds pays a debt first (by its rejection), never leaves.
      if (
        resource === 'withdrawals' &&
        decision === 'approve' &&
        (await this.wallet.owes(manager, request.member_id))
      ) {
        throw new MemberOwes();
      }
      const txid = decision === 'approve' ? await this.claimApprovalTxid(manager, command, request) : undefined;
      const entries = entriesFor(resource, decision, request, txid);
      await postEntries(manager, entries);
      return { decided: await this.wallet.request(manager, resource, requestId), entries };
    });
    this.events.publish(BalancesChangedEvent.of(entries));
    return decided;
  }

  /**
   * Takes the pending request for this decision: its row is locked, so of two administrators (or
   * a double click) the second waits and then finds it decided (409). An administrator never
   * decides their own request. The decision is audited (who, when, what, why), with the chain
   * check's rules (chainDecision: an override past an unverified deposit, a mismatch's reason).
   */
  private async takePending(
    manager: EntityManager,
    { resource, requestId, adminId, decision, reason: given, txid, override }: DecideWalletRequestCommand,
  ): Promise<WalletRequestRow> {
    const request = await this.wallet.lockRequest(manager, resource, requestId);
    if (!request) throw new WalletRequestNotFound();
    if (request.member_id === adminId) throw new OwnRequestDecision();
    if (request.status !== 'pending') throw new AlreadyDecided('walletRequest');
    const { reason, chainOverride } = await chainDecision(
      manager,
      { resource, recordId: requestId, what: 'walletRequest' },
      { decision, reason: given, override },
    );
    await this.wallet.markDecided(
      manager,
      resource,
      requestId,
      decision === 'approve' ? 'approved' : 'rejected',
      reason,
    );
    const recorded = await recordDecision(manager, {
      resource,
      recordId: requestId,
      adminId,
      decision,
      reason,
      txid,
      chainOverride,
    });
    if (!recorded) throw new AlreadyDecided('walletRequest');
    return request;
  }

  /** A withdrawal is approved with its payout's Txid; a credit purchase keeps the member's or takes the admin's. */
  private async claimApprovalTxid(
    manager: EntityManager,
    { resource, requestId, txid }: DecideWalletRequestCommand,
    request: WalletRequestRow,
  ): Promise<string> {
    const given = (request.txid as string | null) ?? undefined;
    if (given) return given;
    if (!txid) throw new PayoutTxidRequired();
    await claimTxid(manager, txid, TXID_PURPOSE[resource], requestId).catch((error: unknown) => {
      throw error instanceof TxidAlreadyUsedError ? new TxidAlreadyUsed('payout') : error;
    });
    await this.wallet.setApprovalTxid(manager, resource, requestId, txid);
    return txid;
  }
}

function entriesFor(
  resource: DecideWalletRequestCommand['resource'],
  decision: 'approve' | 'reject',
  request: WalletRequestRow,
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
