import { NumberField, TextField } from 'react-admin';
import { DecisionShow } from '../components/DecisionShow';
import { ExplorerLinkField } from '../components/ExplorerLinkField';

export function CreditPurchaseShow() {
  return (
    <DecisionShow txid="optional" review>
      <NumberField source="amount" label="Credits" />
      <NumberField source="fee" label="Fee (USDT)" />
      <NumberField source="totalCost" label="Total paid (USDT)" />
      <TextField source="purchaseDate" label="Paid on" />
      <ExplorerLinkField source="txid" label="Txid" />
    </DecisionShow>
  );
}
