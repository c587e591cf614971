import { DateField, NumberField, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { AuditField } from '../components/AuditField';
import { DecisionButtons } from '../components/DecisionButtons';
import { ExplorerLinkField } from '../components/ExplorerLinkField';
import { StatusField } from '../components/StatusField';

export function MembershipRequestShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <DecisionButtons />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <ReferenceField source="memberId" reference="members" label="Member" link="show">
          <TextField source="name" />
        </ReferenceField>
        <TextField source="memberEmail" label="E-mail" />
        <TextField source="level" />
        <TextField source="method" />
        <NumberField source="amount" label="Amount (USDT)" />
        <ExplorerLinkField source="txid" label="Txid" />
        <DateField source="transferDate" label="Transfer date" />
        <StatusField source="status" label="Status" />
        <DateField source="createdAt" label="Requested" showTime />
        <DateField source="startedAt" label="Membership starts" showTime emptyText="—" />
        <DateField source="endedAt" label="Membership ends" showTime emptyText="—" />
        <TextField source="rejectionReason" label="Rejection reason" emptyText="—" />
        <AuditField label="Decision" />
      </SimpleShowLayout>
    </Show>
  );
}
