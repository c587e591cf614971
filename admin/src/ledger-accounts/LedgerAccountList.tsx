import { Datagrid, List, NumberField, ReferenceField, SearchInput, SelectInput, TextField } from 'react-admin';
import { choicesOf } from '../components/choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Account, member or e-mail" />,
  <SelectInput key="kind" source="kind" choices={choicesOf(['platform', 'member', 'task'])} alwaysOn />,
];

/** Balances as projected beside their postings (the reconciliation check proves they agree). */
export function LedgerAccountList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }}>
      <Datagrid
        bulkActionButtons={false}
        rowClick={(id) => `/ledger-transactions?filter=${encodeURIComponent(JSON.stringify({ account: id }))}`}
      >
        <TextField source="id" label="Account" />
        <ReferenceField source="memberId" reference="members" label="Member" link="show" emptyText="—">
          <TextField source="name" />
        </ReferenceField>
        <NumberField source="balance" label="Balance (credits)" />
      </Datagrid>
    </List>
  );
}
