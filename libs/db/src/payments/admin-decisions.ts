import type { EntityManager } from 'typeorm';

/** The resources whose requests an administrator decides (ARCHITECTURE.md, admin decisions). */
export type DecisionResource = 'membership-requests' | 'withdrawals' | 'credit-purchases' | 'task-payments';

export interface Decision {
  resource: DecisionResource;
  recordId: string;
  decision: 'approve' | 'reject';
  /** The administrator; null when the chain check decided (auto-approval of a verified deposit). */
  adminId: string | null;
  reason?: string | null;
  txid?: string | null;
  /** Why a deposit was approved although its chain check was not verified (the payment desk). */
  chainOverride?: string | null;
}

/**
 * Records who decided what, when and why, in the decision's own transaction. One decision per
 * record: answers false when the record was decided already (the caller answers 409).
 */
export async function recordDecision(manager: EntityManager, decision: Decision): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `INSERT INTO admin_decisions (resource, record_id, decision, admin_id, reason, txid, chain_override, decided_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (resource, record_id) DO NOTHING RETURNING id`,
    [
      decision.resource,
      decision.recordId,
      decision.decision,
      decision.adminId,
      decision.reason ?? null,
      decision.txid ?? null,
      decision.chainOverride ?? null,
      decision.adminId === null ? 'chain-check' : 'admin',
    ],
  );
  return rows.length > 0;
}

export interface DecisionRecord {
  decision: 'approve' | 'reject';
  adminId: string | null;
  reason: string | null;
  txid: string | null;
  decidedAt: Date;
}

export async function findDecision(
  manager: EntityManager,
  resource: DecisionResource,
  recordId: string,
): Promise<DecisionRecord | undefined> {
  const [row] = await manager.query(
    `SELECT decision, admin_id AS "adminId", reason, txid, created_at AS "decidedAt"
     FROM admin_decisions WHERE resource = $1 AND record_id = $2`,
    [resource, recordId],
  );
  return row;
}
