import type { Response } from 'supertest';
import type { Account } from './accounts';
import { bearer } from './members';
import type { PlatformClient } from './platform-client';

/** ra-data-simple-rest's list query: `sort`, `range` and `filter` as JSON. */
export function listQuery(options: { sort?: [string, string]; range?: [number, number]; filter?: object } = {}) {
  const query: Record<string, string> = {};
  if (options.sort) query.sort = JSON.stringify(options.sort);
  if (options.range) query.range = JSON.stringify(options.range);
  if (options.filter) query.filter = JSON.stringify(options.filter);
  return query;
}

/** A list call of the admin API as the console makes it. */
export function adminList(
  platform: PlatformClient,
  admin: Account,
  resource: string,
  options: Parameters<typeof listQuery>[0] = {},
) {
  return platform.http.get(`/api/admin/${resource}`).query(listQuery(options)).set(bearer(admin));
}

/** The total a list answer's Content-Range states (`withdrawals 0-24/319` → 319). */
export function totalOf(res: Response): number {
  const range = res.headers['content-range'];
  if (!range) throw new Error('no Content-Range header');
  return Number(range.split('/').pop());
}
