import {
  AlreadyDecided,
  approvalTxid,
  creditPurchaseEntry,
  OwnRequestDecision,
  TxidAlreadyUsed,
  WalletRequestNotFound,
  withdrawalReleaseEntry,
  type LedgerEntry,
} from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { postEntries, type PostedEntry } from '../ledger/ledger-writer';
import { recordDecision } from '../payments/admin-decisions';
import { claimTxid, TxidAlreadyUsedError, type TxidPurpose } from '../payments/txids';
import { chainDecision } from '../payment-review/decision-gate';

/** The wallet requests an administrator decides, by the admin API's resource name. */
export type WalletDecisionResource = 'withdrawals' | 'credit-purchases';

/** The tables of those requests. */
export const WALLET_REQUEST_TABLES = {
  withdrawals: 'withdrawal_requests',
  'credit-purchases': 'credit_purchases',
} as const satisfies Record<WalletDecisionResource, string>;

/** The column an approval's Txid is written to, when the request came without one. */
const TXID_COLUMNS = { withdrawals: 'payout_txid', 'credit-purchases': 'txid' } as const satisfies Record<
  WalletDecisionResource,
  string
>;

const TXID_PURPOSE: Record<WalletDecisionResource, TxidPurpose> = {
  withdrawals: 'withdrawal_payout',
  'credit-purchases': 'credit_purchase',
};

/** A withdrawal or credit purchase as stored (money as text), taken for a decision. */
export interface WalletRequestRow {
  id: string;
  member_id: string;
  amount: string;
  fee: string;
  status: string;
  [column: string]: unknown;
}

/** A decision on a withdrawal or a credit purchase: `adminId` null when the chain check decides (auto-approval). */
export interface WalletDecision {
  resource: WalletDecisionResource;
  requestId: string;
  adminId: string | null;
  decision: 'approve' | 'reject';
  reason?: string;
  /** The payout's Txid (withdrawals), or the transfer's when the member gave none (credit purchases). */
  txid?: string;
  override?: string;
}

/**
 * Takes the pending request for this decision, for an administrator (the API) and for the chain
 * check's auto-approval (the worker): its row is locked, so of two deciders (or a double click)
 * the second waits and then finds it decided (AlreadyDecided, 409). Nobody decides their own
 * request. The decision is audited once (who, when, what, why), with the chain check's rules
 * (chainDecision: an override past an unverified deposit, a mismatch's reason).
 */
export async function lockPendingWalletRequest(
  manager: EntityManager,
  { resource, requestId, adminId, decision, reason: given, txid, override }: WalletDecision,
): Promise<WalletRequestRow> {
  const [request]: WalletRequestRow[] = await manager.query(
    `SELECT * FROM ${WALLET_REQUEST_TABLES[resource]} WHERE id = $1 FOR UPDATE`,
    [requestId],
  );
  if (!request) throw new WalletRequestNotFound();
  if (request.member_id === adminId) throw new OwnRequestDecision();
  if (request.status !== 'pending') throw new AlreadyDecided('walletRequest');
  const { reason, chainOverride } = await chainDecision(
    manager,
    { resource, recordId: requestId, what: 'walletRequest' },
    { decision, reason: given, override },
  );
  await manager.query(
    `UPDATE ${WALLET_REQUEST_TABLES[resource]} SET status = $2, decided_at = now(), rejection_reason = $3 WHERE id = $1`,
    [requestId, decision === 'approve' ? 'approved' : 'rejected', reason],
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

/**
 * The Txid an approval goes with: the request's own (a credit purchase's transfer), or the one the
 * administrator gives (a withdrawal's payout, a credit purchase that came without one), claimed so
 * that one transfer pays one request.
 */
export async function claimApprovalTxid(
  manager: EntityManager,
  { resource, requestId, txid }: Pick<WalletDecision, 'resource' | 'requestId' | 'txid'>,
  request: WalletRequestRow,
): Promise<string> {
  const approval = approvalTxid(request.txid as string | null, txid);
  if (!approval.claim) return approval.txid;
  await claimTxid(manager, approval.txid, TXID_PURPOSE[resource], requestId).catch((error: unknown) => {
    throw error instanceof TxidAlreadyUsedError ? new TxidAlreadyUsed('payout') : error;
  });
  await manager.query(`UPDATE ${WALLET_REQUEST_TABLES[resource]} SET ${TXID_COLUMNS[resource]} = $2 WHERE id = $1`, [
    requestId,
    approval.txid,
  ]);
  return approval.txid;
}

/**
 * Approves a pending credit purchase, in the caller's transaction, for an administrator and for
 * the chain check's auto-approval alike: the request locked, decided and audited
 * (lockPendingWalletRequest), its Txid kept or claimed, then deposits → member (amount) and
 * deposits → fees (fee) through postEntries, which pays a member's debt first. Answers the posted
 * entries, for the live push of the new balance after the commit.
 */
export async function approveCreditPurchase(
  manager: EntityManager,
  decision: Omit<WalletDecision, 'resource' | 'decision' | 'reason'>,
): Promise<PostedEntry[]> {
  const approval = { ...decision, resource: 'credit-purchases', decision: 'approve' } as const;
  const request = await lockPendingWalletRequest(manager, approval);
  const txid = await claimApprovalTxid(manager, approval, request);
  return postEntries(manager, [creditPurchaseEntryOf(request, txid)]);
}

/** A credit purchase's entry (creditPurchaseEntry) from its stored request and the approval's Txid. */
export function creditPurchaseEntryOf(request: WalletRequestRow, txid: string): LedgerEntry {
  return creditPurchaseEntry({
    requestId: request.id,
    memberId: request.member_id,
    amount: BigInt(request.amount),
    fee: BigInt(request.fee),
    txid,
  });
}

/**
 * Gives a withdrawal's hold (amount and fee) back to its member's balance, in the caller's
 * transaction, once the caller has taken the request from pending under its row lock: an
 * administrator's rejection (lockPendingWalletRequest) and the member's cancellation from the mailed
 * link alike. Both write the one key `withdrawal-release:{id}`, so whichever comes first releases the
 * hold and a second release is a no-op; each path keeps its own audit (the decision row, the spent
 * link). Answers the posted entries (a debt repayment included), for the live push after the commit.
 */
export async function withdrawalRelease(
  manager: EntityManager,
  request: Pick<WalletRequestRow, 'id' | 'member_id' | 'amount' | 'fee'>,
  how: 'rejected' | 'cancelled',
): Promise<PostedEntry[]> {
  return postEntries(manager, [
    withdrawalReleaseEntry(
      { id: request.id, memberId: request.member_id, amount: BigInt(request.amount), fee: BigInt(request.fee) },
      how,
    ),
  ]);
}
