import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, testDataProvider } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../authProvider';
import { i18nProvider } from '../i18nProvider';
import { session } from '../session';
import { LoginPage } from './LoginPage';
import { TwoFactorPage } from './TwoFactorPage';

const ADMIN = { token: 'admin-token', id: 'a1', name: 'Ada', email: 'admin@example.test', role: 'admin' };
type Reply = { status?: number; body: unknown };

/** The API at the network edge: each call answered by path and method, and recorded. */
function fakeFetch(answer: (url: string, init: RequestInit) => Reply) {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const { status = 200, body } = answer(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const ok = (data: unknown): Reply => ({ body: { success: true, message: 'OK', data } });
const bodyOf = (fetch: ReturnType<typeof fakeFetch>, url: string) =>
  JSON.parse(fetch.mock.calls.findLast(([called]) => called === url)![1]!.body as string);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
function renderAt(url: string, page: React.ReactElement) {
  return render(
    <TestMemoryRouter initialEntries={[url]}>
      <AdminContext authProvider={authProvider} dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/login" element={page} />
          <Route path="/two-factor" element={page} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Where />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

// The first render loads MUI and react-admin: slow on a busy machine.
describe('two-factor sign-in in the console', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('signs in with the password, then the authenticator code', async () => {
    const fetch = fakeFetch((url) =>
      url === '/api/members/login'
        ? ok({ mfaRequired: true, mfaToken: 'mfa-token' })
        : url === '/api/members/login/mfa'
          ? ok(ADMIN)
          : ok({ totpEnabled: true, recoveryCodesLeft: 10, enrolmentRequired: false }),
    );
    renderAt('/login', <LoginPage />);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'admin@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Admin-Test-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(session.token()).toBeNull();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(session.token()).toBe('admin-token'));
    expect(bodyOf(fetch, '/api/members/login/mfa')).toEqual({ mfaToken: 'mfa-token', code: '123456' });
  });

  it('takes a recovery code instead', async () => {
    const fetch = fakeFetch((url) =>
      url === '/api/members/login'
        ? ok({ mfaRequired: true, mfaToken: 'mfa-token' })
        : url === '/api/members/login/mfa'
          ? ok(ADMIN)
          : ok({ totpEnabled: true, recoveryCodesLeft: 9, enrolmentRequired: false }),
    );
    renderAt('/login', <LoginPage />);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'admin@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Admin-Test-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(session.token()).toBe('admin-token'));
    expect(bodyOf(fetch, '/api/members/login/mfa')).toEqual({ mfaToken: 'mfa-token', code: 'abcde-fghjk' });
  });

  it('leads an administrator who must enrol straight to the set-up', async () => {
    fakeFetch((url) =>
      url === '/api/members/login'
        ? ok(ADMIN)
        : ok({ totpEnabled: false, recoveryCodesLeft: 0, enrolmentRequired: true }),
    );
    renderAt('/login', <LoginPage />);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'admin@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Admin-Test-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getAllByTestId('where').at(-1)).toHaveTextContent('/two-factor'));
  });

  it('sets up the authenticator: password, QR code and key, a code, then the recovery codes once', async () => {
    session.save(ADMIN.token, { id: ADMIN.id, name: ADMIN.name, email: ADMIN.email });
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    let enabled = false;
    const fetch = fakeFetch((url, init) => {
      if (url === '/api/users/a1/mfa')
        return ok({ totpEnabled: enabled, recoveryCodesLeft: enabled ? 10 : 0, enrolmentRequired: !enabled });
      if (url === '/api/users/a1/mfa/totp')
        return JSON.parse(init.body as string).password === 'Admin-Test-2026'
          ? ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Earnwave:admin?secret=JBSWY3DPEHPK3PXP' })
          : {
              status: 422,
              body: {
                success: false,
                message: 'No',
                errors: [{ param: 'password', msg: 'The password is not correct.' }],
              },
            };
      enabled = true;
      return ok({ recoveryCodes: codes });
    });
    renderAt('/two-factor', <TwoFactorPage />);
    expect(await screen.findByText(/Administrators must turn on two-factor sign-in/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Admin-Test-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(bodyOf(fetch, '/api/users/a1/mfa/totp/confirm')).toEqual({ code: '654321' });
    expect(
      fetch.mock.calls.every(([, init]) => new Headers(init?.headers).get('Authorization') === 'Bearer admin-token'),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByText(/Administrators must turn on/)).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.getAllByTestId('where').at(-1)).toHaveTextContent(/^\/$/));
  });
});
