import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/fake-socket';
import { getUser } from '../../../services/session';
import { fakeApi, MEMBER, renderApp, signIn } from '../../../test/render';
import { SUBSCRIBED_RECORD } from './fixtures';

const SESSIONS = [
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000003',
    createdAt: '2026-11-20T09:00:00.000Z',
    lastSeenAt: '2026-11-23T10:00:00.000Z',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    current: true,
  },
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000002',
    createdAt: '2026-11-18T09:00:00.000Z',
    lastSeenAt: '2026-11-22T10:00:00.000Z',
    ip: '198.51.100.4',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile Safari/604.1',
    current: false,
  },
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    createdAt: '2026-11-01T09:00:00.000Z',
    lastSeenAt: '2026-11-02T10:00:00.000Z',
    ip: '192.0.2.9',
    userAgent: 'curl/8.5.0',
    current: false,
  },
];

/** The server's sessions of the member: listed, ended one by one or all but the current one. */
function serverSessions() {
  let live = [...SESSIONS];
  return {
    'GET /members/*': SUBSCRIBED_RECORD,
    [`GET /users/${MEMBER.id}/sessions`]: () => ({ data: live }),
    [`DELETE /users/${MEMBER.id}/sessions/*`]: (call: { path: string }) => {
      const id = call.path.split('/').pop();
      if (!live.some((session) => session.id === id && !session.current))
        return { status: 404, message: 'This session does not exist or has already ended.' };
      live = live.filter((session) => session.id !== id);
      return { data: null };
    },
    [`DELETE /users/${MEMBER.id}/sessions`]: () => {
      live = live.filter((session) => session.current);
      return { data: null };
    },
  };
}

describe('settings (spec 2, 5 and 8)', () => {
  it('shows the membership card: Level, Start Date, End Date, Amount Paid, Receipt No', async () => {
    signIn();
    fakeApi({ 'GET /members/*': SUBSCRIBED_RECORD });
    renderApp('/dashboard/settings');
    expect(await screen.findByText('TX123456')).toBeInTheDocument();
    for (const label of ['Level', 'Start Date', 'End Date', 'Amount Paid', 'Receipt No']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('$100.00')).toBeInTheDocument();
    expect(screen.getByText('silver')).toBeInTheDocument();
  });

  it('changes the password: all three required, errors by field, the fresh token kept', async () => {
    signIn();
    let reply: object = { status: 400, errors: [{ param: 'oldPassword', msg: 'The old password is not correct.' }] };
    const api = fakeApi({ 'GET /members/*': SUBSCRIBED_RECORD, 'PUT /users/*/password': () => reply });
    const { user } = renderApp('/dashboard/settings');
    const update = await screen.findByRole('button', { name: 'Update Password' });
    await user.click(update);
    expect(await screen.findByText('Enter your old password.')).toBeInTheDocument();
    expect(screen.getByText('Enter a new password.')).toBeInTheDocument();
    expect(screen.getByText('Confirm the new password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Old Password'), 'Sunflower42');
    await user.type(screen.getByLabelText('New Password'), 'Sunflower43');
    await user.type(screen.getByLabelText('Confirm Password'), 'Sunflower43');
    await user.click(update);
    expect(await screen.findByText('The old password is not correct.')).toBeInTheDocument();
    reply = { data: { token: 'fresh-token' } };
    await user.click(update);
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(getUser()?.token).toBe('fresh-token');
    expect(api.last('PUT', `/users/${MEMBER.id}/password`)?.body).toEqual({
      oldPassword: 'Sunflower42',
      newPassword: 'Sunflower43',
      confirmPassword: 'Sunflower43',
    });
  });

  it('terminates only after the browser confirmation, then logs out and goes home', async () => {
    signIn();
    const api = fakeApi({
      'GET /members/*': SUBSCRIBED_RECORD,
      'GET /users/*/sessions': { data: SESSIONS },
      'DELETE /users/*': { data: null },
      'GET /*': { data: {} },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, router } = renderApp('/dashboard/settings');
    const button = await screen.findByRole('button', { name: 'Deactivate Account' });
    await user.click(button);
    expect(confirm).toHaveBeenLastCalledWith(
      'Make sure you have withdrawn all fund before deactivating your account. All saved settings and balances will be lost.',
    );
    expect(api.last('DELETE', '/users/')).toBeUndefined();
    await user.click(button);
    expect(await screen.findByText('Your account removed')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.last('DELETE', `/users/${MEMBER.id}`)).toBeDefined();
    expect(getUser()).toBeNull();
  });
});

describe('sessions card', () => {
  const card = async () => within(await screen.findByRole('list', { name: 'Sessions' }));

  it('lists each signed-in device with its IP and times, this device marked and without a Sign out', async () => {
    signIn();
    fakeApi(serverSessions());
    renderApp('/dashboard/settings');
    const sessions = await card();
    await waitFor(() => expect(sessions.getAllByRole('listitem')).toHaveLength(3));
    const [mine, phone, script] = sessions.getAllByRole('listitem');
    expect(within(mine).getByText('Chrome on Linux')).toBeInTheDocument();
    expect(within(mine).getByText('This device')).toBeInTheDocument();
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(mine).getByText(/203\.0\.113\.7/)).toHaveTextContent(
      `Signed in ${new Date(SESSIONS[0].createdAt).toLocaleString()} · Last seen ${new Date(SESSIONS[0].lastSeenAt).toLocaleString()}`,
    );
    expect(within(phone).getByText('Safari on iOS')).toBeInTheDocument();
    expect(within(phone).queryByText('This device')).toBeNull();
    expect(within(phone).getByRole('button', { name: 'Sign out Safari on iOS (198.51.100.4)' })).toBeEnabled();
    expect(within(script).getByText('curl/8.5.0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeEnabled();
  });

  it('signs out one other device and lists what is left', async () => {
    signIn();
    const api = fakeApi(serverSessions());
    const { user } = renderApp('/dashboard/settings');
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS (198.51.100.4)' }));
    expect(await screen.findByText('That device is signed out.')).toBeInTheDocument();
    expect(api.last('DELETE', '/users/')?.path).toBe(`/users/${MEMBER.id}/sessions/${SESSIONS[1].id}`);
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(screen.getByText('curl/8.5.0')).toBeInTheDocument();
    expect(getUser()).toEqual(MEMBER);
  });

  it('signs out everywhere else in one call, keeping this device', async () => {
    signIn();
    const api = fakeApi(serverSessions());
    const { user } = renderApp('/dashboard/settings');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Every other device is signed out.')).toBeInTheDocument();
    expect(api.last('DELETE', '/users/')?.path).toBe(`/users/${MEMBER.id}/sessions`);
    const sessions = await card();
    await waitFor(() => expect(sessions.getAllByRole('listitem')).toHaveLength(1));
    expect(sessions.getByText('This device')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('shows a failed list as an alert', async () => {
    signIn();
    fakeApi({
      'GET /members/*': SUBSCRIBED_RECORD,
      'GET /users/*/sessions': { status: 503, message: 'Try again later.' },
    });
    renderApp('/dashboard/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later.');
  });
});

describe('dashboard layout (spec 2 and 6)', () => {
  it('offers Settings and logout in the user menu; logout ends the session, clears the user and says goodbye', async () => {
    signIn();
    const storedAtLogout: unknown[] = [];
    const api = fakeApi({
      'GET /members/*': SUBSCRIBED_RECORD,
      'POST /users/logout': () => {
        storedAtLogout.push(getUser());
        return { data: null };
      },
    });
    const { user, router } = renderApp('/dashboard/settings');
    await user.click(await screen.findByTestId('user-menu'));
    const menu = await screen.findByRole('menu', { name: '' }).catch(() => screen.getAllByRole('menu').at(-1)!);
    expect(within(document.body).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    void menu;
    await user.click(screen.getByText('Logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(await screen.findByText('See you again!')).toBeInTheDocument();
    await waitFor(() => expect(getUser()).toBeNull());
    // The device forgot the session before the server ended it with the token the device held.
    expect(storedAtLogout).toEqual([null]);
    expect(api.last('POST', '/users/logout')?.headers.Authorization).toBe(`Bearer ${MEMBER.token}`);
  });

  it('still logs out when the server cannot end the session', async () => {
    signIn();
    fakeApi({
      'GET /members/*': SUBSCRIBED_RECORD,
      'POST /users/logout': { status: 500, message: 'Something went wrong.' },
    });
    const { user, router } = renderApp('/dashboard/settings');
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByText('Logout'));
    expect(await screen.findByText('See you again!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/logout');
    await waitFor(() => expect(getUser()).toBeNull());
  });

  it('sends a member away from task management to errors/404, and a role-less session too', async () => {
    signIn();
    fakeApi({});
    const first = renderApp('/dashboard/task-management');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/errors/404'));
    first.unmount();
    signIn({ role: undefined as never });
    localStorage.setItem('isDark', 'true');
    const second = renderApp('/dashboard/referrals');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/errors/404'));
    expect(localStorage.length).toBe(0);
  });

  it('opens the deep dashboard routes in the layout, with the menu beside them', async () => {
    signIn({ role: 'member_advertiser' });
    fakeApi({});
    renderApp('/dashboard/seminars/7/sections/3');
    expect(await screen.findByText('This section does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Task Management' })).toHaveAttribute('href', '/dashboard/task-management');
  });
});
