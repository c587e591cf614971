import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/fake-socket';
import { fakeApi, MEMBER, renderApp, signIn } from '../../../test/render';

const OFF = { totpEnabled: false, recoveryCodesLeft: 0, enrolmentRequired: false };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Earnwave:ada%40example.test?secret=${SECRET}&issuer=Earnwave`;
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

/** The member's two-factor routes as the server answers them, turning on and off for real. */
function serverTwoFactor() {
  let status = { ...OFF };
  return {
    'GET /members/*': { data: { ...MEMBER, daysLeft: 300, balance: 0 } },
    [`GET /users/${MEMBER.id}/mfa`]: () => ({ data: status }),
    [`POST /users/${MEMBER.id}/mfa/totp`]: (call: { body: unknown }) =>
      (call.body as { password: string }).password === 'Sunflower42'
        ? { data: { secret: SECRET, otpauthUrl: OTPAUTH } }
        : { status: 422, errors: [{ param: 'password', msg: 'The password is not correct.' }] },
    [`POST /users/${MEMBER.id}/mfa/totp/confirm`]: (call: { body: unknown }) => {
      if ((call.body as { code: string }).code !== '123456')
        return { status: 422, errors: [{ param: 'code', msg: 'This code is not correct.' }] };
      status = { totpEnabled: true, recoveryCodesLeft: 10, enrolmentRequired: false };
      return { data: { recoveryCodes: CODES } };
    },
    [`DELETE /users/${MEMBER.id}/mfa/totp`]: () => {
      status = { ...OFF };
      return { data: null };
    },
  };
}

describe('two-factor sign-in in Settings', () => {
  const card = async () => {
    const title = await screen.findByText('Two-factor sign-in', { selector: '.ant-card-head-title' });
    return within(title.closest('.ant-card') as HTMLElement);
  };

  it('turns on with the password, the QR code or key, and a code; shows the recovery codes once', async () => {
    signIn();
    const api = fakeApi(serverTwoFactor());
    const { user } = renderApp('/dashboard/settings');
    const twoFactor = await card();
    expect(await twoFactor.findByText('Off')).toBeInTheDocument();
    await user.click(twoFactor.getByRole('button', { name: 'Turn on' }));

    await user.type(twoFactor.getByLabelText('Password'), 'Wrong-pass-1');
    await user.click(twoFactor.getByRole('button', { name: 'Continue' }));
    expect(await twoFactor.findByText('The password is not correct.')).toBeInTheDocument();
    await user.clear(twoFactor.getByLabelText('Password'));
    await user.type(twoFactor.getByLabelText('Password'), 'Sunflower42');
    await user.click(twoFactor.getByRole('button', { name: 'Continue' }));

    expect(await twoFactor.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(twoFactor.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const code = twoFactor.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000 000');
    await user.click(twoFactor.getByRole('button', { name: 'Turn on' }));
    expect(await twoFactor.findByText('This code is not correct.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(twoFactor.getByRole('button', { name: 'Turn on' }));

    const list = await twoFactor.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const download = twoFactor.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('download', 'earnwave-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain(CODES.join('\n'));
    expect(api.last('POST', `/users/${MEMBER.id}/mfa/totp/confirm`)?.body).toEqual({ code: '123456' });

    await user.click(twoFactor.getByRole('button', { name: 'I have saved them' }));
    expect(await twoFactor.findByText(/10 recovery codes left/)).toBeInTheDocument();
    expect(twoFactor.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
    expect(twoFactor.getByText('On')).toBeInTheDocument();
  });

  it('turns off with the password and a code', async () => {
    signIn();
    const routes = serverTwoFactor();
    const api = fakeApi({
      ...routes,
      [`GET /users/${MEMBER.id}/mfa`]: { data: { totpEnabled: true, recoveryCodesLeft: 1, enrolmentRequired: false } },
    });
    const { user } = renderApp('/dashboard/settings');
    const twoFactor = await card();
    expect(await twoFactor.findByText(/1 recovery code left/)).toBeInTheDocument();
    await user.click(twoFactor.getByRole('button', { name: 'Turn off' }));
    await user.click(twoFactor.getByRole('button', { name: 'Turn off' }));
    expect(await twoFactor.findByText('Enter your password.')).toBeInTheDocument();
    await user.type(twoFactor.getByLabelText('Password'), 'Sunflower42');
    await user.type(twoFactor.getByLabelText('Code or recovery code'), ' abcd0-efgh0 ');
    await user.click(twoFactor.getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(api.last('DELETE', `/users/${MEMBER.id}/mfa/totp`)?.body).toEqual({
        password: 'Sunflower42',
        code: 'abcd0-efgh0',
      }),
    );
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
  });
});
