import { useCallback, useState } from 'react';

/**
 * A form's values as of the last keystroke, for what depends on them (a submit button enabled once
 * the fields are filled), and the props that keep them so: spread `tracked` on the Form (its
 * `initialValues` and `onValuesChange`). Not `Form.useWatch`: antd delivers watches in a later task,
 * so an Enter pressed right after typing (a fast typist, a password manager, a slow phone) found the
 * button still disabled, and the browser dropped the submission without a word.
 */
export function useFormValues<T extends object>(initialValues: Partial<T> = {}) {
  const [values, setValues] = useState<Partial<T>>(initialValues);
  const onValuesChange = useCallback((_changed: Partial<T>, all: Partial<T>) => setValues(all), []);
  return [values, { initialValues, onValuesChange }] as const;
}
