import { BooleanField, BooleanInput, Datagrid, List, NumberField } from 'react-admin';

const filters = [<BooleanInput key="enabled" source="enabled" label="Offered" />];

/** The options of `GET /api/cost-impressions/dropdown`, disabled ones too. */
export function CostImpressionList() {
  return (
    <List filters={filters} sort={{ field: 'impressions', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="impressions" />
        <NumberField source="noOfCost" label="Cost per lead (credits)" />
        <BooleanField source="enabled" label="Offered" />
        <NumberField source="usedByTasks" label="Tasks using it" sortable={false} />
      </Datagrid>
    </List>
  );
}
