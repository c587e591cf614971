import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getUser } from '../../../services/session';
import { fakeApi, MEMBER, renderApp, signIn } from '../../../test/render';

const login = (role: string, status: string) => ({ data: { ...MEMBER, role, status } });

describe('login (spec 4, 5 and 8)', () => {
  it('keeps the button disabled until e-mail and password are filled, and trims only the e-mail', async () => {
    const api = fakeApi({ 'POST /members/login': login('member', 'active') });
    const { user, router } = renderApp('/login');
    const button = await screen.findByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Email address'), '  ada@example.test ');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), ' Sunflower42 ');
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.last('POST', '/members/login')?.body).toEqual({ email: 'ada@example.test', password: ' Sunflower42 ' });
    expect(getUser()?.token).toBe(MEMBER.token);
  });

  it.each([
    ['member', 'inactive', '/membership'],
    ['member_advertiser', 'pending', '/membership'],
    ['advertiser', 'inactive', '/dashboard/task-management'],
  ])('sends a %s whose status is %s to %s', async (role, status, path) => {
    fakeApi({ 'POST /members/login': login(role, status), 'GET /*': { data: [] } });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email address'), 'a@example.test');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('enables Log in in the keystroke that fills the form, so an Enter right after it signs in', async () => {
    fakeApi({ 'POST /members/login': login('member', 'active') });
    renderApp('/login');
    const email = await screen.findByLabelText('Email address');
    fireEvent.change(email, { target: { value: 'ada@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Sunflower42' } });
    // Checked at once, not waited for: a browser drops an Enter pressed while the button is disabled.
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('lists every server error under general', async () => {
    fakeApi({
      'POST /members/login': {
        status: 403,
        message: 'Refused',
        errors: [
          { param: 'general', msg: 'Please verify your e-mail address before logging in.' },
          { param: 'email', msg: 'Another problem.' },
        ],
      },
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email address'), 'a@example.test');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByTestId('general-errors');
    expect(alert).toHaveTextContent('Please verify your e-mail address before logging in.');
    expect(alert).toHaveTextContent('Another problem.');
  });

  it('redirects a signed-in visitor by role', async () => {
    signIn({ role: 'advertiser', status: 'inactive' });
    fakeApi({});
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/task-management'));
  });
});
