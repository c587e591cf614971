import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changedFields, createDataProvider } from './dataProvider';
import { session } from './session';

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi
    .fn()
    .mockImplementation(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
    );
}

const headerOf = (fetch: ReturnType<typeof vi.fn>, name: string) =>
  (fetch.mock.calls[0][1] as RequestInit & { headers: Headers }).headers.get(name);

describe('dataProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    session.save('admin-token', { id: 'a1', name: 'Admin', email: 'admin@example.test' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists in simple-rest dialect with the bearer, and reads the total from Content-Range', async () => {
    const fetch = respond(200, [{ id: 'w1', amount: 5 }], { 'Content-Range': 'withdrawals 0-0/37' });
    vi.stubGlobal('fetch', fetch);
    const result = await createDataProvider().getList('withdrawals', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'pending' },
    });
    expect(result).toEqual({ data: [{ id: 'w1', amount: 5 }], total: 37 });
    const url = new URL(fetch.mock.calls[0][0] as string, 'http://x');
    expect(url.pathname).toBe('/api/admin/withdrawals');
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([10, 19]);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ status: 'pending' });
    expect(headerOf(fetch, 'Authorization')).toBe('Bearer admin-token');
  });

  it('approves and rejects through the decision calls', async () => {
    const fetch = respond(200, { id: 'w1', status: 'approved' });
    vi.stubGlobal('fetch', fetch);
    const provider = createDataProvider();
    await provider.approve('withdrawals', 'w1', { txid: 'abc123' });
    expect(fetch.mock.calls[0][0]).toBe('/api/admin/withdrawals/w1/approve');
    expect(JSON.parse(fetch.mock.calls[0][1].body)).toEqual({ txid: 'abc123' });
    await provider.reject('credit-purchases', 'c1', 'No transfer');
    expect(fetch.mock.calls[1][0]).toBe('/api/admin/credit-purchases/c1/reject');
    expect(JSON.parse(fetch.mock.calls[1][1].body)).toEqual({ reason: 'No transfer' });
    expect(headerOf(fetch, 'Authorization')).toBe('Bearer admin-token');
  });

  it("fails with the server's message and status", async () => {
    vi.stubGlobal('fetch', respond(409, { success: false, message: 'This request was already decided.', errors: [] }));
    await expect(createDataProvider().approve('withdrawals', 'w1', { txid: 'x' })).rejects.toMatchObject({
      message: 'This request was already decided.',
      status: 409,
    });
  });

  it('updates with only the changed fields, never the read-only ones', async () => {
    const fetch = respond(200, { id: 'gold', price: 12 });
    vi.stubGlobal('fetch', fetch);
    await createDataProvider().update('membership-levels', {
      id: 'gold',
      data: { id: 'gold', slug: 'gold', price: 12, title: 'Gold', updatedAt: 'now' },
      previousData: { id: 'gold', slug: 'gold', price: 10, title: 'Gold', updatedAt: 'then' },
    });
    expect(fetch.mock.calls[0][0]).toBe('/api/admin/membership-levels/gold');
    expect(fetch.mock.calls[0][1].method).toBe('PUT');
    expect(JSON.parse(fetch.mock.calls[0][1].body)).toEqual({ price: 12 });
  });

  it('uploads content as multipart', async () => {
    const fetch = respond(201, { id: 'c1', type: 'image' });
    vi.stubGlobal('fetch', fetch);
    const rawFile = new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' });
    await createDataProvider().create('contents', { data: { file: { rawFile }, title: 'A', enabled: true } });
    const body = fetch.mock.calls[0][1].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('title')).toBe('A');
    expect((body.get('file') as File).name).toBe('a.png');
    expect(headerOf(fetch, 'Content-Type')).toBeNull();
  });

  it('compares nested values when finding changed fields', () => {
    expect(changedFields({ value: { a: 1 }, label: 'x' }, { value: { a: 1 }, label: 'y' })).toEqual({});
    expect(changedFields({ value: { a: 2 } }, { value: { a: 1 } })).toEqual({ value: { a: 2 } });
  });
});
