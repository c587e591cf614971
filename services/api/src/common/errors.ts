import { HttpStatus } from '@nestjs/common';
import { MSG, type FieldError } from '@earnwave/contracts';

/**
 * A refusal the user should read: mapped by the global filter to
 * `{ success: false, message, errors: [{ param, msg }] }` with its HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly status: HttpStatus,
    message: string,
    readonly errors: FieldError[] = [],
    /** Sent beside `errors` as the envelope's `data`. */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** A refusal that concerns one field: the message is shown under it. */
  static field(status: HttpStatus, param: string, msg: string): AppError {
    return new AppError(status, msg, [{ param, msg }]);
  }
}

export class Unauthenticated extends AppError {
  constructor(message: string = MSG.unauthenticated) {
    super(HttpStatus.UNAUTHORIZED, message);
  }
}

export class Forbidden extends AppError {
  constructor(message: string = MSG.forbidden) {
    super(HttpStatus.FORBIDDEN, message);
  }
}

export class NotFound extends AppError {
  constructor(message: string = MSG.notFound) {
    super(HttpStatus.NOT_FOUND, message);
  }
}

export class RateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, MSG.rateLimited, [{ param: 'general', msg: MSG.rateLimited }]);
  }
}
