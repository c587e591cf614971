import { useEffect, useRef, type MutableRefObject } from 'react';
import { SimpleForm, useSaveContext, type SimpleFormProps } from 'react-admin';
import { useFormContext, type Control } from 'react-hook-form';
import { toFormErrors } from './formErrors';

/** Hands the form's control to ServerValidatedForm, which renders outside the form. */
function FormControlRef({ control }: { control: MutableRefObject<Control | null> }) {
  const { control: formControl } = useFormContext();
  useEffect(() => {
    control.current = formControl;
  }, [control, formControl]);
  return null;
}

/** Whether the form has an input (or a list input) for the API's param. */
const hasInput = (control: Control | null) => (param: string) =>
  !control || control._names.mount.has(param) || control._names.array.has(param);

/**
 * A SimpleForm inside Create or Edit that shows the API's validation errors under their fields
 * (the API answers `errors: [{ param, msg }]`, react-admin's form takes `{ field: message }`), and
 * the errors no input shows (`general`, a field the form has no input for) as the notification.
 * Use it for every create and edit form of the console.
 */
export function ServerValidatedForm({ children, ...props }: SimpleFormProps) {
  const { save } = useSaveContext();
  const control = useRef<Control | null>(null);
  const onSubmit = async (values: Record<string, unknown>) => {
    const errors: unknown = await save?.(values);
    const formErrors = toFormErrors(errors, hasInput(control.current));
    // Errors in a shape the form cannot place (react-admin then shows no notification itself).
    if (!formErrors && errors && typeof errors === 'object' && Object.keys(errors).length) {
      return { root: { serverError: 'ra.notification.http_error' } };
    }
    return formErrors;
  };
  return (
    <SimpleForm {...props} onSubmit={onSubmit}>
      <FormControlRef control={control} />
      {children}
    </SimpleForm>
  );
}
