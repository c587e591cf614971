import {
  creditPurchaseEntryOf,
  normaliseTxid,
  type PostedEntry,
  type Transaction,
  type WalletDecision,
  type WalletDecisionResource,
  type WalletRequestRow,
} from '@earnwave/db';
import {
  AlreadyDecided,
  approvalTxid,
  memberDebt,
  OwnRequestDecision,
  TxidAlreadyUsed,
  WalletRequestNotFound,
  withdrawalReleaseEntry,
} from '@earnwave/domain';
import { onRollback, type InMemoryLedger } from '@earnwave/testing';
import { WalletRequestDecisions } from './wallet-request-decisions';

/**
 * Withdrawals and credit purchases in memory, posting through the ledger fake (beside the port: a
 * library imports no service). No chain check is on record here: the payment desk's rules (an
 * override past an unverified deposit, a mismatch's reason) are the real adapter's alone.
 */
export class InMemoryWalletRequests extends WalletRequestDecisions {
  private readonly requests = new Map<string, WalletRequestRow & { resource: WalletDecisionResource }>();
  private readonly claimedTxids = new Set<string>();

  constructor(private readonly ledger: InMemoryLedger) {
    super();
  }

  /** A pending request, as the member's own command stored it (a withdrawal's hold is the caller's to post). */
  store(
    resource: WalletDecisionResource,
    request: { id: string; memberId: string; amount: bigint; fee: bigint; txid?: string },
  ): void {
    const txidColumn = resource === 'withdrawals' ? { payout_txid: null } : { txid: request.txid ?? null };
    this.requests.set(request.id, {
      resource,
      id: request.id,
      member_id: request.memberId,
      amount: request.amount.toString(),
      fee: request.fee.toString(),
      status: 'pending',
      rejection_reason: null,
      ...txidColumn,
    });
  }

  async lockPending(
    tx: Transaction,
    { resource, requestId, adminId, decision, reason }: WalletDecision,
  ): Promise<WalletRequestRow> {
    const request = this.requests.get(requestId);
    if (!request || request.resource !== resource) throw new WalletRequestNotFound();
    if (request.member_id === adminId) throw new OwnRequestDecision();
    if (request.status !== 'pending') throw new AlreadyDecided('walletRequest');
    const before = { ...request };
    this.requests.set(requestId, {
      ...request,
      status: decision === 'approve' ? 'approved' : 'rejected',
      rejection_reason: reason ?? null,
    });
    onRollback(tx, () => this.requests.set(requestId, before));
    return before;
  }

  async claimApprovalTxid(
    tx: Transaction,
    { resource, requestId, txid }: Pick<WalletDecision, 'resource' | 'requestId' | 'txid'>,
    request: WalletRequestRow,
  ): Promise<string> {
    const approval = approvalTxid(request.txid as string | null, txid);
    if (!approval.claim) return approval.txid;
    const claimed = normaliseTxid(approval.txid);
    if (this.claimedTxids.has(claimed)) throw new TxidAlreadyUsed('payout');
    this.claimedTxids.add(claimed);
    const stored = this.requests.get(requestId)!;
    const before = { ...stored };
    this.requests.set(requestId, { ...stored, [resource === 'withdrawals' ? 'payout_txid' : 'txid']: approval.txid });
    onRollback(tx, () => {
      this.claimedTxids.delete(claimed);
      this.requests.set(requestId, before);
    });
    return approval.txid;
  }

  async approveCreditPurchase(
    tx: Transaction,
    decision: Omit<WalletDecision, 'resource' | 'decision' | 'reason'>,
  ): Promise<PostedEntry[]> {
    const approval = { ...decision, resource: 'credit-purchases', decision: 'approve' } as const;
    const request = await this.lockPending(tx, approval);
    const txid = await this.claimApprovalTxid(tx, approval, request);
    return this.ledger.post(tx, [creditPurchaseEntryOf(request, txid)]);
  }

  async releaseWithdrawal(
    tx: Transaction,
    request: Pick<WalletRequestRow, 'id' | 'member_id' | 'amount' | 'fee'>,
    how: 'rejected' | 'cancelled',
  ): Promise<PostedEntry[]> {
    const release = withdrawalReleaseEntry(
      { id: request.id, memberId: request.member_id, amount: BigInt(request.amount), fee: BigInt(request.fee) },
      how,
    );
    return this.ledger.post(tx, [release]);
  }

  async owes(_tx: Transaction, memberId: string): Promise<boolean> {
    return this.ledger.balance(memberDebt(memberId)) < 0n;
  }

  async request(_tx: Transaction, _resource: WalletDecisionResource, id: string): Promise<Record<string, unknown>> {
    const row: Record<string, unknown> = { ...this.requests.get(id)! };
    delete row.resource;
    return row;
  }
}
