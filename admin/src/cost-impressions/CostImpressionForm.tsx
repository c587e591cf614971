import { BooleanInput, NumberInput, maxValue, minValue, number, required } from 'react-admin';
import { CatalogueToolbar } from '../components/CatalogueToolbar';
import { ServerValidatedForm } from '../components/ServerValidatedForm';

const wholeNumber = (value: unknown) =>
  value === null || value === undefined || Number.isInteger(value) ? undefined : 'A whole number of impressions.';

/** The fields of an impression cost option: what an advertising row costs per lead for how many impressions. */
export function CostImpressionForm({ edit = false }: { edit?: boolean }) {
  return (
    <ServerValidatedForm
      defaultValues={edit ? undefined : { enabled: true }}
      toolbar={edit ? <CatalogueToolbar /> : undefined}
    >
      <NumberInput
        source="noOfCost"
        label="Cost per lead (credits)"
        validate={[required(), number(), minValue(0.000001)]}
      />
      <NumberInput
        source="impressions"
        validate={[required(), number(), wholeNumber, minValue(1), maxValue(100_000_000)]}
        helperText="The option reads 'No Of Cost (x) - Impressions (y)' in the task form."
      />
      <BooleanInput source="enabled" label="Offered in the task form" />
    </ServerValidatedForm>
  );
}
