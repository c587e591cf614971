import type { EntityManager } from 'typeorm';

/** The resources whose requests an administrator decides (ARCHITECTURE.md, admin decisions). */
export type DecisionResource = 'membership-requests' | 'withdrawals' | 'credit-purchases' | 'task-payments';

export interface Decision {
  resource: DecisionResource;
  recordId: string;
  decision: 'approve' | 'reject';
  adminId: string;
  reason?: string | null;
  txid?: string | null;
}

/**
 * Records who decided what, when and why, in the decision's own transaction. One decision per
 * record: answers false when the record was decided already (the caller answers 409).
 */
export async function recordDecision(manager: EntityManager, decision: Decision): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `INSERT INTO admin_decisions (resource, record_id, decision, admin_id, reason, txid)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (resource, record_id) DO NOTHING RETURNING id`,
    [
      decision.resource,
      decision.recordId,
      decision.decision,
      decision.adminId,
      decision.reason ?? null,
      decision.txid ?? null,
    ],
  );
  return rows.length > 0;
}

export interface DecisionRecord {
  decision: 'approve' | 'reject';
  adminId: string;
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
