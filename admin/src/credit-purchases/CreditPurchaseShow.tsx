import { DateField, NumberField, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { AuditField } from '../components/AuditField';
import { DecisionButtons } from '../components/DecisionButtons';
import { ExplorerLinkField } from '../components/ExplorerLinkField';
import { StatusField } from '../components/StatusField';

export function CreditPurchaseShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <DecisionButtons txid="optional" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <ReferenceField source="memberId" reference="members" label="Member" link="show">
          <TextField source="name" />
        </ReferenceField>
        <TextField source="memberEmail" label="E-mail" />
        <NumberField source="amount" label="Credits" />
        <NumberField source="fee" label="Fee (USDT)" />
        <NumberField source="totalCost" label="Total paid (USDT)" />
        <TextField source="purchaseDate" label="Paid on" />
        <ExplorerLinkField source="txid" label="Txid" />
        <StatusField source="status" label="Status" />
        <DateField source="createdAt" label="Requested" showTime />
        <TextField source="rejectionReason" label="Rejection reason" emptyText="—" />
        <AuditField label="Decision" />
      </SimpleShowLayout>
    </Show>
  );
}
