import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getUser } from '../../../services/session';
import { fakeApi, MEMBER, renderApp } from '../../../test/render';

const CHALLENGE = { data: { mfaRequired: true, mfaToken: 'mfa-token' } };

async function passwordStep(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Email address'), 'ada@example.test');
  await user.type(screen.getByLabelText('Password'), 'Sunflower42');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login with two-factor sign-in on', () => {
  it('asks for the authenticator code, then signs in as login does', async () => {
    const api = fakeApi({
      'POST /members/login': CHALLENGE,
      'POST /members/login/mfa': { data: MEMBER },
      'GET /*': { data: [] },
    });
    const { user, router } = renderApp('/login');
    await passwordStep(user);

    const code = await screen.findByLabelText('Authentication code');
    expect(getUser()).toBeNull();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.type(code, '12a3 456');
    expect(code).toHaveValue('123456');
    await user.click(verify);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.last('POST', '/members/login/mfa')?.body).toEqual({ mfaToken: 'mfa-token', code: '123456' });
    expect(getUser()?.token).toBe(MEMBER.token);
  });

  it('takes a recovery code instead, and shows a wrong code under general', async () => {
    let reply: object = { status: 422, errors: [{ param: 'code', msg: 'This code is not correct.' }] };
    const api = fakeApi({
      'POST /members/login': CHALLENGE,
      'POST /members/login/mfa': () => reply,
      'GET /*': { data: [] },
    });
    const { user, router } = renderApp('/login');
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const code = screen.getByLabelText('Recovery code');
    expect(code).toHaveAttribute('autocomplete', 'off');
    await user.type(code, 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('general-errors')).toHaveTextContent('This code is not correct.');

    reply = { data: MEMBER };
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.last('POST', '/members/login/mfa')?.body).toEqual({ mfaToken: 'mfa-token', code: 'abcde-fghjk' });
  });

  it('sends the user back to the password when the step expired', async () => {
    fakeApi({
      'POST /members/login': CHALLENGE,
      'POST /members/login/mfa': {
        status: 401,
        errors: [{ param: 'general', msg: 'This sign-in step has expired. Please log in again.' }],
      },
    });
    const { user } = renderApp('/login');
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('general-errors')).toHaveTextContent('This sign-in step has expired.');
    await user.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(getUser()).toBeNull();
  });
});
