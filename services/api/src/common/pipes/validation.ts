import { HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
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

/** Whitelists, refuses unknown fields, transforms, and maps errors to `errors: [{ param, msg }]`. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
