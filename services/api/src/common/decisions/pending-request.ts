import { recordDecision, type DecisionResource } from '@earnwave/db';
import { AlreadyDecided, OwnRequestDecision, WalletRequestNotFound } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';

/** The tables of requests an administrator decides, by the admin API's resource name. */
const TABLES = {
  withdrawals: 'withdrawal_requests',
  'credit-purchases': 'credit_purchases',
} as const satisfies Partial<Record<DecisionResource, string>>;
export type WalletDecisionResource = keyof typeof TABLES;

export interface PendingRequest {
  id: string;
  member_id: string;
  amount: string;
  fee: string;
  [column: string]: unknown;
}

/**
 * Takes a pending request for a decision, in the decision's transaction: the row is locked, so of
 * two administrators (or a double click) the second waits and then finds it decided (409). An
 * administrator never decides their own request. The decision is audited (who, when, what, why).
 */
export async function decidePending(
  manager: EntityManager,
  resource: WalletDecisionResource,
  id: string,
  decision: { adminId: string; decision: 'approve' | 'reject'; reason?: string; txid?: string },
  newStatus: 'approved' | 'rejected',
): Promise<PendingRequest> {
  const table = TABLES[resource];
  const [request]: PendingRequest[] = await manager.query(`SELECT * FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
  if (!request) throw new WalletRequestNotFound();
  if (request.member_id === decision.adminId) throw new OwnRequestDecision();
  if (request.status !== 'pending') throw new AlreadyDecided('walletRequest');
  await manager.query(`UPDATE ${table} SET status = $2, decided_at = now(), rejection_reason = $3 WHERE id = $1`, [
    id,
    newStatus,
    decision.decision === 'reject' ? decision.reason : null,
  ]);
  const recorded = await recordDecision(manager, { resource, recordId: id, ...decision });
  if (!recorded) throw new AlreadyDecided('walletRequest');
  return request;
}
