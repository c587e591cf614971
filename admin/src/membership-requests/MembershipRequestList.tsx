import { DatagridConfigurable, DateField, List, NumberField, SelectInput, TextField } from 'react-admin';
import { choicesOf } from '../components/choices';
import { ChainStatusBadge } from '../components/ChainCheckField';
import { DecisionButtons } from '../components/DecisionButtons';
import { ExplorerLinkField } from '../components/ExplorerLinkField';
import { LEVELS, requestFilters, SUBSCRIPTION_STATUSES } from '../components/RequestFilters';
import { ReviewFlagsField } from '../components/PaymentReview';
import { StatusField } from '../components/StatusField';

const filters = [
  ...requestFilters(SUBSCRIPTION_STATUSES),
  <SelectInput key="level" source="level" choices={LEVELS} alwaysOn />,
  <SelectInput key="method" source="method" choices={choicesOf(['usdt', 'card', 'free'])} />,
];

export function MembershipRequestList() {
  return (
    <List filters={filters} filterDefaultValues={{ method: 'usdt' }} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DatagridConfigurable rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" label="Requested" showTime />
        <TextField source="memberName" label="Member" />
        <TextField source="memberEmail" label="E-mail" sortable={false} />
        <TextField source="level" />
        <NumberField source="amount" label="Amount (USDT)" />
        <ExplorerLinkField source="txid" label="Txid" />
        <ChainStatusBadge label="Chain" sortable={false} />
        <StatusField source="status" label="Status" />
        <ReviewFlagsField label="Flags" sortable={false} />
        <DecisionButtons />
      </DatagridConfigurable>
    </List>
  );
}
