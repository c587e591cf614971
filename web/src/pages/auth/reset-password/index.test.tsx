import { MSG } from '@earnwave/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp } from '../../../test/render';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const HASH = `${base64url({ alg: 'HS256' })}.${base64url({ email: 'ada@example.test', purpose: 'reset' })}.sig`;

describe('reset password (spec 2, 5 and 8)', () => {
  it("says 'The link is not valid.' without a hash", async () => {
    fakeApi({});
    renderApp('/reset-password');
    expect(await screen.findByText('The link is not valid.')).toBeInTheDocument();
  });

  it('needs both passwords, sends them with the e-mail of the hash, then goes to login', async () => {
    const api = fakeApi({ 'POST /users/reset-password': { data: { email: 'ada@example.test' } } });
    const { user, router } = renderApp(`/reset-password?hash=${HASH}`);
    const button = await screen.findByRole('button', { name: 'Set password' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('New Password'), 'Sunflower43');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm Password'), 'Sunflower43');
    await user.click(button);
    expect(await screen.findByText('Login with your new password')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const call = api.last('POST', '/users/reset-password')!;
    expect(call.body).toEqual({ password: 'Sunflower43', confirmPassword: 'Sunflower43', email: 'ada@example.test' });
    expect(call.headers.Authorization).toBe(`Bearer ${HASH}`);
  });

  it('shows errors for password, confirmPassword and general', async () => {
    fakeApi({
      'POST /users/reset-password': {
        status: 400,
        errors: [
          { param: 'password', msg: 'Too weak.' },
          { param: 'confirmPassword', msg: 'Does not match.' },
          { param: 'general', msg: 'This link has already been used.' },
        ],
      },
    });
    const { user } = renderApp(`/reset-password?hash=${HASH}`);
    await user.type(await screen.findByLabelText('New Password'), 'a');
    await user.type(screen.getByLabelText('Confirm Password'), 'b');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Too weak.')).toBeInTheDocument();
    expect(screen.getByText('Does not match.')).toBeInTheDocument();
    expect(screen.getByTestId('general-errors')).toHaveTextContent('This link has already been used.');
  });

  it('shows why the server refused the new password under the New Password field', async () => {
    fakeApi({
      'POST /users/reset-password': {
        status: 400,
        message: MSG.passwordCommon,
        errors: [{ param: 'password', msg: MSG.passwordCommon }],
      },
    });
    const { user } = renderApp(`/reset-password?hash=${HASH}`);
    await user.type(await screen.findByLabelText('New Password'), 'Iloveyou1');
    await user.type(screen.getByLabelText('Confirm Password'), 'Iloveyou1');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(MSG.passwordCommon));
  });
});
