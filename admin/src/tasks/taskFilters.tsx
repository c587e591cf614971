import { AutocompleteInput, BooleanInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';

const choices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));
export const TASK_STATUSES = choices(['PENDING', 'ACCEPTED', 'REJECTED']);
const PAYMENT_STATUSES = choices(['pending', 'approved', 'rejected', 'cancelled']);

export const taskFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Business name" />,
  <SelectInput key="status" source="status" choices={TASK_STATUSES} alwaysOn />,
  <ReferenceInput key="ownerId" source="ownerId" reference="members" label="Owner">
    <AutocompleteInput label="Owner" optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <SelectInput key="paymentStatus" source="paymentStatus" label="Payment" choices={PAYMENT_STATUSES} />,
  <BooleanInput key="deleted" source="deleted" label="Deleted by the owner" />,
];
