import { NumberField, ReferenceField, TextField } from 'react-admin';
import { DecisionShow } from '../components/DecisionShow';
import { ExplorerLinkField } from '../components/ExplorerLinkField';
import { taskPaymentDecisions } from './taskPaymentDecisions';

export function TaskPaymentShow() {
  return (
    <DecisionShow memberLabel="Task owner" createdLabel="Recorded" decidable={taskPaymentDecisions} review>
      <ReferenceField source="taskId" reference="tasks" label="Task" link="show">
        <TextField source="businessName" />
      </ReferenceField>
      <TextField source="taskStatus" label="Task status" />
      <NumberField source="noOfLeads" label="Leads" />
      <TextField source="method" label="Paid by" />
      <NumberField source="totalCost" label="Total" />
      <TextField source="date" label="Paid on" />
      <ExplorerLinkField source="txid" label="Txid" />
    </DecisionShow>
  );
}
