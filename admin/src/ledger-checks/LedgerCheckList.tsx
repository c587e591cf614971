import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button } from '@mui/material';
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
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ListEmpty } from '../components/ListEmpty';
import type { LedgerCheckRecord } from '../dataProvider';
import { findingsOf, findingsSummary } from './findings';

function RunCheckButton() {
  const [create] = useCreate();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    create(
      'ledger-checks',
      { data: {} },
      {
        onSuccess: (check: LedgerCheckRecord) => {
          notify(check.ok ? 'earnwave.ledgerCheck.clean' : 'earnwave.ledgerCheck.failed', {
            type: check.ok ? 'success' : 'error',
            messageArgs: { findings: findingsSummary(check, translate) },
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
      {translate('earnwave.ledgerCheck.run')}
    </Button>
  );
}

/** What a failed check found, as JSON: the accounts, the transactions (id, type, key). */
function FindingsPanel() {
  const record = useRecordContext<LedgerCheckRecord>();
  if (!record) return null;
  return (
    <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {JSON.stringify(findingsOf(record), null, 2)}
    </Box>
  );
}

/**
 * Reconciliation: every balance recomputed from its postings, clearing, escrows and held balances
 * proven against the rows that explain them, every transaction against its source. The worker
 * runs it hourly; a failed check's row opens on what it found. With no check kept yet the list
 * still shows its toolbar (react-admin's empty page would hide the Run button).
 */
export function LedgerCheckList() {
  const translate = useTranslate();
  return (
    <List
      sort={{ field: 'checkedAt', order: 'DESC' }}
      empty={false}
      actions={
        <TopToolbar>
          <RunCheckButton />
        </TopToolbar>
      }
    >
      <Datagrid
        bulkActionButtons={false}
        expand={<FindingsPanel />}
        isRowExpandable={(record) => !record.ok}
        empty={<ListEmpty>No ledger check yet: run one now, or wait for the hourly check.</ListEmpty>}
      >
        <DateField source="checkedAt" label="Checked" showTime />
        <BooleanField source="ok" label="Proven" />
        <NumberField source="accounts" sortable={false} />
        <FunctionField label="Findings" render={(record: LedgerCheckRecord) => findingsSummary(record, translate)} />
      </Datagrid>
    </List>
  );
}
