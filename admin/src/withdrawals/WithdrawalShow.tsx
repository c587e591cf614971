import { NumberField, TextField } from 'react-admin';
import { DecisionShow } from '../components/DecisionShow';
import { ExplorerLinkField } from '../components/ExplorerLinkField';

export function WithdrawalShow() {
  return (
    <DecisionShow txid="required" review>
      <NumberField source="amount" label="Amount (credits)" />
      <NumberField source="fee" label="Fee (held with it)" />
      <TextField source="walletAddress" label="Wallet address" />
      <ExplorerLinkField source="payoutTxid" label="Payout Txid" />
    </DecisionShow>
  );
}
