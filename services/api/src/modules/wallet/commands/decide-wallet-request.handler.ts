import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { LedgerWriter, UnitOfWork, type Transaction, type WalletRequestRow } from '@earnwave/db';
import { MemberOwes, memberHeld, PLATFORM, transfer, type LedgerEntry } from '@earnwave/domain';
import { BalancesChangedEvent } from '../../live';
import { WalletRequestDecisions } from '../infra/wallet-request-decisions';
import { DecideWalletRequestCommand } from './decide-wallet-request.command';

/**
 * An administrator's decision on a withdrawal or a credit purchase, as one idempotent
 * transaction: the request's state, the audit row and the ledger move together or not at all.
 *
 * - withdrawal approved: held → payouts (amount) and held → fees (fee), with the payout Txid;
 *   rejected: withdrawalRelease (libs/db), the hold released as a member's cancellation releases it;
 * - credit purchase approved: approveCreditPurchase (libs/db), the one path the worker's
 *   auto-approval takes too; rejected: nothing moves.
 *
 * The request is locked, decided and audited by lockPendingWalletRequest (libs/db): of two
 * administrators (or a double click, or the worker) the second finds it decided (409), and an
 * administrator never decides their own request (403).
 */
@CommandHandler(DecideWalletRequestCommand)
export class DecideWalletRequestHandler implements ICommandHandler<DecideWalletRequestCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly events: EventBus,
    private readonly requests: WalletRequestDecisions,
    private readonly ledger: LedgerWriter,
  ) {}

  async execute(command: DecideWalletRequestCommand): Promise<Record<string, unknown>> {
    const { resource, requestId, decision } = command;
    const { decided, entries } = await this.unitOfWork.run(async (tx) => {
      const { adminId, txid, override } = command;
      const entries =
        resource === 'credit-purchases' && decision === 'approve'
          ? await this.requests.approveCreditPurchase(tx, { requestId, adminId, txid, override })
          : await this.decideOther(tx, command);
      return { decided: await this.requests.request(tx, resource, requestId), entries };
    });
    this.events.publish(BalancesChangedEvent.of(entries));
    return decided;
  }

  /** A withdrawal approved or rejected, or a credit purchase rejected (nothing moves). */
  private async decideOther(tx: Transaction, command: DecideWalletRequestCommand): Promise<LedgerEntry[]> {
    const request = await this.requests.lockPending(tx, command);
    if (command.resource === 'credit-purchases') return [];
    if (command.decision === 'reject') return this.requests.releaseWithdrawal(tx, request, 'rejected');
    // The debt rule: what a withdrawal holds pays a debt first (by its rejection), never leaves.
    if (await this.requests.owes(tx, request.member_id)) throw new MemberOwes();
    const txid = await this.requests.claimApprovalTxid(tx, command, request);
    return this.ledger.post(tx, withdrawalPayout(request, txid));
  }
}

/** An approved withdrawal: held → payouts (amount) and held → fees (fee), with the payout Txid. */
function withdrawalPayout(request: WalletRequestRow, txid: string): LedgerEntry[] {
  const memberId = request.member_id;
  const extra = { memberId, metadata: { requestId: request.id, txid } };
  return [
    transfer(
      'withdrawal',
      `withdrawal-payout:${request.id}`,
      memberHeld(memberId),
      PLATFORM.payouts,
      BigInt(request.amount),
      extra,
    ),
    transfer(
      'withdrawal_fee',
      `withdrawal-fee-charged:${request.id}`,
      memberHeld(memberId),
      PLATFORM.fees,
      BigInt(request.fee),
      extra,
    ),
  ];
}
