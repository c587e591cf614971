import { Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { chainCheckOf, type ChainCheck } from '../components/ChainCheckField';
import { WaitingSection } from './WaitingSection';

/** Per kind of deposit: the oldest this many pending ones. */
const PER_KIND = 100;

/** The deposits an administrator decides, and what the list filters them by to keep only the waiting ones. */
const DEPOSITS = [
  { resource: 'membership-requests', filter: { status: 'pending', method: 'usdt' } },
  { resource: 'credit-purchases', filter: { status: 'pending' } },
  { resource: 'task-payments', filter: { status: 'pending' } },
] as const;

/** The order the groups lead with: what the chain contradicts first, what it confirmed last. */
const GROUPS: (ChainCheck['status'] | 'unchecked')[] = [
  'mismatch',
  'not-found',
  'pending',
  'unchecked',
  'unavailable',
  'verified',
];

interface Waiting {
  resource: (typeof DEPOSITS)[number]['resource'];
  record: RaRecord;
  status: ChainCheck['status'] | 'unchecked';
}

/**
 * The payment desk's part of the dashboard: the deposits waiting for a decision, grouped by their
 * chain status (mismatches first), oldest first within each group, each linked to its record.
 */
export function DepositsWaiting() {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const load = useCallback(
    async () =>
      (
        await Promise.all(
          DEPOSITS.map(async ({ resource, filter }) => {
            const { data } = await dataProvider.getList(resource, {
              pagination: { page: 1, perPage: PER_KIND },
              sort: { field: 'createdAt', order: 'ASC' },
              filter,
            });
            return data.map((record): Waiting => ({
              resource,
              record,
              status: chainCheckOf(record)?.status ?? 'unchecked',
            }));
          }),
        )
      ).flat(),
    [dataProvider],
  );

  return (
    <WaitingSection id="deposits-waiting" title={translate('earnwave.depositsWaiting.title')} load={load}>
      {(waiting) => {
        const groups = GROUPS.map((status) => ({
          status,
          deposits: waiting
            .filter((deposit) => deposit.status === status)
            .sort((a, b) => String(a.record.createdAt).localeCompare(String(b.record.createdAt))),
        })).filter((group) => group.deposits.length > 0);
        return groups.length === 0 ? (
          <Typography color="text.secondary">{translate('earnwave.depositsWaiting.none')}</Typography>
        ) : (
          <Table size="small" aria-label={translate('earnwave.depositsWaiting.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('earnwave.depositsWaiting.chain')}</TableCell>
                <TableCell>{translate('earnwave.depositsWaiting.deposit')}</TableCell>
                <TableCell>{translate('earnwave.depositsWaiting.member')}</TableCell>
                <TableCell align="right">{translate('earnwave.depositsWaiting.usdt')}</TableCell>
                <TableCell>{translate('earnwave.depositsWaiting.requested')}</TableCell>
                <TableCell>{translate('earnwave.depositsWaiting.finding')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {groups.flatMap(({ status, deposits }) =>
                deposits.map(({ resource, record }) => (
                  <TableRow key={`${resource}-${record.id}`}>
                    <TableCell>
                      <Chip
                        size="small"
                        label={status === 'unchecked' ? translate('earnwave.depositsWaiting.notChecked') : status}
                      />
                    </TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={`/${resource}/${record.id}/show`}>
                        {translate(`earnwave.depositsWaiting.kind.${resource}`)}
                      </Link>
                    </TableCell>
                    <TableCell>{record.memberName as string}</TableCell>
                    <TableCell align="right">{String(record.totalCost ?? record.amount)}</TableCell>
                    <TableCell>{new Date(record.createdAt as string).toLocaleString()}</TableCell>
                    <TableCell>{chainCheckOf(record)?.detail ?? '—'}</TableCell>
                  </TableRow>
                )),
              )}
            </TableBody>
          </Table>
        );
      }}
    </WaitingSection>
  );
}
