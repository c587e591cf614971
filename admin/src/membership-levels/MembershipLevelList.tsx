import { BooleanField, Datagrid, List, NumberField, TextField } from 'react-admin';

export function MembershipLevelList() {
  return (
    <List sort={{ field: 'sortOrder', order: 'ASC' }} pagination={false} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" label="Level" />
        <TextField source="title" />
        <NumberField source="price" label="Price (credits)" />
        <NumberField source="contentView" label="Views per credit" />
        <NumberField source="weeklyTokenLimit" label="Weekly limit" />
        <BooleanField source="isFeatured" label="Featured" />
        <BooleanField source="available" />
        <NumberField source="activeMembers" label="Active members" sortable={false} />
      </Datagrid>
    </List>
  );
}
