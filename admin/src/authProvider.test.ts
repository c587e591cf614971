import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ONLY, authProvider, SecondFactorNeeded } from './authProvider';
import { session } from './session';

function answer(status: number, body: unknown) {
  return vi
    .fn()
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

const login = (role: string) =>
  answer(200, {
    success: true,
    message: 'OK',
    data: { token: `token-of-${role}`, id: 'u1', name: 'Ada', email: 'ada@example.test', role, status: 'active' },
  });

describe('authProvider', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('signs in an administrator through the members login call and keeps the token', async () => {
    const fetch = login('admin');
    vi.stubGlobal('fetch', fetch);
    await authProvider.login({ username: 'ada@example.test', password: 'Sunflower42' });
    expect(fetch).toHaveBeenCalledWith('/api/members/login', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(fetch.mock.calls[0][1].body)).toEqual({ email: 'ada@example.test', password: 'Sunflower42' });
    expect(session.token()).toBe('token-of-admin');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: 'u1', fullName: 'Ada' });
  });

  it.each(['member', 'advertiser', 'member_advertiser'])('refuses a %s and keeps no token', async (role) => {
    vi.stubGlobal('fetch', login(role));
    await expect(authProvider.login({ username: 'm@example.test', password: 'Sunflower42' })).rejects.toThrow(
      ADMIN_ONLY,
    );
    expect(session.token()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it("shows the server's message when the login is refused", async () => {
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Invalid e-mail or password.', errors: [] }));
    await expect(authProvider.login({ username: 'x@example.test', password: 'nope' })).rejects.toThrow(
      'Invalid e-mail or password.',
    );
  });

  it('logs out by ending the session on the server first, then forgetting it', async () => {
    session.save('t', { id: 'u1', name: 'Ada', email: 'ada@example.test' });
    const stored: (string | null)[] = [];
    const fetch = vi.fn(async () => {
      stored.push(session.token());
      return new Response(JSON.stringify({ success: true, message: 'You are signed out.', data: null }));
    });
    vi.stubGlobal('fetch', fetch);
    await authProvider.logout({});
    expect(fetch).toHaveBeenCalledWith(
      '/api/users/logout',
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ Authorization: 'Bearer t' }) }),
    );
    expect(stored).toEqual(['t']);
    expect(session.token()).toBeNull();
  });

  it('forgets the session even when the server cannot be reached, and calls nothing without one', async () => {
    session.save('t', { id: 'u1', name: 'Ada', email: 'ada@example.test' });
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    await authProvider.logout({});
    expect(session.token()).toBeNull();
    await authProvider.logout({});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([401, 403])('signs out on a %i from the API', async (status) => {
    session.save('t', { id: 'u1', name: 'Ada', email: 'ada@example.test' });
    await expect(authProvider.checkError({ status })).rejects.toThrow();
    expect(session.token()).toBeNull();
  });

  it('asks for the code when the password step answers mfaRequired, keeping no token', async () => {
    vi.stubGlobal('fetch', answer(200, { success: true, message: 'Code', data: { mfaRequired: true, mfaToken: 'm' } }));
    const step = authProvider.login({ username: 'ada@example.test', password: 'Sunflower42' });
    await expect(step).rejects.toBeInstanceOf(SecondFactorNeeded);
    await expect(step).rejects.toMatchObject({ mfaToken: 'm' });
    expect(session.token()).toBeNull();
  });

  it('finishes the sign-in with the code, and leads an administrator who must enrol to the set-up', async () => {
    const admin = { token: 'token-of-admin', id: 'u1', name: 'Ada', email: 'ada@example.test', role: 'admin' };
    const status = (enrolmentRequired: boolean) => ({
      data: { totpEnabled: !enrolmentRequired, recoveryCodesLeft: 10, enrolmentRequired },
    });
    let required = false;
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      Response.json(url.startsWith('/api/users/') ? status(required) : { success: true, message: 'OK', data: admin }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(authProvider.login({ mfaToken: 'm', code: '123456' })).resolves.toBeUndefined();
    expect(fetch.mock.calls[0][0]).toBe('/api/members/login/mfa');
    expect(JSON.parse((fetch.mock.calls[0][1] as RequestInit).body as string)).toEqual({
      mfaToken: 'm',
      code: '123456',
    });
    expect(fetch.mock.calls[1][0]).toBe('/api/users/u1/mfa');
    expect(session.token()).toBe('token-of-admin');

    required = true;
    await expect(authProvider.login({ username: 'ada@example.test', password: 'Sunflower42' })).resolves.toEqual({
      redirectTo: '/two-factor',
    });
  });

  it('shows a wrong code as the server words it', async () => {
    const msg = 'This code is not correct, or it was already used.';
    vi.stubGlobal('fetch', answer(422, { success: false, message: msg, errors: [{ param: 'code', msg }] }));
    await expect(authProvider.login({ mfaToken: 'm', code: '000000' })).rejects.toThrow(msg);
  });

  it('leads to the set-up, keeping the session, on a 403 that only enrolment lifts', async () => {
    session.save('t', { id: 'u1', name: 'Ada', email: 'ada@example.test' });
    const error = { status: 403, body: { message: 'Set it up first.', data: { mfaEnrolmentRequired: true } } };
    await expect(authProvider.checkError(error)).rejects.toEqual({
      redirectTo: '/two-factor',
      logoutUser: false,
      message: 'Set it up first.',
    });
    expect(session.token()).toBe('t');
  });

  it('keeps the session on other errors', async () => {
    session.save('t', { id: 'u1', name: 'Ada', email: 'ada@example.test' });
    await expect(authProvider.checkError({ status: 409 })).resolves.toBeUndefined();
    expect(session.token()).toBe('t');
  });
});
