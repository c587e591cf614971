import {
  Datagrid,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';

const filters = [
  <ReferenceInput key="seminarId" source="seminarId" reference="seminars" alwaysOn>
    <SelectInput optionText="title" label="Seminar" />
  </ReferenceInput>,
  <SearchInput key="q" source="q" alwaysOn placeholder="Title" />,
];

/** Sections, filtered by seminar, in the order members see them. */
export function SectionList() {
  return (
    <List filters={filters} sort={{ field: 'sortOrder', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ReferenceField source="seminarId" reference="seminars" label="Seminar" link={false} />
        <TextField source="title" />
        <NumberField source="mediaCount" label="Media" sortable={false} />
        <NumberField source="sortOrder" label="Order" />
      </Datagrid>
    </List>
  );
}
