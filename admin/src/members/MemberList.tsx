import {
  BooleanInput,
  DatagridConfigurable,
  DateField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { choicesOf } from '../components/choices';
import { LEVELS } from '../components/RequestFilters';
import { StatusField } from '../components/StatusField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or e-mail" />,
  <SelectInput
    key="role"
    source="role"
    choices={choicesOf(['member', 'advertiser', 'member_advertiser', 'admin'])}
    alwaysOn
  />,
  <SelectInput key="status" source="status" choices={choicesOf(['inactive', 'pending', 'active'])} alwaysOn />,
  <SelectInput key="level" source="level" choices={LEVELS} alwaysOn />,
  <BooleanInput key="deactivated" source="deactivated" label="Deactivated" />,
];

export function MemberList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DatagridConfigurable rowClick="show" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="role" />
        <StatusField source="status" label="Status" />
        <TextField source="level" emptyText="—" />
        <NumberField source="balance" label="Balance" />
        <DateField source="deactivatedAt" label="Deactivated" emptyText="—" sortable={false} />
        <DateField source="createdAt" label="Joined" />
      </DatagridConfigurable>
    </List>
  );
}
