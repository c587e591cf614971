import type { ReceivedMail } from '../mail-sink';
import { randomBytes } from 'node:crypto';
import { ADMIN, type PlatformClient } from './platform-client';

export const PASSWORD = 'Sunflower42';

export interface Account {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
  role: string;
}

let counter = 0;
export function uniqueEmail(label = 'member'): string {
  return `${label}.${Date.now()}.${counter++}.${randomBytes(2).toString('hex')}@example.test`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Test Member',
    email: uniqueEmail(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    isAccepted: true,
    role: 'member',
    ...overrides,
  };
}

/**
 * The `hash` of a mailed link, read the way the member's browser would: from the link's URL, which
 * must point at the platform's WEB_ORIGIN (the test platform's default is http://web.test).
 */
export function hashFromMail(
  mail: ReceivedMail,
  path: '/verification' | '/reset-password' | '/withdrawal/cancel',
  webOrigin = 'http://web.test',
): string {
  const origin = webOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${origin}${path}\\?hash=([^\\s"<]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in mail: ${mail.text}`);
  return decodeURIComponent(match[1]);
}

export async function verificationHash(platform: PlatformClient, email: string): Promise<string> {
  const mail = await platform.mail.waitForMail(email, (m) => m.subject.startsWith('Verify'));
  return hashFromMail(mail, '/verification', platform.config.webOrigin);
}

export async function logIn(platform: PlatformClient, email: string, password: string): Promise<Account> {
  const res = await platform.http.post('/api/members/login').send({ email, password }).expect(200);
  return { ...res.body.data, password };
}

/** Follows the verification link mailed to `email`. */
export async function verifyEmail(platform: PlatformClient, email: string): Promise<void> {
  const hash = await verificationHash(platform, email);
  await platform.http
    .post('/api/users/verify-email')
    .set('Authorization', `Bearer ${hash}`)
    .send({ email })
    .expect(200);
}

/** Registers through the API, follows the mailed link and logs in, as a person would. */
export async function signUp(platform: PlatformClient, overrides: Record<string, unknown> = {}): Promise<Account> {
  const body = registration(overrides);
  await platform.http.post('/api/members/registration').send(body).expect(201);
  await verifyEmail(platform, body.email);
  return logIn(platform, body.email, body.password);
}

export function logInAdmin(platform: PlatformClient): Promise<Account> {
  return logIn(platform, ADMIN.email, ADMIN.password);
}
