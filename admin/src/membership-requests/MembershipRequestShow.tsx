import { DateField, NumberField, TextField } from 'react-admin';
import { DecisionShow } from '../components/DecisionShow';
import { ExplorerLinkField } from '../components/ExplorerLinkField';

export function MembershipRequestShow() {
  return (
    <DecisionShow
      review
      after={[
        <DateField key="startedAt" source="startedAt" label="Membership starts" showTime emptyText="—" />,
        <DateField key="endedAt" source="endedAt" label="Membership ends" showTime emptyText="—" />,
      ]}
    >
      <TextField source="level" />
      <TextField source="method" />
      <NumberField source="amount" label="Amount (USDT)" />
      <ExplorerLinkField source="txid" label="Txid" />
      <DateField source="transferDate" label="Transfer date" />
    </DecisionShow>
  );
}
