import { MSG } from '@earnwave/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registeredEmail } from '../../../services/session';
import { fakeApi, renderApp } from '../../../test/render';

async function fillAll(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email address'), ' ada@example.test ');
  await user.type(screen.getByLabelText('Password'), 'Sunflower42');
  await user.type(screen.getByLabelText('Confirm Password'), 'Sunflower42');
}

describe('registration (spec 2, 4, 5 and 8)', () => {
  it('keeps Register disabled until name, e-mail, both passwords, the terms and the role are set', async () => {
    fakeApi({});
    const { user } = renderApp('/register');
    const button = await screen.findByRole('button', { name: 'Register' });
    expect(button).toBeDisabled();
    await fillAll(user);
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(button).toBeEnabled();
  });

  it('trims the e-mail as typed, defaults the role to member_advertiser and prefills ?referral-id=', async () => {
    const api = fakeApi({ 'POST /members/registration': { status: 201, data: {} } });
    const { user, router } = renderApp('/register?referral-id=ABC123');
    expect(await screen.findByLabelText('Referral code')).toHaveValue('ABC123');
    await fillAll(user);
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.test');
    await user.click(screen.getByRole('checkbox'));
    let navigatedAt = 0;
    const stop = router.subscribe((state) => {
      if (state.location.pathname === '/confirm-mail') navigatedAt = Date.now();
    });
    const clickedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Successfully registered as Ada Lovelace')).toBeInTheDocument();
    expect(api.last('POST', '/members/registration')?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      password: 'Sunflower42',
      confirmPassword: 'Sunflower42',
      isAccepted: true,
      referralCode: 'ABC123',
      role: 'member_advertiser',
    });
    expect(registeredEmail()).toBe('ada@example.test');
    // Spec 9: the redirect comes 1 second after the answer.
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm-mail'), { timeout: 5000 });
    stop();
    expect(navigatedAt - clickedAt).toBeGreaterThanOrEqual(1000);
  });

  it('toasts the server message and shows its errors by field and under general', async () => {
    fakeApi({
      'POST /members/registration': {
        status: 400,
        message: 'Please check the highlighted fields.',
        errors: [
          { param: 'email', msg: 'This e-mail address is already registered.' },
          { param: 'password', msg: 'Password must be 8 to 128 characters.' },
          { param: 'general', msg: 'This referral code does not exist.' },
        ],
      },
    });
    const { user } = renderApp('/register');
    await fillAll(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('This e-mail address is already registered.')).toBeInTheDocument();
    expect(screen.getByText('Password must be 8 to 128 characters.')).toBeInTheDocument();
    expect(screen.getByTestId('general-errors')).toHaveTextContent('This referral code does not exist.');
  });

  it('sends the password as typed and shows why the server refused it under the Password field', async () => {
    const api = fakeApi({
      'POST /members/registration': {
        status: 400,
        message: MSG.passwordCommon,
        errors: [{ param: 'password', msg: MSG.passwordCommon }],
      },
    });
    const { user } = renderApp('/register');
    await user.type(await screen.findByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), ' Password123 ');
    await user.type(screen.getByLabelText('Confirm Password'), ' Password123 ');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(MSG.passwordCommon));
    expect(api.last('POST', '/members/registration')?.body).toMatchObject({
      password: ' Password123 ',
      confirmPassword: ' Password123 ',
    });
  });
});
