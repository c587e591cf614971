import { Typography } from '@mui/material';
import { Datagrid, DateField, List, NumberField, TextField } from 'react-admin';
import { DecisionButtons } from '../components/DecisionButtons';
import { WALLET_STATUSES } from '../components/RequestFilters';
import { StatusField } from '../components/StatusField';
import { SelectInput } from 'react-admin';

const filters = [<SelectInput key="status" source="status" choices={WALLET_STATUSES} alwaysOn />];

/** Task payments by USDT wait here for an administrator once tasks exist (another issue). */
export function TaskPaymentList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={
        <Typography sx={{ p: 4 }} color="text.secondary">
          No task payments wait for a decision.
        </Typography>
      }
    >
      <Datagrid bulkActionButtons={false}>
        <DateField source="createdAt" label="Paid" showTime />
        <TextField source="memberName" label="Task owner" />
        <NumberField source="totalCost" label="Total" />
        <TextField source="txid" label="Txid" />
        <StatusField source="status" label="Status" />
        <DecisionButtons />
      </Datagrid>
    </List>
  );
}
