import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/fake-socket';
import { getUser } from '../../../services/session';
import { fakeApi, MEMBER, renderApp, signIn } from '../../../test/render';

const RECORD = {
  data: {
    ...MEMBER,
    daysLeft: 300,
    balance: 2,
    memberSubscription: {
      membershipLevel: 'silver',
      startedAt: '2026-01-10T00:00:00.000Z',
      endedAt: '2027-01-10T00:00:00.000Z',
      amount: 100,
      receiptNumber: 'TX123456',
    },
  },
};

describe('settings (spec 2, 5 and 8)', () => {
  it('shows the membership card: Level, Start Date, End Date, Amount Paid, Receipt No', async () => {
    signIn();
    fakeApi({ 'GET /members/*': RECORD });
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
    const api = fakeApi({ 'GET /members/*': RECORD, 'PUT /users/*/password': () => reply });
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
    const api = fakeApi({ 'GET /members/*': RECORD, 'DELETE /users/*': { data: null }, 'GET /*': { data: {} } });
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

describe('dashboard layout (spec 2 and 6)', () => {
  it('offers Settings and logout in the user menu; logout clears the user and goes to /login', async () => {
    signIn();
    fakeApi({ 'GET /members/*': RECORD });
    const { user, router } = renderApp('/dashboard/settings');
    await user.click(await screen.findByTestId('user-menu'));
    const menu = await screen.findByRole('menu', { name: '' }).catch(() => screen.getAllByRole('menu').at(-1)!);
    expect(within(document.body).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    void menu;
    await user.click(screen.getByText('Logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getUser()).toBeNull();
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
