import { describe, expect, it, vi } from 'vitest';
import { fakeApi, signIn, uploadOf } from '../../test/render';
import { logOut } from '../logout';
import { getUser, updateUser } from '../session';
import { api, ApiError, replacingToken, setUnauthorizedHandler } from './client';
import { UPLOAD_TEXT } from '../../texts';
import { uploadFile } from './uploads';

describe('the one API client', () => {
  it('sends JSON with its content type, and FormData as multipart without one', async () => {
    signIn();
    const server = fakeApi({ 'POST /echo': { data: 'ok' }, 'POST /uploads': { status: 201, data: uploadOf('a.png') } });
    await api.post('/echo', { a: 1 });
    expect(server.last('POST', '/echo')?.headers['Content-Type']).toBe('application/json');
    expect(server.last('POST', '/echo')?.body).toEqual({ a: 1 });

    const file = new File(['png'], 'a.png', { type: 'image/png' });
    expect(await uploadFile(file)).toEqual(uploadOf('a.png'));
    const upload = server.last('POST', '/uploads')!;
    expect(upload.headers['Content-Type']).toBeUndefined();
    expect(upload.headers.Authorization).toBe('Bearer session-token');
    expect((upload.body as { file: File }).file.name).toBe('a.png');
    expect(server.uploads).toEqual([file]);
  });

  it('answers the paging fields the server puts beside data', async () => {
    fakeApi({
      'GET /tasks': { data: [1, 2], pagination: { page: 2, limit: 2, total: 5, totalPages: 3 } },
      'GET /chats': { data: ['a'], page: 3, hasMore: true },
      'GET /plain': { data: ['b'] },
    });
    expect(await api.getPage<number[]>('/tasks')).toEqual({
      data: [1, 2],
      pagination: { page: 2, limit: 2, total: 5, totalPages: 3 },
    });
    expect(await api.getPage<string[]>('/chats')).toEqual({ data: ['a'], page: 3, hasMore: true });
    expect(await api.getPage<string[]>('/plain')).toEqual({ data: ['b'] });
  });

  it('refuses an upload answer without relativePath, and names a refusal without a message', async () => {
    signIn();
    let reply: object = { data: { path: 'http://web.test/x.png' } };
    fakeApi({ 'POST /uploads': () => reply });
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    await expect(uploadFile(file)).rejects.toThrow(UPLOAD_TEXT.noRelativePath);
    reply = { status: 413, message: '' };
    await expect(uploadFile(file)).rejects.toThrow(UPLOAD_TEXT.failed);
  });

  it('on a 401 of any call, uploads included, removes the user and calls the router’s handler', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    fakeApi({ 'POST /uploads': { status: 401, message: 'User not authenticated.' } });
    signIn();
    const refusal = await uploadFile(new File(['png'], 'a.png', { type: 'image/png' })).catch((error) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(401);
    expect(getUser()).toBeNull();
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('on logout, drops the session’s calls under way and starts none: no 401 from the ended session, no redirect', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    signIn();
    const sent: { path: string; signal?: AbortSignal | null }[] = [];
    let answerLogout = () => undefined as void;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
        const path = String(input);
        sent.push({ path, signal: init.signal });
        if (path.endsWith('/users/logout'))
          return new Promise<Response>((resolve) => {
            answerLogout = () => resolve(new Response(JSON.stringify({ success: true, message: 'OK', data: null })));
          });
        // The dashboard's call, answered 401 by the server once the session is over unless dropped first.
        return new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          setTimeout(
            () => resolve(new Response(JSON.stringify({ success: false, message: 'x', errors: [] }), { status: 401 })),
            20,
          );
        });
      }),
    );
    const settled: string[] = [];
    const watch = (path: string) =>
      api.get(path).then(
        () => settled.push(`${path} answered`),
        () => settled.push(`${path} failed`),
      );

    void watch('/dashboard');
    const ending = logOut();
    void watch('/while-ending');
    answerLogout();
    await ending;
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(sent.map((call) => call.path)).toEqual(['/api/dashboard', '/api/users/logout']);
    expect(sent[0].signal?.aborted).toBe(true);
    expect(settled).toEqual([]);
    expect(unauthorized).not.toHaveBeenCalled();
    expect(getUser()).toBeNull();

    // Signed in again (a test fixture's token may repeat), the calls are answered as ever.
    signIn();
    fakeApi({ 'GET /again': { data: 1 } });
    expect(await api.get('/again')).toBe(1);
  });

  it('on a password change, sends the session’s calls again with the new token, a keyed one with its key', async () => {
    signIn({ token: 'changing-token' });
    const sent: { call: string; auth: string; key?: string; signal?: AbortSignal | null }[] = [];
    let answerChange = () => undefined as void;
    const ok = (data: unknown) => new Response(JSON.stringify({ success: true, message: 'OK', data }));
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
        const headers = init.headers as Record<string, string>;
        const call = `${init.method} ${String(input)}`;
        sent.push({ call, auth: headers.Authorization, key: headers['Idempotency-Key'], signal: init.signal });
        if (call.startsWith('PUT'))
          return new Promise<Response>((resolve) => (answerChange = () => resolve(ok({ token: 'new-token' }))));
        return new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          setTimeout(() => resolve(ok(call)), 20);
        });
      }),
    );

    const read = api.get('/sessions');
    const payout = api.post('/withdrawal-requests', { amount: 5 }, { idempotent: true });
    const change = replacingToken(
      () => api.put<{ token: string }>('/users/1/password', {}),
      (answer) => updateUser({ token: answer.token }),
    );
    const meanwhile = api.get('/two-factor');
    answerChange();
    await change;

    expect(await read).toBe('GET /api/sessions');
    expect(await payout).toBe('POST /api/withdrawal-requests');
    expect(await meanwhile).toBe('GET /api/two-factor');
    const old = 'Bearer changing-token';
    const told = sent.map(({ call, auth }) => `${call} ${auth === old ? 'old' : auth}`);
    expect(told.slice(0, 3)).toEqual([
      'GET /api/sessions old',
      'POST /api/withdrawal-requests old',
      'PUT /api/users/1/password old',
    ]);
    // Then, in whatever order they wake, each once and with the new token only.
    expect(told.slice(3).sort()).toEqual([
      'GET /api/sessions Bearer new-token',
      'GET /api/two-factor Bearer new-token',
      'POST /api/withdrawal-requests Bearer new-token',
    ]);
    // The two sent with the old token were dropped before the change went; the payout kept its key.
    expect([sent[0].signal?.aborted, sent[1].signal?.aborted]).toEqual([true, true]);
    const resent = sent.slice(3).find(({ call }) => call.startsWith('POST'))!;
    expect(resent.key).toBe(sent[1].key);
    expect(getUser()?.token).toBe('new-token');
  });
});
