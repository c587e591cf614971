import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getUser } from '../../../services/session';
import { fakeApi, MEMBER, renderApp, signIn } from '../../../test/render';

describe('logout screen (spec 2)', () => {
  it('ends the session on the server, clears the stored user and says goodbye with a way back', async () => {
    const api = fakeApi({ 'POST /users/logout': { data: null } });
    signIn();
    const { router } = renderApp('/logout');
    expect(await screen.findByText('See you again!')).toBeInTheDocument();
    expect(screen.getByText(/you are now successfully signed out/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(getUser()).toBeNull());
    expect(api.calls.filter((call) => call.path === '/users/logout')).toHaveLength(1);
    expect(api.last('POST', '/users/logout')?.headers.Authorization).toBe(`Bearer ${MEMBER.token}`);
    expect(router.state.location.pathname).toBe('/logout');
  });

  it('stays on the goodbye when the session had already ended (401), and calls nothing without one', async () => {
    const api = fakeApi({ 'POST /users/logout': { status: 401, message: 'User not authenticated.' } });
    signIn();
    const { router, unmount } = renderApp('/logout');
    await waitFor(() => expect(getUser()).toBeNull());
    expect(await screen.findByText('See you again!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/logout');
    unmount();

    renderApp('/logout');
    expect(await screen.findByText('See you again!')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('forgets the session at once: Return to Login pressed before the server answers shows the login', async () => {
    let answer = () => undefined as void;
    const api = fakeApi({
      'POST /users/logout': () => new Promise((resolve) => (answer = () => resolve({ data: null }))),
    });
    signIn();
    const { router } = renderApp('/logout');
    await userEvent.click(await screen.findByRole('link', { name: 'Return to Login' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getUser()).toBeNull();

    answer();
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/users/logout')).toHaveLength(1));
    expect(api.last('POST', '/users/logout')?.headers.Authorization).toBe(`Bearer ${MEMBER.token}`);
    expect(router.state.location.pathname).toBe('/login');
  });
});
