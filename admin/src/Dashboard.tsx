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
import { Title, useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePolled } from './components/usePolled';
import type { AdminDataProvider } from './dataProvider';
import { findingsSummary } from './ledger-checks/findings';
import { DepositsWaiting } from './payment-desk/DepositsWaiting';
import { PayoutsWaiting } from './payment-desk/PayoutsWaiting';

function Stat({ label, value, to }: { label: string; value: number | string; to?: string }) {
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

const pending = (resource: string) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`;

/** What waits for an administrator (the deposits first, by chain check), today's money, members, queue health and the last ledger check. */
export function Dashboard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const load = useCallback(async () => (await dataProvider.getDashboard()).data, [dataProvider]);
  const { data, error } = usePolled(load);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!data) return <Title title="Dashboard" />;
  const check = data.lastLedgerCheck;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <DepositsWaiting />
      <PayoutsWaiting />
      <Typography variant="h6" gutterBottom>
        Waiting for a decision
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Stat
            label="Memberships"
            value={data.pendingDecisions.membershipRequests}
            to={pending('membership-requests')}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Stat label="Withdrawals" value={data.pendingDecisions.withdrawals} to={pending('withdrawals')} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Stat
            label="Credit purchases"
            value={data.pendingDecisions.creditPurchases}
            to={pending('credit-purchases')}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Stat label="Task payments" value={data.pendingDecisions.taskPayments} to={pending('task-payments')} />
        </Grid>
      </Grid>

      <Typography variant="h6" gutterBottom>
        Today (UTC), in USDT
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stat label="Deposits" value={data.today.deposits.toFixed(2)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stat label="Payouts" value={data.today.payouts.toFixed(2)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stat label="Fees" value={data.today.fees.toFixed(2)} />
        </Grid>
      </Grid>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6">Members ({data.members.total})</Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ my: 1, flexWrap: 'wrap' }}>
                {Object.entries(data.members.byStatus).map(([status, count]) => (
                  <Chip key={status} label={`${status}: ${count}`} />
                ))}
                <Chip label={`deactivated: ${data.members.deactivated}`} color="default" variant="outlined" />
              </Stack>
              <Typography variant="subtitle2">By level</Typography>
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
              <Typography variant="h6">Queues</Typography>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Queue</TableCell>
                    <TableCell align="right">Waiting</TableCell>
                    <TableCell align="right">Active</TableCell>
                    <TableCell align="right">Delayed</TableCell>
                    <TableCell align="right">Failed</TableCell>
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
              <Typography variant="h6">Ledger</Typography>
              {check ? (
                <Alert severity={check.ok ? 'success' : 'error'} sx={{ mt: 1 }}>
                  {check.ok ? 'Proven' : `Check failed: ${findingsSummary(check)}`} — checked{' '}
                  {new Date(check.checkedAt).toLocaleString()}
                </Alert>
              ) : (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  Not checked yet.
                </Typography>
              )}
              <Link component={RouterLink} to="/ledger-checks" sx={{ display: 'block', mt: 1 }}>
                Checks
              </Link>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
