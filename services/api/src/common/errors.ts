import { HttpStatus } from '@nestjs/common';
import { MSG, type FieldError } from '@earnwave/contracts';
import { creditsToJson } from '@earnwave/money';

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

export class Conflict extends AppError {
  constructor(param: string, message: string) {
    super(HttpStatus.CONFLICT, message, [{ param, msg: message }]);
  }
}

/**
 * The price the caller confirmed is not the price now (409), so nothing was charged. `data` holds
 * the price now, in credits, under the confirmed field's name, for the client to ask again.
 */
export class PriceChanged extends AppError {
  constructor(param: string, message: string, price: bigint) {
    super(HttpStatus.CONFLICT, message, [{ param, msg: message }], { [param]: creditsToJson(price) });
  }
}

export class RateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, MSG.rateLimited, [{ param: 'general', msg: MSG.rateLimited }]);
  }
}
