import { describe, expect, it, vi } from 'vitest';
import { fakeApi, signIn, uploadOf } from '../../test/render';
import { getUser } from '../session';
import { api, ApiError, setUnauthorizedHandler } from './client';
import { uploadFile, UPLOAD_TEXT } from './uploads';

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
});
