import { Datagrid, DateField, List, NumberField, SearchInput, TextField } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Title" />];

/** The seminars in the order members see them (lower order first). */
export function SeminarList() {
  return (
    <List filters={filters} sort={{ field: 'sortOrder', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <TextField source="titleBlock" label="Title block" />
        <NumberField source="sectionCount" label="Sections" sortable={false} />
        <NumberField source="sortOrder" label="Order" />
        <DateField source="createdAt" label="Added" />
      </Datagrid>
    </List>
  );
}
