import { BooleanField, BooleanInput, Datagrid, List, NumberField, SearchInput, TextField } from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Title" />,
  <BooleanInput key="enabled" source="enabled" label="Offered" />,
  <BooleanInput key="isTaskType" source="isTaskType" label="Task type" />,
];

/** The options of `GET /api/task-prices/dropdown`, disabled ones too, in the dropdown's order. */
export function TaskPriceList() {
  return (
    <List filters={filters} sort={{ field: 'sortOrder', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="sortOrder" label="Order" />
        <TextField source="title" />
        <TextField source="type" />
        <BooleanField source="isTaskType" label="Task type" />
        <NumberField source="noOfCost" label="Cost (credits)" />
        <NumberField source="noOfRewards" label="Reward (credits)" />
        <BooleanField source="enabled" label="Offered" />
        <NumberField source="usedByTasks" label="Tasks using it" sortable={false} />
      </Datagrid>
    </List>
  );
}
