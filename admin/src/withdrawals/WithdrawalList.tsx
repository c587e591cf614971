import { DatagridConfigurable, DateField, List, NumberField, TextField } from 'react-admin';
import { ChainStatusBadge } from '../components/ChainCheckField';
import { DecisionButtons } from '../components/DecisionButtons';
import { ExplorerLinkField } from '../components/ExplorerLinkField';
import { requestFilters } from '../components/RequestFilters';
import { ReviewFlagsField } from '../components/PaymentReview';
import { StatusField } from '../components/StatusField';
import { WalletAddressField } from './WalletAddressField';

export function WithdrawalList() {
  return (
    <List filters={requestFilters()} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DatagridConfigurable rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" label="Requested" showTime />
        <TextField source="memberName" label="Member" />
        <NumberField source="amount" label="Amount" />
        <NumberField source="fee" />
        <WalletAddressField source="walletAddress" label="Wallet" sortable={false} />
        <ExplorerLinkField source="payoutTxid" label="Payout Txid" />
        <ChainStatusBadge label="Chain" sortable={false} />
        <StatusField source="status" label="Status" />
        <ReviewFlagsField label="Flags" sortable={false} />
        <DecisionButtons txid="required" />
      </DatagridConfigurable>
    </List>
  );
}
