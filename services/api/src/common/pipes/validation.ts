import { HttpStatus, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { MSG, type FieldError } from '@earnwave/contracts';
import { AppError } from '../errors';

const ERROR_PARAM = Symbol('errorParam');

/**
 * Files a property's validation errors under another param, where the spec's client shows them
 * (registration puts confirmPassword, referralCode and role errors under `general`).
 */
export function ErrorParam(param: string): PropertyDecorator {
  return (target, property) => {
    Reflect.defineMetadata(ERROR_PARAM, param, target, property);
  };
}

function paramFor(error: ValidationError, prefix: string): string {
  const mapped = error.target && Reflect.getMetadata(ERROR_PARAM, error.target, error.property);
  return mapped ?? `${prefix}${error.property}`;
}

/** One message per field, the first that failed, in the order the DTO declares its checks. */
export function toFieldErrors(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const constraints = error.constraints ?? {};
    const own = constraints.whitelistValidation
      ? [`Unknown field: ${prefix}${error.property}.`]
      : Object.values(constraints).slice(-1);
    const nested = toFieldErrors(error.children ?? [], `${prefix}${error.property}.`);
    return [...own.map((msg) => ({ param: paramFor(error, prefix), msg })), ...nested];
  });
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a string with it anywhere in a request's
 * params, query or body is refused here (400 under its field), before a query fails as a 500.
 */
class RequestValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const place = metadata.type === 'custom' ? undefined : nulPlace(value);
    if (place) {
      const [first] = place;
      const mapped =
        first !== undefined &&
        metadata.metatype &&
        Reflect.getMetadata(ERROR_PARAM, metadata.metatype.prototype, first);
      const param = mapped || [metadata.data, ...place].filter((part) => part !== undefined).join('.') || 'general';
      throw AppError.field(HttpStatus.BAD_REQUEST, param, MSG.characterNotAllowed);
    }
    return super.transform(value, metadata);
  }
}

/** The keys down to the first string (or key) holding U+0000: [] for the value itself, undefined when none. */
function nulPlace(value: unknown): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : undefined;
  if (!isPlain(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [key];
    const inner = nulPlace(item);
    if (inner) return [key, ...inner];
  }
  return undefined;
}

/** JSON's arrays and objects, and the query parser's prototype-less ones; never a file's bytes. */
function isPlain(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Whitelists, refuses unknown fields, transforms, and maps errors to `errors: [{ param, msg }]`. */
export function createValidationPipe(): ValidationPipe {
  return new RequestValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: true, value: false },
    exceptionFactory: (errors) => {
      const fieldErrors = toFieldErrors(errors);
      return new AppError(HttpStatus.BAD_REQUEST, fieldErrors[0]?.msg ?? MSG.validationFailed, fieldErrors);
    },
  });
}
