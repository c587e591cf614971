import { fetchUtils, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import type { WireAnswer, WireSchema } from '@earnwave/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import { session } from './session';

export const API_URL = '/api/admin';

/** Every call carries the administrator's bearer token; errors carry the server's message (fetchJson reads `message`). */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = session.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
}

/** Fields the server computes: never sent back on an update. */
const READ_ONLY = new Set([
  'id',
  'slug',
  'createdAt',
  'updatedAt',
  'activeMembers',
  'sortOrder',
  'url',
  'views',
  'label',
  'format',
]);

/** Fields read-only elsewhere that a resource's form edits (the task pricing dropdown's order, seminars' order). */
const WRITABLE: Record<string, ReadonlySet<string>> = {
  'task-prices': new Set(['sortOrder']),
  seminars: new Set(['sortOrder']),
  'seminar-sections': new Set(['sortOrder']),
  'seminar-media': new Set(['sortOrder']),
};

/** The fields of a form that changed: the admin API's PUT takes the fields to change and refuses unknown ones. */
export function changedFields(
  data: Record<string, unknown>,
  previous: Record<string, unknown> = {},
  writable: ReadonlySet<string> = new Set(),
) {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([field, value]) =>
        (!READ_ONLY.has(field) || writable.has(field)) && JSON.stringify(value) !== JSON.stringify(previous[field]),
    ),
  );
}

export type MemberAction = 'deactivate' | 'reactivate' | 'resend-verification';

export interface AdminDataProvider extends DataProvider {
  /** `override`: why a deposit is approved although its chain check did not verify it. */
  approve(resource: string, id: Identifier, body?: { txid?: string; override?: string }): Promise<{ data: RaRecord }>;
  /** An empty reason lets the server take a chain mismatch's detail (or refuse). */
  reject(resource: string, id: Identifier, reason: string): Promise<{ data: RaRecord }>;
  memberAction(id: Identifier, action: MemberAction): Promise<{ data: RaRecord }>;
  /** Hides a post (with the reason its author reads) or shows it again. */
  moderatePost(id: Identifier, action: 'hide' | 'unhide', reason?: string): Promise<{ data: RaRecord }>;
  previewOption(key: string, value: unknown): Promise<{ data: { id: string; value: unknown } }>;
  getDashboard(): Promise<{ data: Dashboard }>;
  openQueueBoard(): Promise<{ data: WireAnswer<'AdminDashboardController_ticket'> }>;
  /** Records that a refused card payment was refunded in the card provider's dashboard. */
  markRefunded(id: Identifier): Promise<{ data: RefusedCardPaymentRecord }>;
}

export type QueueHealth = WireSchema<'QueueHealth'>;

export type Dashboard = WireAnswer<'AdminDashboardController_summary'>;

/** A kept ledger check (GET admin/ledger-checks): each list holds what it found of one kind. */
export type LedgerCheckRecord = WireSchema<'LedgerCheckRecord'>;

/** A paid card checkout the server refused, listed for refund (GET admin/refused-card-payments). */
export type RefusedCardPaymentRecord = WireSchema<'AdminRefusedCardPaymentRecord'>;

const post = async (path: string, body: unknown = {}) => {
  const { json } = await httpClient(`${API_URL}/${path}`, { method: 'POST', body: JSON.stringify(body) });
  return { data: json };
};

export function createDataProvider(): AdminDataProvider {
  const base = simpleRestProvider(API_URL, httpClient);
  return {
    ...base,
    update: (resource, params) =>
      httpClient(`${API_URL}/${resource}/${encodeURIComponent(params.id)}`, {
        method: 'PUT',
        body: JSON.stringify(changedFields(params.data, params.previousData, WRITABLE[resource])),
      }).then(({ json }) => ({ data: json })),

    /** Viewing content is created by uploading its file (multipart); the rest as JSON. */
    create: async (resource, params) => {
      if (resource !== 'contents') return base.create(resource, params);
      const form = new FormData();
      const file = (params.data.file as { rawFile?: File } | undefined)?.rawFile;
      if (file) form.append('file', file);
      if (params.data.title) form.append('title', String(params.data.title));
      if (params.data.enabled !== undefined) form.append('enabled', String(params.data.enabled));
      const { json } = await httpClient(`${API_URL}/contents`, { method: 'POST', body: form });
      return { data: json };
    },

    approve: (resource, id, body = {}) => post(`${resource}/${encodeURIComponent(id)}/approve`, body),
    reject: (resource, id, reason) => post(`${resource}/${encodeURIComponent(id)}/reject`, { reason }),
    memberAction: (id, action) => post(`members/${encodeURIComponent(id)}/${action}`),
    moderatePost: (id, action, reason) =>
      post(`posts/${encodeURIComponent(id)}/${action}`, action === 'hide' ? { reason } : {}),
    previewOption: (key, value) => post(`options/${encodeURIComponent(key)}/preview`, { value }),
    getDashboard: async () => ({ data: (await httpClient(`${API_URL}/dashboard`)).json as Dashboard }),
    openQueueBoard: () => post('queue-board-ticket'),
    markRefunded: async (id) =>
      (await post(`refused-card-payments/${encodeURIComponent(id)}/refunded`)) as { data: RefusedCardPaymentRecord },
  };
}

export const dataProvider = createDataProvider();
