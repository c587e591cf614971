import { Alert, Typography } from '@mui/material';
import type { WireSchema } from '@earnwave/contracts';
import { useRecordContext } from 'react-admin';

type Audit = WireSchema<'DecisionAudit'>;

/** Who decided the request, when, what and why (the server's `admin_decisions` audit). */
export function AuditField(_props: { label?: string }) {
  const record = useRecordContext<{ audit: Audit | null }>();
  if (!record) return null;
  if (!record.audit) return <Typography variant="body2">Not decided yet.</Typography>;
  const { decision, adminName, adminEmail, reason, txid, chainOverride, decidedAt } = record.audit;
  return (
    <Alert severity={decision === 'approve' ? 'success' : 'warning'} data-testid="audit">
      {decision === 'approve' ? 'Approved' : 'Rejected'} by {adminName}
      {adminEmail ? ` (${adminEmail})` : ''} on {new Date(decidedAt).toLocaleString()}
      {reason ? ` — reason: ${reason}` : ''}
      {txid ? ` — Txid ${txid}` : ''}
      {chainOverride ? ` — approved past the chain check: ${chainOverride}` : ''}
    </Alert>
  );
}
