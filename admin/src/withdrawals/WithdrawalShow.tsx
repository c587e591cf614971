import { DateField, NumberField, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { AuditField } from '../components/AuditField';
import { DecisionButtons } from '../components/DecisionButtons';
import { ExplorerLinkField } from '../components/ExplorerLinkField';
import { StatusField } from '../components/StatusField';

export function WithdrawalShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <DecisionButtons txid="required" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <ReferenceField source="memberId" reference="members" label="Member" link="show">
          <TextField source="name" />
        </ReferenceField>
        <TextField source="memberEmail" label="E-mail" />
        <NumberField source="amount" label="Amount (credits)" />
        <NumberField source="fee" label="Fee (held with it)" />
        <TextField source="walletAddress" label="Wallet address" />
        <ExplorerLinkField source="payoutTxid" label="Payout Txid" />
        <StatusField source="status" label="Status" />
        <DateField source="createdAt" label="Requested" showTime />
        <TextField source="rejectionReason" label="Rejection reason" emptyText="—" />
        <AuditField label="Decision" />
      </SimpleShowLayout>
    </Show>
  );
}
