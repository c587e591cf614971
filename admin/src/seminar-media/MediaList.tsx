import {
  Datagrid,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { LEVEL_CHOICES } from './mediaTypes';

const filters = [
  <ReferenceInput key="sectionId" source="sectionId" reference="seminar-sections" alwaysOn>
    <SelectInput optionText="title" label="Section" />
  </ReferenceInput>,
  <SelectInput key="requiredLevel" source="requiredLevel" label="Required level" choices={LEVEL_CHOICES} />,
  <SearchInput key="q" source="q" alwaysOn placeholder="Title or path" />,
];

/** Seminar media, filtered by section, in the order members see them. */
export function MediaList() {
  return (
    <List filters={filters} sort={{ field: 'sortOrder', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ReferenceField source="sectionId" reference="seminar-sections" label="Section" link={false} />
        <TextField source="title" />
        <TextField source="mime" />
        <SelectField source="requiredLevel" label="Required level" choices={LEVEL_CHOICES} />
        <NumberField source="sortOrder" label="Order" />
      </Datagrid>
    </List>
  );
}
