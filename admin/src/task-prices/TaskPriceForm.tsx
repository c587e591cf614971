import { BooleanInput, NumberInput, SelectInput, TextInput, maxLength, minValue, number, required } from 'react-admin';
import { CatalogueToolbar } from '../components/CatalogueToolbar';
import { ServerValidatedForm } from '../components/ServerValidatedForm';
import { PRICING_TYPES, validateTaskPrice } from './taskPriceRules';

/** The fields of a task pricing option (money in credits); tasks keep the prices they copied. */
export function TaskPriceForm({ edit = false }: { edit?: boolean }) {
  return (
    <ServerValidatedForm
      validate={validateTaskPrice}
      defaultValues={edit ? undefined : { isTaskType: true, type: 'screenshot', enabled: true }}
      toolbar={edit ? <CatalogueToolbar /> : undefined}
    >
      <TextInput source="title" validate={[required(), maxLength(120)]} fullWidth />
      <BooleanInput source="isTaskType" label="Task type (members send a proof)" />
      <SelectInput source="type" choices={PRICING_TYPES} validate={required()} />
      <NumberInput
        source="noOfCost"
        label="Cost per lead (credits)"
        helperText="What the owner pays for each lead."
        validate={[required(), number(), minValue(0.000001)]}
      />
      <NumberInput
        source="noOfRewards"
        label="Reward (credits)"
        helperText="What the member earns; at most the cost (the platform keeps the rest)."
        validate={[required(), number(), minValue(0.000001)]}
      />
      <BooleanInput source="enabled" label="Offered in the task form" />
      <NumberInput source="sortOrder" label="Order in the dropdown" helperText="After the others when empty." />
    </ServerValidatedForm>
  );
}
