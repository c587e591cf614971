import {
  AutocompleteInput,
  Datagrid,
  DateField,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  TextField,
} from 'react-admin';

const filters = [
  <ReferenceInput key="receiverId" source="receiverId" reference="profiles" alwaysOn>
    <AutocompleteInput label="Rated member" optionText="name" />
  </ReferenceInput>,
  <ReferenceInput key="raterId" source="raterId" reference="profiles">
    <AutocompleteInput label="Rated by" optionText="name" />
  </ReferenceInput>,
];

/** Ratings members gave each other (1 to 5 stars, once per pair), read-only. */
export function RatingList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" label="When" showTime />
        <ReferenceField source="receiverId" reference="profiles" label="Rated member" link="show" sortBy="receiverName">
          <TextField source="name" />
        </ReferenceField>
        <ReferenceField source="raterId" reference="profiles" label="Rated by" link="show" sortBy="raterName">
          <TextField source="name" />
        </ReferenceField>
        <NumberField source="stars" />
      </Datagrid>
    </List>
  );
}
