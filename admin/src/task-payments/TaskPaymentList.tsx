import { Datagrid, DateField, List, NumberField, SelectInput, TextField } from 'react-admin';
import { ChainStatusBadge } from '../components/ChainCheckField';
import { DecisionButtons } from '../components/DecisionButtons';
import { ExplorerLinkField } from '../components/ExplorerLinkField';
import { ListEmpty } from '../components/ListEmpty';
import { WALLET_STATUSES } from '../components/RequestFilters';
import { flagFilter, ReviewFlagsField } from '../components/PaymentReview';
import { StatusField } from '../components/StatusField';
import { taskPaymentDecisions } from './taskPaymentDecisions';

const filters = [<SelectInput key="status" source="status" choices={WALLET_STATUSES} alwaysOn />, flagFilter];

/** Tasks paid by USDT wait here: accepting one makes the task ACCEPTED (available to members). */
export function TaskPaymentList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<ListEmpty>No task payments yet.</ListEmpty>}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" label="Paid" showTime />
        <TextField source="businessName" label="Task" sortable={false} />
        <TextField source="memberName" label="Task owner" sortable={false} />
        <TextField source="method" sortable={false} />
        <NumberField source="totalCost" label="Total" sortable={false} />
        <ExplorerLinkField source="txid" label="Txid" />
        <ChainStatusBadge label="Chain" sortable={false} />
        <StatusField source="status" label="Status" />
        <ReviewFlagsField label="Flags" sortable={false} />
        <TextField source="taskStatus" label="Task status" sortable={false} />
        <DecisionButtons decidable={taskPaymentDecisions} />
      </Datagrid>
    </List>
  );
}
