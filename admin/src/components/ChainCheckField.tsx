import { Alert, Chip, Tooltip, Typography } from '@mui/material';
import type { WireSchema } from '@earnwave/contracts';
import { useRecordContext } from 'react-admin';

export type ChainCheck = WireSchema<'AdminChainCheck'>;

const COLORS: Record<ChainCheck['status'], 'success' | 'error' | 'warning' | 'default'> = {
  verified: 'success',
  mismatch: 'error',
  'not-found': 'warning',
  pending: 'warning',
  unavailable: 'default',
};

/** A request's chain check, when the record has one (`review.chain`). */
export function chainCheckOf(record: unknown): ChainCheck | null {
  return (record as { review?: { chain?: ChainCheck | null } } | undefined)?.review?.chain ?? null;
}

/** The chain status as a small badge (lists); nothing before the first check. */
export function ChainStatusBadge(_props: { label?: string; sortable?: boolean }) {
  const check = chainCheckOf(useRecordContext());
  if (!check) return null;
  return (
    <Tooltip title={check.detail}>
      <Chip
        size="small"
        variant="outlined"
        label={check.status}
        color={COLORS[check.status]}
        data-testid="chain-badge"
      />
    </Tooltip>
  );
}

/**
 * What the chain check found for a deposit or a payout (Show pages), and for a deposit whether the
 * account paid from that sender before (the worker approves none other); records without a review
 * show nothing.
 */
export function ChainCheckField(_props: { label?: string }) {
  const record = useRecordContext<{
    review?: { chain: ChainCheck | null; sender?: WireSchema<'DepositSenderNote'> | null };
  }>();
  if (!record?.review) return null;
  const check = record.review.chain;
  if (!check) return <Typography variant="body2">Not checked on chain yet.</Typography>;
  const severity = check.status === 'verified' ? 'success' : check.status === 'mismatch' ? 'error' : 'warning';
  const sender = record.review.sender;
  return (
    <>
      <Alert severity={check.status === 'unavailable' ? 'info' : severity} data-testid="chain-check">
        <strong>{check.status}</strong>
        {check.network ? ` on ${check.network}` : ''} — {check.detail}
        {check.amount !== null ? ` — ${check.amount} USDT` : ''}
        {check.from ? ` from ${check.from}` : ''}
        {check.to ? ` to ${check.to}` : ''}
        {check.confirmations ? `, ${check.confirmations} confirmations` : ''} (checked{' '}
        {new Date(check.checkedAt).toLocaleString()})
      </Alert>
      {sender ? (
        <Typography variant="body2" data-testid="chain-sender">
          {sender.sentence}
        </Typography>
      ) : null}
    </>
  );
}
