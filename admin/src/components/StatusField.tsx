import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';

const COLORS: Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  pending: 'warning',
  active: 'success',
  approved: 'success',
  accepted: 'success',
  rejected: 'error',
  expired: 'default',
  inactive: 'default',
};

export function StatusField({ source = 'status' }: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const value = record?.[source] as string | undefined;
  if (!value) return null;
  // Requests say `pending`; tasks and their proofs `PENDING`, `ACCEPTED`, `APPROVED`.
  return <Chip size="small" label={value} color={COLORS[value.toLowerCase()] ?? 'default'} />;
}
