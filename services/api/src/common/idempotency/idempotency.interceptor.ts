import {
  HttpStatus,
  Injectable,
  SetMetadata,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { WALLET_MSG } from '@earnwave/contracts';
import { IdempotencyKeySpent } from '@earnwave/domain';
import { AppError } from '../errors';
import { IdempotencyRepository } from './idempotency.repository';

const IDEMPOTENT = 'idempotent';
const KEY_PATTERN = /^[\w-]{8,100}$/;

/** Marks a money-moving route: an Idempotency-Key header makes a repeat answer the first answer. */
export const Idempotent = () => SetMetadata(IDEMPOTENT, true);

/**
 * Every call that moves money accepts an `Idempotency-Key` header: within 24 hours a repeat of the
 * key by the same member answers the first (successful) answer again and has no second effect;
 * after that the answer is no longer given and the repeat is refused (IdempotencyKeySpent, 409),
 * never run again. The key is reserved before the handler runs, so two concurrent repeats cannot
 * both run (the second gets 409); a failed call frees the key for a retry.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly requests: IdempotencyRepository,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    // Global interceptors wrap socket handlers too (chat): only HTTP calls carry the header.
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const key = request.headers['idempotency-key'];
    if (
      typeof key !== 'string' ||
      !key ||
      !request.caller ||
      !this.reflector.get<boolean>(IDEMPOTENT, context.getHandler())
    )
      return next.handle();
    return from(this.once(request, context.switchToHttp().getResponse<FastifyReply>(), key, next));
  }

  private async once(
    request: FastifyRequest,
    response: FastifyReply,
    key: string,
    next: CallHandler,
  ): Promise<unknown> {
    if (!KEY_PATTERN.test(key)) {
      throw AppError.field(HttpStatus.BAD_REQUEST, 'general', WALLET_MSG.idempotencyKeyInvalid);
    }
    const memberId = request.caller!.id;
    // The path without the query, as the keys stored before the move to Fastify name it.
    const route = `${request.method} ${request.url.split('?', 1)[0]}`;
    const previous = await this.requests.reserve(memberId, key, route);
    if (previous) {
      if (previous.route !== route) {
        throw AppError.field(HttpStatus.UNPROCESSABLE_ENTITY, 'general', WALLET_MSG.idempotencyKeyReused);
      }
      if (previous.status_code === null) {
        throw AppError.field(HttpStatus.CONFLICT, 'general', WALLET_MSG.idempotencyInProgress);
      }
      if (previous.expired) throw new IdempotencyKeySpent();
      response.status(previous.status_code);
      return previous.response;
    }
    try {
      const body = await lastValueFrom(next.handle());
      await this.requests.keepAnswer(memberId, key, response.statusCode, body);
      return body;
    } catch (error) {
      await this.requests.free(memberId, key);
      throw error;
    }
  }
}
