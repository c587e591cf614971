import { HttpStatus, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { MSG, type FieldError } from '@earnwave/contracts';
import { AppError } from '../errors';
import { lowerCaseId } from './ids';

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
      ? [MSG.unknownField(`${prefix}${error.property}`)]
      : Object.values(constraints).slice(-1);
    const nested = toFieldErrors(error.children ?? [], `${prefix}${error.property}.`);
    return [...own.map((msg) => ({ param: paramFor(error, prefix), msg })), ...nested];
  });
}

/**
 * Text no field takes: U+0000, which PostgreSQL text and jsonb cannot hold, and a lone surrogate
 * (JSON's "\ud800"), which is no Unicode and throws in validator's isEmail (encodeURI); and
 * nesting past MAX_DEPTH, which overflows the stack of class-transformer's recursive walk. Either
 * anywhere in a request's params, query or body is refused here (400 under its field), before it
 * fails deeper as a 500. A path parameter that is a UUID goes on in lower case (see lowerCaseId).
 */
class RequestValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const refusal = metadata.type === 'custom' ? undefined : refusedPlace(value);
    if (refusal) {
      const [first] = refusal.place;
      const mapped =
        first !== undefined &&
        metadata.metatype &&
        Reflect.getMetadata(ERROR_PARAM, metadata.metatype.prototype, first);
      const place = [metadata.data, ...refusal.place].filter((part) => part !== undefined).join('.');
      throw AppError.field(HttpStatus.BAD_REQUEST, mapped || place || 'general', refusal.msg);
    }
    return super.transform(metadata.type === 'param' ? lowerCaseId(value) : value, metadata);
  }
}

// eslint-disable-next-line no-control-regex -- U+0000 is what it looks for
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** No request of ours nests deeper (a task's pricing rows are 3 levels). */
export const MAX_DEPTH = 32;

/**
 * The first place (keys from the top) with text no field takes, or nested past MAX_DEPTH, and why;
 * undefined when none. Walked with a stack of its own, so that no depth overflows it.
 */
export function refusedPlace(value: unknown): { place: string[]; msg: string } | undefined {
  const pending: { item: unknown; place: string[] }[] = [{ item: value, place: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { item, place } = next;
    if (typeof item === 'string' && BAD_TEXT.test(item)) return { place, msg: MSG.characterNotAllowed };
    if (!isPlain(item)) continue;
    if (place.length >= MAX_DEPTH) return { place: place.slice(0, 1), msg: MSG.nestedTooDeep };
    for (const [key, child] of Object.entries(item).reverse()) {
      if (BAD_TEXT.test(key)) return { place: [...place, key], msg: MSG.characterNotAllowed };
      pending.push({ item: child, place: [...place, key] });
    }
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
    exceptionFactory: refusedInput,
  });
}

/** A body or payload that broke its DTO's rules: 400, each field's first message, the first as the message. */
export function refusedInput(errors: ValidationError[]): AppError {
  const fieldErrors = toFieldErrors(errors);
  return new AppError(HttpStatus.BAD_REQUEST, fieldErrors[0]?.msg ?? MSG.validationFailed, fieldErrors);
}
