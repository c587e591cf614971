import { Transform } from 'class-transformer';
import { IsUUID, type ValidationOptions } from 'class-validator';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * PostgreSQL reads a UUID in either case, so `ADA-ID` and `ada-id` find the same row; but a rule
 * that compares an id the client sent with one the server holds ("not oneself", "not your own
 * request") compares text. Ids therefore enter in lower case, as every stored id is written: the
 * global validation pipe lowers path parameters, and `IsId` lowers the ids of a body or query.
 */
export function lowerCaseId(value: unknown): unknown {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : value;
}

/** `IsUUID` for a field (or, with `each`, a list) of ids, passed on in lower case: see lowerCaseId. */
export function IsId(version: '4' | 'all', options?: ValidationOptions): PropertyDecorator {
  const lower = Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) ? value.map(lowerCaseId) : lowerCaseId(value),
  );
  const validate = IsUUID(version, options);
  return (target, property) => {
    lower(target, property);
    validate(target, property);
  };
}
