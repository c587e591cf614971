import { Datagrid, DateField, List, NumberField, ReferenceField, TextField } from 'react-admin';
import { ListEmpty } from '../components/ListEmpty';
import { StatusField } from '../components/StatusField';
import { taskFilters } from './taskFilters';

/** Every task, deleted ones too, with its owner, payment and the proofs waiting for a decision. */
export function TaskList() {
  return (
    <List
      filters={taskFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<ListEmpty>No tasks yet.</ListEmpty>}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" label="Created" showTime />
        <TextField source="businessName" label="Business" />
        <ReferenceField source="ownerId" reference="members" label="Owner" link="show" sortBy="ownerName">
          <TextField source="name" />
        </ReferenceField>
        <StatusField source="status" label="Status" />
        <NumberField source="noOfLeads" label="Leads" />
        <NumberField source="remainingOfLeads" label="Leads left" sortable={false} />
        <NumberField source="totalCost" label="Total (credits)" />
        <NumberField source="escrow" label="Escrow" sortable={false} />
        <TextField source="paymentMethod" label="Paid by" sortable={false} />
        <StatusField source="paymentStatus" label="Payment" />
        <NumberField source="proofs.pending" label="Proofs waiting" sortable={false} />
      </Datagrid>
    </List>
  );
}
