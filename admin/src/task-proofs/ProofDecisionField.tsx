import { Alert, Typography } from '@mui/material';
import type { WireSchema } from '@earnwave/contracts';
import { useRecordContext } from 'react-admin';
import { AuditField } from '../components/AuditField';

type DecidedProof = Pick<
  WireSchema<'AdminTaskProofRecord'>,
  'status' | 'decidedBy' | 'decider' | 'decidedAt' | 'settledAt'
>;

/**
 * Who decided a proof: an administrator (their audit, as on every decision), the task's owner, or
 * the timer that approves proofs nobody decided in time. An approval says whether it was paid yet.
 */
export function ProofDecisionField(_props: { label?: string }) {
  const record = useRecordContext<DecidedProof & { id: string }>();
  if (!record) return null;
  if (record.status === 'PENDING') return <Typography variant="body2">Not decided yet.</Typography>;
  const paid =
    record.status === 'APPROVED' ? (record.settledAt ? 'The reward was paid.' : 'The reward is being paid.') : null;
  if (record.decidedBy === 'admin') {
    return (
      <>
        <AuditField />
        {paid && <Typography variant="body2">{paid}</Typography>}
      </>
    );
  }
  const who =
    record.decidedBy === 'owner' && record.decider
      ? `the task owner ${record.decider.name} (${record.decider.email})`
      : 'the auto-approval timer';
  return (
    <Alert severity={record.status === 'APPROVED' ? 'success' : 'warning'} data-testid="proof-decision">
      {record.status === 'APPROVED' ? 'Approved' : 'Rejected'} by {who} on{' '}
      {new Date(record.decidedAt as string).toLocaleString()}
      {paid ? ` — ${paid}` : ''}
    </Alert>
  );
}
