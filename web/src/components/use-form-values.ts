import { useCallback, useState } from 'react';

/**
 * A form's values as of the last keystroke, for what depends on them (a submit button enabled once
 * the fields are filled): pass `track` as the Form's `onValuesChange` and `initial` as its
 * `initialValues`. Not `Form.useWatch`: antd delivers watches in a later task, so an Enter pressed
 * right after typing (a fast typist, a password manager, a slow phone) found the button still
 * disabled, and the browser dropped the submission without a word.
 */
export function useFormValues<T extends object>(initial: Partial<T> = {}) {
  const [values, setValues] = useState<Partial<T>>(initial);
  const track = useCallback((_changed: Partial<T>, all: Partial<T>) => setValues(all), []);
  return [values, track] as const;
}
