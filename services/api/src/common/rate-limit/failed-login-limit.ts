import {
  Inject,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig, type RateLimitName } from '@earnwave/config';
import { UserEntity } from '@earnwave/db';
import { WrongCredentials } from '@earnwave/domain';
import type { FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import { createHmac } from 'node:crypto';
import { catchError, concatMap, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { DEVICE_COOKIE_PREFIX, DeviceCookies } from '../auth/device-cookies';
import { RateLimited } from '../errors';
import { normaliseEmail } from '../pipes/field-rules';
import { REDIS } from '../redis.module';
import { GuessingAlerts } from './guessing-alerts';
import { RateCounter } from './rate-counter';

/** A browser the account signed in from before: its valid device cookie's id (DeviceCookies). */
export interface KnownDevice {
  accountId: string;
  deviceId: string;
}

/** A password about to be checked, its point taken: tell it how the check went. */
export interface PasswordAttempt {
  /** The password was right, or the request stopped before it was checked: the point is given back. */
  passed(): Promise<void>;
  /** The password was wrong: the point stays, and the owner is mailed if that used the limit up. */
  failed(): Promise<void>;
}

/**
 * Wrong passwords per account, whatever the client address, in two counts (OWASP's device cookies):
 * - from a browser with the account's valid device cookie, per account and device (`loginDevice`);
 * - from anywhere else, per account (`loginAccount`), keyed by the e-mail so that unknown
 *   addresses are limited the same way.
 * Past a limit every check in that count answers 429, the right password included, until the
 * window passes; strangers' guessing uses up only the anonymous count, so the owner still signs
 * in from a browser they used before. A check takes its point before the password is checked, so
 * guesses sent at once cannot outrun the count, and gives it back unless the password was wrong:
 * a success lifts nothing from earlier failures. A count used up mails the owner (GuessingAlerts).
 */
@Injectable()
export class FailedPasswords {
  private readonly counter: RateCounter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis,
    private readonly alerts: GuessingAlerts,
  ) {
    this.counter = new RateCounter(config, redis, 'rate:account');
  }

  /** Takes the point of a password about to be checked for `email`'s account (429 past the limit). */
  async take(email: string, device?: KnownDevice): Promise<PasswordAttempt> {
    const [limit, bucket, account]: [RateLimitName, string, { id: string } | { email: string }] = device
      ? ['loginDevice', `${device.accountId}:${device.deviceId}`, { id: device.accountId }]
      : ['loginAccount', this.accountKey(email), { email: normaliseEmail(email) }];
    let left: number;
    try {
      left = await this.counter.consume(limit, bucket);
    } catch (error) {
      if (error instanceof RateLimited)
        await this.alerts.raise(limit, bucket, account, 'password', device !== undefined);
      throw error;
    }
    return {
      passed: () => this.counter.refund(limit, bucket),
      failed: async () => {
        if (left === 0) await this.alerts.raise(limit, bucket, account, 'password', device !== undefined);
      },
    };
  }

  /** Keyed so that no address is kept in Redis and the keys cannot be matched against a list of addresses. */
  private accountKey(email: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(normaliseEmail(email)).digest('base64url');
  }
}

/** The login route's wrong passwords count against the account (FailedPasswords), apart for a known device. */
@Injectable()
export class FailedLoginLimit implements NestInterceptor {
  constructor(
    private readonly failed: FailedPasswords,
    private readonly devices: DeviceCookies,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    // Interceptors run before the validation pipe: the e-mail is normalised here as the DTO does.
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const email: unknown = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string') return next.handle();
    const attempt = await this.failed.take(email, await this.knownDevice(request, email));
    return next.handle().pipe(
      catchError(async (error: unknown) => {
        await (error instanceof WrongCredentials ? attempt.failed() : attempt.passed());
        throw error;
      }),
      concatMap(async (answer) => {
        await attempt.passed();
        return answer;
      }),
    );
  }

  /** The account's device cookie in the request, if valid: looked up only when the browser carries one. */
  private async knownDevice(request: FastifyRequest, email: string): Promise<KnownDevice | undefined> {
    if (!request.headers.cookie?.includes(DEVICE_COOKIE_PREFIX)) return undefined;
    const user = await this.db
      .getRepository(UserEntity)
      .findOne({ select: { id: true }, where: { email: normaliseEmail(email) } });
    const deviceId = user && this.devices.deviceOf(request, user.id);
    return user && deviceId ? { accountId: user.id, deviceId } : undefined;
  }
}

/** Marks the login route: its wrong passwords count against the account as well as the address. */
export const LimitFailedLogins = () => UseInterceptors(FailedLoginLimit);
