import { Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { REVIEW_FLAG_TEXTS, REVIEW_FLAGS, type ReviewFlag, type WireSchema } from '@earnwave/contracts';
import { useCallback } from 'react';
import { useCreatePath, useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FlagChip } from '../components/PaymentReview';
import { WaitingSection } from './WaitingSection';

type Withdrawal = WireSchema<'AdminWithdrawalListItem'>;

/** The most pending withdrawals read at once (the list API's page limit). */
const MOST = 1000;

/**
 * What the payment desk pays out next: the pending withdrawals, oldest first, grouped by the flags
 * that hold them (the unflagged last), with the total they come to. Kept apart from the rest of the
 * dashboard, which reads its own summary.
 */
export function PayoutsWaiting() {
  const dataProvider = useDataProvider();
  const createPath = useCreatePath();
  const load = useCallback(async () => {
    const { data, total } = await dataProvider.getList<Withdrawal>('withdrawals', {
      filter: { status: 'pending' },
      sort: { field: 'createdAt', order: 'ASC' },
      pagination: { page: 1, perPage: MOST },
    });
    return { rows: data, total: total ?? data.length };
  }, [dataProvider]);

  return (
    <WaitingSection id="payouts-waiting" title="Withdrawals waiting" load={load}>
      {(waiting) => {
        const toPay = waiting.rows.reduce((sum, row) => sum + row.amount, 0);
        const groups: { flag: ReviewFlag | null; rows: Withdrawal[] }[] = [
          ...REVIEW_FLAGS.map((flag) => ({
            flag,
            rows: waiting.rows.filter((row) => row.review.flags.some((note) => note.flag === flag)),
          })),
          { flag: null, rows: waiting.rows.filter((row) => !row.review.flags.length) },
        ].filter((group) => group.rows.length);
        return (
          <>
            <Typography variant="body1" data-testid="payouts-total" gutterBottom>
              To pay out today: <strong>{toPay.toFixed(2)}</strong> credits in {waiting.total} withdrawal
              {waiting.total === 1 ? '' : 's'}
              {waiting.total > waiting.rows.length ? ` (the oldest ${waiting.rows.length} counted)` : ''}
            </Typography>
            {groups.map(({ flag, rows }) => (
              <Stack key={flag ?? 'none'} sx={{ mt: 2 }}>
                <Typography variant="subtitle1" component="h3">
                  {flag ? <FlagChip flag={flag} sentence={REVIEW_FLAG_TEXTS[flag]} /> : 'No flags'} ({rows.length})
                </Typography>
                {flag && (
                  <Typography variant="body2" color="text.secondary">
                    {REVIEW_FLAG_TEXTS[flag]}
                  </Typography>
                )}
                <Table size="small" aria-label={flag ? `Withdrawals flagged ${flag}` : 'Withdrawals without flags'}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Requested</TableCell>
                      <TableCell>Member</TableCell>
                      <TableCell align="right">Amount</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => (
                      <TableRow key={row.id}>
                        <TableCell>{row.createdAt ? new Date(row.createdAt).toLocaleString() : '—'}</TableCell>
                        <TableCell>
                          <Link
                            component={RouterLink}
                            to={createPath({ resource: 'withdrawals', id: row.id, type: 'show' })}
                          >
                            {row.memberName}
                          </Link>
                        </TableCell>
                        <TableCell align="right">{row.amount.toFixed(2)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Stack>
            ))}
          </>
        );
      }}
    </WaitingSection>
  );
}
