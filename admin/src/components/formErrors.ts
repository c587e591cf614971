import type { FieldError } from '@earnwave/contracts';

/** The API's param of an error that belongs to no field: the form's notification shows it. */
export const GENERAL_PARAM = 'general';

const isFieldError = (error: unknown): error is FieldError =>
  typeof (error as FieldError | null)?.param === 'string' && typeof (error as FieldError | null)?.msg === 'string';

/**
 * The API's field errors as react-admin's form takes them: each message under its field (the API's
 * param is the input's source, `value.sections.0.relativePath` inside lists), and a notification
 * (`root.serverError`). An error without a field of the form (`general`, or a param `hasField`
 * denies) goes to the notification only: the form would otherwise keep an error no input shows
 * and refuse every later submit. The notification says the errors no field shows, else the first.
 */
export function toFormErrors(
  errors: unknown,
  hasField: (param: string) => boolean = () => true,
): Record<string, unknown> | undefined {
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const fieldErrors = errors.filter(isFieldError);
  if (!fieldErrors.length) return undefined;
  const byField: Record<string, unknown> = {};
  const unplaced: string[] = [];
  for (const { param, msg } of fieldErrors) {
    if (param === GENERAL_PARAM || !hasField(param)) {
      if (!unplaced.includes(msg)) unplaced.push(msg);
    } else if (!(param in byField)) {
      byField[param] = msg;
    }
  }
  return { ...byField, root: { serverError: unplaced.length ? unplaced.join(' ') : fieldErrors[0].msg } };
}
