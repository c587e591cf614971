import { NumberInput, minValue, number } from 'react-admin';

/** The `sortOrder` of a record members see in order (seminars, sections, media): lower first, empty last. */
export function SortOrderInput() {
  return (
    <NumberInput
      source="sortOrder"
      label="Order"
      helperText="Lower first; after the others when empty."
      validate={[number(), minValue(0)]}
      step={1}
    />
  );
}
