import {
  HttpStatus,
  Injectable,
  SetMetadata,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { WALLET_MSG } from '@earnwave/contracts';
import { IdempotencyKeySpent } from '@earnwave/domain';
import { AppError } from '../errors';
import { IdempotencyRepository, type IdempotentRequest } from './infra/idempotency.repository';

const IDEMPOTENT = 'idempotent';
const KEY_PATTERN = /^[\w-]{8,100}$/;

interface IdempotentOptions {
  /**
   * The command does all its work in one transaction, the call's own (CallTransaction): the key and
   * its answer are kept in that transaction, after the writes, and a repeat that committed first
   * rolls them back. One commit for the call instead of three, and no reservation to free.
   */
  inOneTransaction?: boolean;
}

/** Marks a money-moving route: an Idempotency-Key header makes a repeat answer the first answer. */
export const Idempotent = (options: IdempotentOptions = {}) => SetMetadata(IDEMPOTENT, options);

/** A call's key as kept: whose, which, and on which route. */
interface KeyedCall {
  memberId: string;
  key: string;
  route: string;
}

/**
 * Every call that moves money accepts an `Idempotency-Key` header: within 24 hours a repeat of the
 * key by the same member answers the first (successful) answer again and has no second effect;
 * after that the answer is no longer given and the repeat is refused (IdempotencyKeySpent, 409),
 * never run again. A failed call keeps nothing: the key is free for a retry.
 *
 * Most routes reserve the key before the handler runs, so two concurrent repeats cannot both run
 * (the second gets 409), and keep the answer after. A route marked `inOneTransaction` keeps the
 * key and its answer in the command's own transaction instead: repeats may run side by side, but
 * the first to commit wins and the others roll back and answer its answer. A repeat that fails
 * because the first changed what it found (the view counted, the balance spent) answers the
 * first's answer too.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly requests: IdempotencyRepository,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    // Global interceptors wrap socket handlers too (chat): only HTTP calls carry the header.
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const key = request.headers['idempotency-key'];
    const options = this.reflector.get<IdempotentOptions | undefined>(IDEMPOTENT, context.getHandler());
    if (typeof key !== 'string' || !key || !request.caller || !options) return next.handle();
    if (!KEY_PATTERN.test(key)) {
      throw AppError.field(HttpStatus.BAD_REQUEST, 'general', WALLET_MSG.idempotencyKeyInvalid);
    }
    // The path without the query, as the keys stored before the move to Fastify name it.
    const route = `${request.method} ${request.url.split('?', 1)[0]}`;
    const call = { memberId: request.caller.id, key, route };
    const response = context.switchToHttp().getResponse<FastifyReply>();
    return from(
      options.inOneTransaction ? this.inOneTransaction(request, call, response, next) : this.once(call, response, next),
    );
  }

  private async once(call: KeyedCall, response: FastifyReply, next: CallHandler): Promise<unknown> {
    const { memberId, key, route } = call;
    const previous = await this.requests.reserve(memberId, key, route);
    if (previous) return this.answerAgain(call, previous, response);
    try {
      const body = await lastValueFrom(next.handle());
      await this.requests.keepAnswer(memberId, key, response.statusCode, body);
      return body;
    } catch (error) {
      await this.requests.free(memberId, key);
      throw error;
    }
  }

  private async inOneTransaction(
    request: FastifyRequest,
    call: KeyedCall,
    response: FastifyReply,
    next: CallHandler,
  ): Promise<unknown> {
    // The common case costs no read: a repeat is found when its key is kept, or when it fails.
    // A sentinel, not an Error: building one captures a stack, on every spend.
    const taken = Symbol('taken by a repeat');
    try {
      return await this.db.transaction(async (manager) => {
        request.callTransaction = manager;
        try {
          const body = await lastValueFrom(next.handle());
          if (await this.requests.keepWith(manager, call, response.statusCode, body)) return body;
          throw taken;
        } finally {
          request.callTransaction = undefined;
        }
      });
    } catch (error) {
      const previous = await this.requests.previous(call.memberId, call.key);
      if (previous) return this.answerAgain(call, previous, response);
      // Kept by a repeat and gone since (retention) before this read: refused, like an expired key.
      throw error === taken ? new IdempotencyKeySpent() : error;
    }
  }

  private answerAgain(call: KeyedCall, previous: IdempotentRequest, response: FastifyReply): unknown {
    if (previous.route !== call.route) {
      throw AppError.field(HttpStatus.UNPROCESSABLE_ENTITY, 'general', WALLET_MSG.idempotencyKeyReused);
    }
    if (previous.status_code === null) {
      throw AppError.field(HttpStatus.CONFLICT, 'general', WALLET_MSG.idempotencyInProgress);
    }
    if (previous.expired) throw new IdempotencyKeySpent();
    response.status(previous.status_code);
    return previous.response;
  }
}
