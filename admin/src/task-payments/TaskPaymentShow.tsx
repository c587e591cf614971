import { DateField, NumberField, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { AuditField } from '../components/AuditField';
import { DecisionButtons } from '../components/DecisionButtons';
import { ExplorerLinkField } from '../components/ExplorerLinkField';
import { StatusField } from '../components/StatusField';

export function TaskPaymentShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <DecisionButtons />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="businessName" label="Task" />
        <TextField source="taskStatus" label="Task status" />
        <NumberField source="noOfLeads" label="Leads" />
        <ReferenceField source="memberId" reference="members" label="Task owner" link="show">
          <TextField source="name" />
        </ReferenceField>
        <TextField source="memberEmail" label="E-mail" />
        <TextField source="method" label="Paid by" />
        <NumberField source="totalCost" label="Total" />
        <TextField source="date" label="Paid on" />
        <ExplorerLinkField source="txid" label="Txid" />
        <StatusField source="status" label="Status" />
        <DateField source="createdAt" label="Recorded" showTime />
        <TextField source="rejectionReason" label="Rejection reason" emptyText="—" />
        <AuditField label="Decision" />
      </SimpleShowLayout>
    </Show>
  );
}
