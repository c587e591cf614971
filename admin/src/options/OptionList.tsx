import { Datagrid, DateField, List, TextField } from 'react-admin';

export function OptionList() {
  return (
    <List sort={{ field: 'id', order: 'ASC' }} pagination={false} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="label" label="Setting" sortable={false} />
        <TextField source="id" label="Key" />
        <DateField source="updatedAt" label="Last changed" showTime />
      </Datagrid>
    </List>
  );
}
