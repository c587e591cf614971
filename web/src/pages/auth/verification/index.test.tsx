import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp } from '../../../test/render';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const HASH = `${base64url({ alg: 'HS256' })}.${base64url({ email: 'ada@example.test', purpose: 'verify' })}.signature`;

describe('verification (spec 2 and 7)', () => {
  it('sends the e-mail read from the hash, with the hash as bearer, and says it is verified', async () => {
    const api = fakeApi({ 'POST /users/verify-email': { data: { email: 'ada@example.test' } } });
    renderApp(`/verification?hash=${HASH}`);
    expect(await screen.findByText('Your e-mail is verified')).toBeInTheDocument();
    const call = api.last('POST', '/users/verify-email')!;
    expect(call.body).toEqual({ email: 'ada@example.test' });
    expect(call.headers.Authorization).toBe(`Bearer ${HASH}`);
  });

  it("says 'Sorry link is not enable' without a hash", async () => {
    const api = fakeApi({});
    renderApp('/verification');
    expect(await screen.findByText('Sorry link is not enable')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Sorry link is not enable' when the server refuses the link", async () => {
    fakeApi({ 'POST /users/verify-email': { status: 401, message: 'The link is not valid.' } });
    renderApp(`/verification?hash=${HASH}x`);
    expect(await screen.findByText('Sorry link is not enable')).toBeInTheDocument();
  });
});
