import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button } from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  TopToolbar,
  useCreate,
  useNotify,
  useRefresh,
} from 'react-admin';

function RunCheckButton() {
  const [create] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    create(
      'ledger-checks',
      { data: {} },
      {
        onSuccess: (check: { ok: boolean }) => {
          notify(check.ok ? 'The ledger balances: no drift.' : 'Drift found: see the check.', {
            type: check.ok ? 'success' : 'error',
          });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => setBusy(false),
      },
    );
  };
  return (
    <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={run} disabled={busy}>
      Run the check now
    </Button>
  );
}

/** Reconciliation: every balance recomputed from its postings. The worker runs it hourly. */
export function LedgerCheckList() {
  return (
    <List
      sort={{ field: 'checkedAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <RunCheckButton />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false}>
        <DateField source="checkedAt" label="Checked" showTime />
        <BooleanField source="ok" label="Balanced" />
        <NumberField source="accounts" sortable={false} />
        <FunctionField
          label="Drift"
          render={(record: { drift: unknown[]; unbalanced: unknown[] }) =>
            record.drift.length || record.unbalanced.length
              ? `${record.drift.length} accounts drifted, ${record.unbalanced.length} transactions unbalanced`
              : 'none'
          }
        />
      </Datagrid>
    </List>
  );
}
