import { MSG, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@earnwave/contracts';
import { Transform } from 'class-transformer';
import { registerDecorator, ValidateIf, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { isCommonPassword } from './common-passwords';

/** Trims a string field; anything else passes through for the type checks to refuse. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** E-mail addresses are compared trimmed and lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
export const NormaliseEmail = () =>
  Transform(({ value }) => (typeof value === 'string' ? normaliseEmail(value) : value));

/** An update's field: checked when given (null included, which is refused), skipped when absent. */
export const Given = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

/** An empty string means "not given" for optional fields that forms send empty. */
export const EmptyAsAbsent = () => Transform(({ value }) => (value === '' || value === null ? undefined : value));

/** 8 to 128 characters with at least one letter and one digit. */
function isStrongPassword(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(value) &&
    /\p{N}/u.test(value)
  );
}

/**
 * The one rule for a password being set (registration, reset, change): strong (isStrongPassword)
 * and not one of the most common passwords. The password is kept as typed, never trimmed; its
 * message says which half failed.
 */
export function NewPassword(): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      name: 'newPassword',
      target: target.constructor,
      propertyName: String(property),
      options: { message: ({ value }) => (isStrongPassword(value) ? MSG.passwordCommon : MSG.passwordWeak) },
      validator: { validate: (value: unknown) => isStrongPassword(value) && !isCommonPassword(value) },
    });
}

/** The value must equal another property of the same payload (a confirmation field). */
export function SameAs(other: string, options: ValidationOptions): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      name: 'sameAs',
      target: target.constructor,
      propertyName: String(property),
      constraints: [other],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === (args.object as Record<string, unknown>)[other],
      },
    });
}
