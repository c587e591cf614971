import { Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { chainCheckOf, type ChainCheck } from '../components/ChainCheckField';
import { WaitingSection } from './WaitingSection';

/** Per kind of deposit: the oldest this many pending ones. */
const PER_KIND = 100;

/** The deposits an administrator decides, and what the list filters them by to keep only the waiting ones. */
const DEPOSITS = [
  { resource: 'membership-requests', kind: 'Membership', filter: { status: 'pending', method: 'usdt' } },
  { resource: 'credit-purchases', kind: 'Credit purchase', filter: { status: 'pending' } },
  { resource: 'task-payments', kind: 'Task payment', filter: { status: 'pending' } },
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
  resource: string;
  kind: string;
  record: RaRecord;
  status: ChainCheck['status'] | 'unchecked';
}

/**
 * The payment desk's part of the dashboard: the deposits waiting for a decision, grouped by their
 * chain status (mismatches first), oldest first within each group, each linked to its record.
 */
export function DepositsWaiting() {
  const dataProvider = useDataProvider();
  const load = useCallback(
    async () =>
      (
        await Promise.all(
          DEPOSITS.map(async ({ resource, kind, filter }) => {
            const { data } = await dataProvider.getList(resource, {
              pagination: { page: 1, perPage: PER_KIND },
              sort: { field: 'createdAt', order: 'ASC' },
              filter,
            });
            return data.map((record): Waiting => ({
              resource,
              kind,
              record,
              status: chainCheckOf(record)?.status ?? 'unchecked',
            }));
          }),
        )
      ).flat(),
    [dataProvider],
  );

  return (
    <WaitingSection id="deposits-waiting" title="Deposits waiting, by chain check" load={load}>
      {(waiting) => {
        const groups = GROUPS.map((status) => ({
          status,
          deposits: waiting
            .filter((deposit) => deposit.status === status)
            .sort((a, b) => String(a.record.createdAt).localeCompare(String(b.record.createdAt))),
        })).filter((group) => group.deposits.length > 0);
        return groups.length === 0 ? (
          <Typography color="text.secondary">No deposit waits for a decision.</Typography>
        ) : (
          <Table size="small" aria-label="Deposits waiting">
            <TableHead>
              <TableRow>
                <TableCell>Chain</TableCell>
                <TableCell>Deposit</TableCell>
                <TableCell>Member</TableCell>
                <TableCell align="right">USDT</TableCell>
                <TableCell>Requested</TableCell>
                <TableCell>Finding</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {groups.flatMap(({ status, deposits }) =>
                deposits.map(({ resource, kind, record }) => (
                  <TableRow key={`${resource}-${record.id}`}>
                    <TableCell>
                      <Chip size="small" label={status === 'unchecked' ? 'not checked' : status} />
                    </TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={`/${resource}/${record.id}/show`}>
                        {kind}
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
