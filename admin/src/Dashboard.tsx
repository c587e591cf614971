import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Grid,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePolled } from './components/usePolled';
import type { AdminDataProvider } from './dataProvider';
import { findingsSummary } from './ledger-checks/findings';
import { DepositsWaiting } from './payment-desk/DepositsWaiting';
import { PayoutsWaiting } from './payment-desk/PayoutsWaiting';

/** A figure under its label (an `earnwave.dashboard.*` key), linked to the list it counts when `to` is given. */
function Stat({ label: key, value, to }: { label: string; value: number | string; to?: string }) {
  const label = useTranslate()(key);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" data-testid={`stat-${label}`}>
          {to ? (
            <Link component={RouterLink} to={to} underline="hover">
              {value}
            </Link>
          ) : (
            value
          )}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The decisions waiting, each with its list (filtered to the pending ones) and its label's key. */
const PENDING_DECISIONS = [
  ['membershipRequests', 'membership-requests', 'earnwave.dashboard.memberships'],
  ['withdrawals', 'withdrawals', 'earnwave.dashboard.withdrawals'],
  ['creditPurchases', 'credit-purchases', 'earnwave.dashboard.creditPurchases'],
  ['taskPayments', 'task-payments', 'earnwave.dashboard.taskPayments'],
] as const;

const pending = (resource: string) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`;

/** What waits for an administrator (the deposits first, by chain check), today's money, members, queue health and the last ledger check. */
export function Dashboard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const load = useCallback(async () => (await dataProvider.getDashboard()).data, [dataProvider]);
  const { data, error } = usePolled(load);
  const translate = useTranslate();

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!data) return <Title title="earnwave.dashboard.title" />;
  const check = data.lastLedgerCheck;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="earnwave.dashboard.title" />
      <DepositsWaiting />
      <PayoutsWaiting />
      <Typography variant="h6" gutterBottom>
        {translate('earnwave.dashboard.waiting')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {PENDING_DECISIONS.map(([key, resource, label]) => (
          <Grid key={key} size={{ xs: 6, md: 3 }}>
            <Stat label={label} value={data.pendingDecisions[key]} to={pending(resource)} />
          </Grid>
        ))}
      </Grid>

      <Typography variant="h6" gutterBottom>
        {translate('earnwave.dashboard.today')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stat label="earnwave.dashboard.deposits" value={data.today.deposits.toFixed(2)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stat label="earnwave.dashboard.payouts" value={data.today.payouts.toFixed(2)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stat label="earnwave.dashboard.fees" value={data.today.fees.toFixed(2)} />
        </Grid>
      </Grid>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6">
                {translate('earnwave.dashboard.members', { total: data.members.total })}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ my: 1, flexWrap: 'wrap' }}>
                {Object.entries(data.members.byStatus).map(([status, count]) => (
                  <Chip key={status} label={`${status}: ${count}`} />
                ))}
                <Chip
                  label={translate('earnwave.dashboard.deactivated', { count: data.members.deactivated })}
                  color="default"
                  variant="outlined"
                />
              </Stack>
              <Typography variant="subtitle2">{translate('earnwave.dashboard.byLevel')}</Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                {Object.entries(data.members.byLevel).map(([level, count]) => (
                  <Chip key={level} label={`${level}: ${count}`} variant="outlined" />
                ))}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6">{translate('earnwave.dashboard.queues')}</Typography>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('earnwave.dashboard.queue')}</TableCell>
                    <TableCell align="right">{translate('earnwave.dashboard.queueWaiting')}</TableCell>
                    <TableCell align="right">{translate('earnwave.dashboard.queueActive')}</TableCell>
                    <TableCell align="right">{translate('earnwave.dashboard.queueDelayed')}</TableCell>
                    <TableCell align="right">{translate('earnwave.dashboard.queueFailed')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.queues.map((queue) => (
                    <TableRow key={queue.name}>
                      <TableCell>{queue.name}</TableCell>
                      {queue.error ? (
                        <TableCell colSpan={4} sx={{ color: 'error.main' }}>
                          {queue.error}
                        </TableCell>
                      ) : (
                        <>
                          <TableCell align="right">{queue.waiting}</TableCell>
                          <TableCell align="right">{queue.active}</TableCell>
                          <TableCell align="right">{queue.delayed}</TableCell>
                          <TableCell align="right" sx={{ color: queue.failed ? 'error.main' : undefined }}>
                            {queue.failed}
                          </TableCell>
                        </>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6">{translate('earnwave.dashboard.ledger')}</Typography>
              {check ? (
                <Alert severity={check.ok ? 'success' : 'error'} sx={{ mt: 1 }}>
                  {check.ok
                    ? translate('earnwave.dashboard.ledgerProven')
                    : translate('earnwave.dashboard.ledgerFailed', {
                        findings: findingsSummary(check, translate),
                      })}{' '}
                  {translate('earnwave.dashboard.ledgerChecked')} {new Date(check.checkedAt).toLocaleString()}
                </Alert>
              ) : (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {translate('earnwave.dashboard.ledgerNotChecked')}
                </Typography>
              )}
              <Link component={RouterLink} to="/ledger-checks" sx={{ display: 'block', mt: 1 }}>
                {translate('earnwave.dashboard.ledgerChecks')}
              </Link>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
