import {
  HttpStatus,
  Inject,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import type { Request } from 'express';
import type Redis from 'ioredis';
import { createHmac } from 'node:crypto';
import { catchError, concatMap, type Observable } from 'rxjs';
import { AppError } from '../errors';
import { normaliseEmail } from '../pipes/field-rules';
import { REDIS } from '../redis.module';
import { RateCounter } from './rate-counter';

/**
 * Counts wrong passwords per account (`loginAccount`), whatever the client address: past the limit
 * every try for that e-mail answers 429, the right password included, until the window passes, so
 * that guessing from many addresses stops too. A try takes its point before the password is
 * checked, so guesses sent at once cannot outrun the count, and gives it back unless it was a
 * wrong password (401): a success lifts nothing from earlier failures.
 */
@Injectable()
export class FailedLoginLimit implements NestInterceptor {
  private readonly counter: RateCounter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis,
  ) {
    this.counter = new RateCounter(config, redis, 'rate:account');
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    // Interceptors run before the validation pipe: the e-mail is normalised here as the DTO does.
    const email: unknown = context.switchToHttp().getRequest<Request>().body?.email;
    if (typeof email !== 'string') return next.handle();
    const account = this.accountKey(email);
    await this.counter.consume('loginAccount', account);
    const refund = () => this.counter.refund('loginAccount', account);
    return next.handle().pipe(
      catchError(async (error: unknown) => {
        if (!(error instanceof AppError && error.status === HttpStatus.UNAUTHORIZED)) await refund();
        throw error;
      }),
      concatMap(async (answer) => {
        await refund();
        return answer;
      }),
    );
  }

  /** Keyed so that no address is kept in Redis and the keys cannot be matched against a list of addresses. */
  private accountKey(email: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(normaliseEmail(email)).digest('base64url');
  }
}

/** Marks the login route: its wrong passwords count against the account as well as the address. */
export const LimitFailedLogins = () => UseInterceptors(FailedLoginLimit);
