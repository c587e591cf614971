import { Datagrid, DateField, DateInput, List, ReferenceField, SelectInput, TextField, TextInput } from 'react-admin';
import { TRANSACTION_TYPES } from '@earnwave/contracts';
import { choicesOf } from '../components/choices';
import { PostingsField } from './PostingsField';

const TYPES = choicesOf(TRANSACTION_TYPES);

const filters = [
  <TextInput key="memberId" source="memberId" label="Member id" alwaysOn />,
  <SelectInput key="type" source="type" choices={TYPES} alwaysOn />,
  <TextInput key="account" source="account" label="Account" />,
  <DateInput key="from" source="createdAt_gte" label="From" />,
  <DateInput key="to" source="createdAt_lte" label="Until" />,
];

export function LedgerTransactionList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" label="When" showTime />
        <TextField source="type" />
        <ReferenceField source="memberId" reference="members" label="Member" link="show" emptyText="—">
          <TextField source="name" />
        </ReferenceField>
        <PostingsField label="Postings" />
      </Datagrid>
    </List>
  );
}
