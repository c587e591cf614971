import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { choicesOf } from '../components/choices';
import { ContentPreview } from './ContentPreview';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Title or file" />,
  <SelectInput key="type" source="type" choices={choicesOf(['image', 'video'])} alwaysOn />,
  <BooleanInput key="enabled" source="enabled" />,
];

export function ContentList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ContentPreview label="Preview" />
        <TextField source="title" />
        <TextField source="type" />
        <BooleanField source="enabled" />
        <DateField source="createdAt" label="Added" />
      </Datagrid>
    </List>
  );
}
