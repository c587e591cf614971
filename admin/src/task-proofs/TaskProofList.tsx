import { Datagrid, DateField, List, NumberField, ReferenceField, TextField } from 'react-admin';
import { DecisionButtons } from '../components/DecisionButtons';
import { ListEmpty } from '../components/ListEmpty';
import { StatusField } from '../components/StatusField';
import { proofFilters } from './proofFilters';
import { ScreenshotLinkField } from './ScreenshotLinkField';

/** The proofs members sent for tasks; an administrator may decide a pending one as its owner would. */
export function TaskProofList() {
  return (
    <List
      filters={proofFilters}
      filterDefaultValues={{ status: 'PENDING' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<ListEmpty>No task proofs yet.</ListEmpty>}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" label="Sent" showTime />
        <ReferenceField source="taskId" reference="tasks" label="Task" link="show" sortBy="businessName">
          <TextField source="businessName" />
        </ReferenceField>
        <TextField source="taskPricingTitle" label="Option" />
        <TextField source="memberName" label="Member" />
        <NumberField source="noOfRewards" label="Reward" sortable={false} />
        <ScreenshotLinkField label="Proof" />
        <StatusField source="status" label="Status" />
        <TextField source="decidedBy" label="Decided by" sortable={false} emptyText="—" />
        <DecisionButtons />
      </Datagrid>
    </List>
  );
}
