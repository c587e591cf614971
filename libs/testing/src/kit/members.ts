import { waitFor } from '../wait-for';
import { randomBytes } from 'node:crypto';
import { logInAdmin, signUp, type Account } from './accounts';
import type { PlatformClient } from './platform-client';

export const bearer = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

/**
 * Calls made as `who`, with the session token as the bearer. The platform is read at call time,
 * since a spec starts it in beforeAll: `const { get, post } = signedCalls(() => platform)`.
 */
export function signedCalls(platformOf: () => PlatformClient) {
  const http = () => platformOf().http;
  return {
    get: (path: string, who: Account) => http().get(path).set(bearer(who)),
    post: (path: string, who: Account, body: object = {}) => http().post(path).set(bearer(who)).send(body),
    put: (path: string, who: Account, body: object) => http().put(path).set(bearer(who)).send(body),
    del: (path: string, who: Account) => http().delete(path).set(bearer(who)),
  };
}

/** A UTC-midnight ISO date of today, as the membership page sends it. */
export const todayUtc = () => `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;

export const newTxid = () => randomBytes(32).toString('hex');

/** Polls the member record until the worker has activated the membership. */
export async function waitUntilActive(platform: PlatformClient, member: Account): Promise<void> {
  await waitFor(
    async () => {
      const res = await platform.http.get(`/api/members/${member.id}`).set(bearer(member));
      return res.body.data?.status === 'active' && res.body.data.daysLeft > 0;
    },
    { what: 'an active membership' },
  );
}

/** A verified member on the free bronze level, activated by the worker. */
export async function freeMember(platform: PlatformClient, overrides: Record<string, unknown> = {}): Promise<Account> {
  const member = await signUp(platform, overrides);
  await platform.http
    .post('/api/members/subscription')
    .set(bearer(member))
    .send({ level: 'bronze', receipt: 'FREE', amount: 0, startedAt: todayUtc() })
    .expect(201);
  await waitUntilActive(platform, member);
  return member;
}

/** A member of a paid level, by USDT transfer proof approved by the administrator. */
export async function paidMember(
  platform: PlatformClient,
  level: 'bronze' | 'silver' | 'gold' | 'cash',
  price: number,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const member = await signUp(platform, overrides);
  await upgrade(platform, member, level, price);
  return member;
}

export async function upgrade(platform: PlatformClient, member: Account, level: string, price: number): Promise<void> {
  const request = await platform.http
    .post('/api/members/subscription')
    .set(bearer(member))
    .send({ level, receipt: newTxid(), amount: price, startedAt: todayUtc() })
    .expect(201);
  const admin = await logInAdmin(platform);
  await platform.http
    .post(`/api/admin/membership-requests/${request.body.data.id}/approve`)
    .set(bearer(admin))
    .send({})
    .expect(200);
  await waitUntilActive(platform, member);
}

/** Credits bought the way a member buys them: a transfer proof approved by the administrator. */
/** Buys `credits` for the member, approved by the administrator; answers the member. */
export async function buyCredits(platform: PlatformClient, member: Account, credits: number): Promise<Account> {
  const request = await platform.http
    .post('/api/users/create/credit/balance')
    .set(bearer(member))
    .send({ sendCreditAmount: credits, purchaseDate: '01-11-2026', txid: newTxid() })
    .expect(201);
  const admin = await logInAdmin(platform);
  await platform.http
    .post(`/api/admin/credit-purchases/${request.body.data.id}/approve`)
    .set(bearer(admin))
    .send({})
    .expect(200);
  return member;
}

export async function balanceOf(platform: PlatformClient, member: Account): Promise<number> {
  const res = await platform.http.get(`/api/members/${member.id}/balance`).set(bearer(member)).expect(200);
  return res.body.data.balance;
}

/** Waits until the settled balance reaches the expected figure (the worker settles asynchronously). */
export function waitForBalance(platform: PlatformClient, member: Account, expected: number): Promise<number> {
  return waitFor(async () => ((await balanceOf(platform, member)) === expected ? expected : undefined), {
    what: `balance ${expected}`,
  });
}
