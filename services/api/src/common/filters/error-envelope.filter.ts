import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import { MSG, type ErrorEnvelope, type FieldError } from '@earnwave/contracts';
import { isPoolWaitExceeded } from '@earnwave/db';
import { DomainError } from '@earnwave/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, RateLimited } from '../errors';
import { describeDomainError } from './domain-errors';

/** What a client is told to wait before trying again when the database had no connection for it. */
const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * Every failure leaves as the documented envelope. A domain error (a rule of libs/domain) is
 * translated by its row in domain-errors.ts; an AppError is the HTTP layer's own refusal (bad
 * input, authentication, rate limits); Nest's HttpExceptions keep their status. A query that got
 * no database connection within the pool's wait (DATABASE_POOL_WAIT_MS) is logged and answered
 * 503 with Retry-After: nothing was done, and a retry may find the pool free. Unknown errors are
 * logged with the request id and answered as a bare 500: no stack, no SQL, no internal ids.
 */
@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, body } = this.describe(exception, request);
    if (exception instanceof RateLimited) response.header('Retry-After', String(exception.retryAfterSeconds));
    if (status === HttpStatus.SERVICE_UNAVAILABLE && isPoolWaitExceeded(exception)) {
      response.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
    }
    response.status(status).send(body);
  }

  private describe(exception: unknown, request: FastifyRequest): { status: number; body: ErrorEnvelope } {
    const translated = exception instanceof DomainError ? describeDomainError(exception) : undefined;
    if (translated) return translated;
    if (exception instanceof AppError) {
      const body = envelope(exception.message, exception.errors);
      return { status: exception.status, body: exception.data ? { ...body, data: exception.data } : body };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const refusedBody = bodyRefusal(status, exception.cause);
      if (refusedBody) return refusedBody;
      const message = status === HttpStatus.NOT_FOUND ? MSG.notFound : messageOf(exception);
      return { status, body: envelope(message, [{ param: 'general', msg: message }]) };
    }
    if (isPoolWaitExceeded(exception)) {
      this.logger.error({ err: exception, requestId: request.id }, 'no database connection within the pool wait');
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        body: envelope(MSG.busy, [{ param: 'general', msg: MSG.busy }]),
      };
    }
    this.logger.error({ err: exception, requestId: request.id }, 'unhandled error');
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: envelope(MSG.internal, []) };
  }
}

/**
 * A body Fastify's content-type parsers refused, before Nest (the adapter hands it on as an
 * HttpException caused by the parser's error): too large (413), or JSON that does not parse (400).
 */
function bodyRefusal(status: number, cause: unknown): { status: number; body: ErrorEnvelope } | undefined {
  if (status === HttpStatus.PAYLOAD_TOO_LARGE) return { status, body: envelope(MSG.payloadTooLarge, []) };
  const code = (cause as { code?: string } | undefined)?.code;
  if (status === HttpStatus.BAD_REQUEST && (cause instanceof SyntaxError || code === 'FST_ERR_CTP_INVALID_JSON_BODY')) {
    return { status, body: envelope(MSG.malformedJson, [{ param: 'general', msg: MSG.malformedJson }]) };
  }
  return undefined;
}

export function envelope(message: string, errors: FieldError[]): ErrorEnvelope {
  return { success: false, message, errors };
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  return typeof message === 'string' ? message : exception.message;
}
