import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { cookiesOf, setCookie } from '../http/cookies';

/** One cookie per account a browser signed in to: `earnwave_device_<account id>`. */
export const DEVICE_COOKIE_PREFIX = 'earnwave_device_';
/** How long a browser stays known to an account after its last sign-in there. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;
/** Every route that checks a password or a code (sign-in, its second step, password change, two-factor set-up). */
const DEVICE_COOKIE_PATH = '/api';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a successful
 * sign-in leaves the browser a cookie that binds a random device id to the account, signed with a
 * key of its own derived from JWT_SECRET. A password check that presents a valid one is counted
 * apart from anonymous ones (FailedPasswords), so strangers' guessing cannot lock the owner out of
 * a browser they used before. The device id is also the session's `device_id`: one browser keeps
 * one id for every account signed in from it.
 */
@Injectable()
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('device-cookie').digest();
  }

  /** The device id of the account's cookie in this request, when its signature holds for that account. */
  deviceOf(req: FastifyRequest, accountId: string): string | undefined {
    return this.open(accountId, cookiesOf(req).get(DEVICE_COOKIE_PREFIX + accountId));
  }

  /** The browser's device id: that of any valid device cookie it carries, or a new one. */
  browserDevice(req: FastifyRequest): string {
    return this.knownDevices(req).values().next().value ?? randomUUID();
  }

  /** Each account whose valid device cookie the browser carries, with that cookie's device id. */
  knownDevices(req: FastifyRequest): Map<string, string> {
    const known = new Map<string, string>();
    for (const [name, value] of cookiesOf(req)) {
      if (!name.startsWith(DEVICE_COOKIE_PREFIX)) continue;
      const accountId = name.slice(DEVICE_COOKIE_PREFIX.length);
      const deviceId = this.open(accountId, value);
      if (deviceId) known.set(accountId, deviceId);
    }
    return known;
  }

  /** Sets (or renews) the account's cookie for this device after a successful sign-in. */
  remember(req: FastifyRequest, reply: FastifyReply, accountId: string, deviceId: string): void {
    setCookie(reply, DEVICE_COOKIE_PREFIX + accountId, `${deviceId}.${this.sign(deviceId, accountId)}`, {
      secure: this.config.nodeEnv === 'production' || req.protocol === 'https',
      path: DEVICE_COOKIE_PATH,
      maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
  }

  private open(accountId: string, value: string | undefined): string | undefined {
    const [deviceId, signature, ...rest] = value?.split('.') ?? [];
    if (!UUID.test(accountId) || !deviceId || !UUID.test(deviceId) || !signature || rest.length) return undefined;
    const expected = Buffer.from(this.sign(deviceId, accountId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
  }

  private sign(deviceId: string, accountId: string): string {
    return createHmac('sha256', this.key).update(`${deviceId}.${accountId}`).digest('base64url');
  }
}
