import type { DecisionResource } from '@earnwave/db';

/**
 * Who decided a request, when, what and why (`admin_decisions`), joined onto the request's row so
 * that every record of a decided request carries its audit.
 */
export function decisionJoin(resource: DecisionResource, recordIdSql: string): string {
  return `LEFT JOIN admin_decisions d ON d.resource = '${resource}' AND d.record_id = ${recordIdSql}
          LEFT JOIN users da ON da.id = d.admin_id`;
}

export const DECISION_COLUMNS = `d.decision AS audit_decision, d.reason AS audit_reason, d.txid AS audit_txid,
  d.created_at AS audit_at, d.admin_id AS audit_admin_id, da.name AS audit_admin_name, da.email AS audit_admin_email,
  d.chain_override AS audit_chain_override, d.decided_by AS audit_decided_by`;

/** Who the audit names when the worker approved a verified deposit itself (payment desk auto-approval). */
export const CHAIN_CHECK_DECIDER = 'chain check';

export interface DecisionAudit {
  decision: 'approve' | 'reject';
  /** `chain-check`: approved by the worker on a verified chain check, no person involved. */
  decidedBy: 'admin' | 'chain-check';
  adminId: string | null;
  /** The administrator's name, or "chain check". */
  adminName: string;
  adminEmail: string | null;
  reason: string | null;
  txid: string | null;
  /** Why the deposit was approved although its chain check was not verified. */
  chainOverride: string | null;
  decidedAt: string;
}

export function decisionAudit(row: Record<string, unknown>): DecisionAudit | null {
  if (!row.audit_decision) return null;
  const byChain = row.audit_decided_by === 'chain-check';
  return {
    decision: row.audit_decision as DecisionAudit['decision'],
    decidedBy: byChain ? 'chain-check' : 'admin',
    adminId: (row.audit_admin_id as string | null) ?? null,
    adminName: byChain ? CHAIN_CHECK_DECIDER : (row.audit_admin_name as string),
    adminEmail: (row.audit_admin_email as string | null) ?? null,
    reason: (row.audit_reason as string | null) ?? null,
    txid: (row.audit_txid as string | null) ?? null,
    chainOverride: (row.audit_chain_override as string | null) ?? null,
    decidedAt: (row.audit_at as Date).toISOString(),
  };
}
