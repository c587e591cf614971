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
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { WALLET_MSG } from '@earnwave/contracts';
import { AppError } from '../errors';

const IDEMPOTENT = 'idempotent';
const KEY_PATTERN = /^[\w-]{8,100}$/;
/** A reservation older than this is taken to be from a crashed request and may be taken over. */
const STALE_AFTER = '60 seconds';

/** Marks a money-moving route: an Idempotency-Key header makes a repeat answer the first answer. */
export const Idempotent = () => SetMetadata(IDEMPOTENT, true);

/**
 * Every call that moves money accepts an `Idempotency-Key` header: within 24 hours a repeat of the
 * key by the same member answers the first (successful) answer again and has no second effect.
 * The key is reserved before the handler runs, so two concurrent repeats cannot both run (the
 * second gets 409); a failed call frees the key for a retry.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    // Global interceptors wrap socket handlers too (chat): only HTTP calls carry the header.
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const key = request.header('idempotency-key');
    if (!key || !request.caller || !this.reflector.get<boolean>(IDEMPOTENT, context.getHandler())) return next.handle();
    return from(this.once(request, context.switchToHttp().getResponse<Response>(), key, next));
  }

  private async once(request: Request, response: Response, key: string, next: CallHandler): Promise<unknown> {
    if (!KEY_PATTERN.test(key)) {
      throw AppError.field(HttpStatus.BAD_REQUEST, 'general', WALLET_MSG.idempotencyKeyInvalid);
    }
    const memberId = request.caller!.id;
    const route = `${request.method} ${request.path}`;
    const [previous]: { route: string; status_code: number | null; response: unknown }[] = await this.db
      .query(
        `INSERT INTO idempotent_requests (member_id, idempotency_key, route) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, idempotency_key) DO UPDATE SET created_at = now(), route = EXCLUDED.route
         WHERE idempotent_requests.created_at < now() - interval '24 hours'
            OR (idempotent_requests.status_code IS NULL AND idempotent_requests.created_at < now() - interval '${STALE_AFTER}')
       RETURNING NULL AS route, NULL AS status_code, NULL AS response`,
        [memberId, key, route],
      )
      .then(async (taken: unknown[]) =>
        taken.length
          ? []
          : this.db.query(
              `SELECT route, status_code, response FROM idempotent_requests WHERE member_id = $1 AND idempotency_key = $2`,
              [memberId, key],
            ),
      );
    if (previous) {
      if (previous.route !== route) {
        throw AppError.field(HttpStatus.UNPROCESSABLE_ENTITY, 'general', WALLET_MSG.idempotencyKeyReused);
      }
      if (previous.status_code === null) {
        throw AppError.field(HttpStatus.CONFLICT, 'general', WALLET_MSG.idempotencyInProgress);
      }
      response.status(previous.status_code);
      return previous.response;
    }
    try {
      const body = await lastValueFrom(next.handle());
      await this.db.query(
        `UPDATE idempotent_requests SET status_code = $3, response = $4 WHERE member_id = $1 AND idempotency_key = $2`,
        [memberId, key, response.statusCode, JSON.stringify(body)],
      );
      return body;
    } catch (error) {
      await this.db.query(`DELETE FROM idempotent_requests WHERE member_id = $1 AND idempotency_key = $2`, [
        memberId,
        key,
      ]);
      throw error;
    }
  }
}
