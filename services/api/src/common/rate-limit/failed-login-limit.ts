import {
  Inject,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { WrongCredentials } from '@earnwave/domain';
import type { Request } from 'express';
import type Redis from 'ioredis';
import { createHmac } from 'node:crypto';
import { catchError, concatMap, type Observable } from 'rxjs';
import { normaliseEmail } from '../pipes/field-rules';
import { REDIS } from '../redis.module';
import { RateCounter } from './rate-counter';

/**
 * Wrong passwords per account (`loginAccount`), whatever the client address: past the limit every
 * check of that account's password answers 429, the right password included, until the window
 * passes, so that guessing from many addresses, or through a stolen session, stops too. A check
 * takes its point before the password is checked, so guesses sent at once cannot outrun the
 * count, and gives it back unless the password was wrong: a success lifts nothing from earlier failures.
 */
@Injectable()
export class FailedPasswords {
  private readonly counter: RateCounter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis,
  ) {
    this.counter = new RateCounter(config, redis, 'rate:account');
  }

  /** Takes the account's point for a password about to be checked (429 past the limit); answers how to give it back. */
  async take(email: string): Promise<() => Promise<void>> {
    const account = this.accountKey(email);
    await this.counter.consume('loginAccount', account);
    return () => this.counter.refund('loginAccount', account);
  }

  /** Keyed so that no address is kept in Redis and the keys cannot be matched against a list of addresses. */
  private accountKey(email: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(normaliseEmail(email)).digest('base64url');
  }
}

/** The login route's wrong passwords count against the account (FailedPasswords). */
@Injectable()
export class FailedLoginLimit implements NestInterceptor {
  constructor(private readonly failed: FailedPasswords) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    // Interceptors run before the validation pipe: the e-mail is normalised here as the DTO does.
    const email: unknown = context.switchToHttp().getRequest<Request>().body?.email;
    if (typeof email !== 'string') return next.handle();
    const refund = await this.failed.take(email);
    return next.handle().pipe(
      catchError(async (error: unknown) => {
        if (!(error instanceof WrongCredentials)) await refund();
        throw error;
      }),
      concatMap(async (answer) => {
        await refund();
        return answer;
      }),
    );
  }
}

/** Marks the login route: its wrong passwords count against the account as well as the address. */
export const LimitFailedLogins = () => UseInterceptors(FailedLoginLimit);
