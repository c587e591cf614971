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
  d.created_at AS audit_at, d.admin_id AS audit_admin_id, da.name AS audit_admin_name, da.email AS audit_admin_email`;

export interface DecisionAudit {
  decision: 'approve' | 'reject';
  adminId: string;
  adminName: string;
  adminEmail: string;
  reason: string | null;
  txid: string | null;
  decidedAt: string;
}

export function decisionAudit(row: Record<string, unknown>): DecisionAudit | null {
  if (!row.audit_decision) return null;
  return {
    decision: row.audit_decision as DecisionAudit['decision'],
    adminId: row.audit_admin_id as string,
    adminName: row.audit_admin_name as string,
    adminEmail: row.audit_admin_email as string,
    reason: (row.audit_reason as string | null) ?? null,
    txid: (row.audit_txid as string | null) ?? null,
    decidedAt: (row.audit_at as Date).toISOString(),
  };
}
