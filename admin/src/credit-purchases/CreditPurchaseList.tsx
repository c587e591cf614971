import { DatagridConfigurable, DateField, List, NumberField, TextField } from 'react-admin';
import { ChainStatusBadge } from '../components/ChainCheckField';
import { DecisionButtons } from '../components/DecisionButtons';
import { ExplorerLinkField } from '../components/ExplorerLinkField';
import { requestFilters } from '../components/RequestFilters';
import { ReviewFlagsField } from '../components/PaymentReview';
import { StatusField } from '../components/StatusField';

export function CreditPurchaseList() {
  return (
    <List filters={requestFilters()} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DatagridConfigurable rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" label="Requested" showTime />
        <TextField source="memberName" label="Member" />
        <NumberField source="amount" label="Credits" />
        <NumberField source="totalCost" label="Total (USDT)" sortable={false} />
        <TextField source="purchaseDate" label="Paid on" />
        <ExplorerLinkField source="txid" label="Txid" />
        <ChainStatusBadge label="Chain" sortable={false} />
        <StatusField source="status" label="Status" />
        <ReviewFlagsField label="Flags" sortable={false} />
        <DecisionButtons txid="optional" />
      </DatagridConfigurable>
    </List>
  );
}
