import { Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { REVIEW_FLAG_TEXTS, REVIEW_FLAGS, type ReviewFlag, type WireSchema } from '@earnwave/contracts';
import { useCallback } from 'react';
import { useCreatePath, useDataProvider, useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  const load = useCallback(async () => {
    const { data, total } = await dataProvider.getList<Withdrawal>('withdrawals', {
      filter: { status: 'pending' },
      sort: { field: 'createdAt', order: 'ASC' },
      pagination: { page: 1, perPage: MOST },
    });
    return { rows: data, total: total ?? data.length };
  }, [dataProvider]);

  return (
    <WaitingSection id="payouts-waiting" title={translate('earnwave.payoutsWaiting.title')} load={load}>
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
              {translate('earnwave.payoutsWaiting.toPay')} <strong>{toPay.toFixed(2)}</strong>{' '}
              {translate('earnwave.payoutsWaiting.count', { smart_count: waiting.total })}
              {waiting.total > waiting.rows.length
                ? ` ${translate('earnwave.payoutsWaiting.partial', { count: waiting.rows.length })}`
                : ''}
            </Typography>
            {groups.map(({ flag, rows }) => (
              <Stack key={flag ?? 'none'} sx={{ mt: 2 }}>
                <Typography variant="subtitle1" component="h3">
                  {flag ? (
                    <FlagChip flag={flag} sentence={REVIEW_FLAG_TEXTS[flag]} />
                  ) : (
                    translate('earnwave.payoutsWaiting.noFlags')
                  )}{' '}
                  ({rows.length})
                </Typography>
                {flag && (
                  <Typography variant="body2" color="text.secondary">
                    {REVIEW_FLAG_TEXTS[flag]}
                  </Typography>
                )}
                <Table
                  size="small"
                  aria-label={
                    flag
                      ? translate('earnwave.payoutsWaiting.flagged', { flag })
                      : translate('earnwave.payoutsWaiting.unflagged')
                  }
                >
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('earnwave.payoutsWaiting.requested')}</TableCell>
                      <TableCell>{translate('earnwave.payoutsWaiting.member')}</TableCell>
                      <TableCell align="right">{translate('earnwave.payoutsWaiting.amount')}</TableCell>
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
