import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { walletAddressInvalidMsg } from '@earnwave/contracts';
import { socket } from '../../../test/fake-socket';
import { fakeApi, findDialog, MEMBER, renderApp, signIn } from '../../../test/render';
import { referralReward, usdt, weekOnWeek } from '../../../services/format';
import { TEXT } from '../../../texts';
import { TWO_FACTOR_MSG } from '@earnwave/contracts';

vi.mock('../../../components/charts', () => ({
  RewardsPie: ({ used, available }: { used: number; available: number }) => (
    <div>
      pie {used}/{available}
    </div>
  ),
  DailyChart: () => <div>daily chart</div>,
}));

const PROGRESS = {
  referrals: { active: 1, goal: 3, total: 2, byStatus: { 'not verified': 0, inactive: 1, pending: 0, active: 1 } },
  views: { today: 3, week: 5, goal: 12 },
  commitment: 'incomplete',
  weeklyRewards: { current: 1.5, previous: 0 },
  weeklyImpressions: { current: 15, previous: 10 },
  warnings: [
    {
      title: 'You viewed 3 of 12 items today.',
      linkPath: '/dashboard/commitments',
      linkTitle: 'Earn now',
      type: 'warning',
    },
  ],
};
const REFERRALS = ['Ann', 'Bob', 'Cid', 'Dee'].map((name, i) => ({
  id: `r${i}`,
  name,
  status: i ? 'inactive' : 'active',
  updatedAt: '2026-11-20T10:00:00Z',
}));
const COMMON = {
  data: {
    optionKey: 'membership_common',
    optionValue: JSON.stringify({ qr: 'q', wallet: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', network: 'tron' }),
  },
};
/** USDT's TRC-20 contract: a published, valid Tron address. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

function dashboardApi(overrides: Record<string, unknown> = {}) {
  return fakeApi({
    'GET /members/*/balance': { data: { balance: 12.345 } },
    'GET /members/*/progress-counter': { data: PROGRESS },
    'GET /members/*/rewards-usage': { data: { usedRewards: 0.25, weeklyTokenLimit: 1 } },
    'GET /members/*/referrals': { data: REFERRALS },
    'GET /members/*/referral-code': { data: { referralCode: 'CODE42' } },
    'GET /options/dash_todays_notification': {
      data: { optionKey: 'dash_todays_notification', optionValue: '<h2>Hello</h2><p>Today</p>' },
    },
    'GET /options/membership_common': COMMON,
    'GET /users/*/membership-level': {
      data: {
        slug: 'silver',
        price: 100,
        referrals: { '1': 0.1, '2': 0.15, more: 0.25 },
        contentView: 100,
        weeklyTokenLimit: 10,
      },
    },
    'GET /members/*': {
      data: { ...MEMBER, daysLeft: 200, balance: 12.345, memberSubscription: { membershipLevel: 'silver' } },
    },
    ...(overrides as Record<string, never>),
  });
}

describe('dashboard (spec 2, 4, 5 and 9)', () => {
  it('sends a member who is not active to /membership', async () => {
    signIn({ status: 'pending' });
    fakeApi({ 'GET /*': { data: [] } });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/membership'));
  });

  it('welcomes the user by name with the balance (2 decimals, half to even), live over the socket', async () => {
    signIn();
    dashboardApi();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Member' })).toBeInTheDocument();
    const balance = await screen.findByTestId('balance');
    await within(balance).findByText('$12.34');
    await waitFor(() => expect(socket.handlers.get('balance')).toBeDefined());
    expect(socket.options).toMatchObject({
      auth: { token: MEMBER.token },
      transports: ['websocket'],
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
    });
    act(() => socket.emitFromServer('balance', { balance: 13.5 }));
    expect(await within(balance).findByText('$13.50')).toBeInTheDocument();
    act(() =>
      socket.emitFromServer('notification', {
        id: 'n1',
        type: 'reward',
        title: 'Gift received',
        body: 'Ada sent you 1.00 credits',
        createdAt: '',
      }),
    );
    expect(await screen.findByText('Gift received')).toBeInTheDocument();
    expect(await screen.findByText('Ada sent you 1.00 credits')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard | Earnwave'));
  });

  it('shows weekly figures with the week-on-week change, a dash when last week was zero', async () => {
    signIn();
    dashboardApi();
    renderApp('/dashboard');
    const rewards = await screen.findByTestId('weekly-rewards');
    expect(within(rewards).getByText('—')).toBeInTheDocument();
    expect(within(screen.getByTestId('weekly-impressions')).getByText(/\+50%/)).toBeInTheDocument();
    expect(weekOnWeek(5, 10)).toBe('-50%');
    expect(weekOnWeek(3, 0)).toBe('—');
  });

  it("shows today's warnings and the administrator's HTML, and the latest 3 referrals", async () => {
    signIn();
    dashboardApi();
    renderApp('/dashboard');
    expect(await screen.findByText('You viewed 3 of 12 items today.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Earn now' })).toHaveAttribute('href', '/dashboard/commitments');
    const html = await screen.findByTestId('todays-notification');
    expect(within(html).getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(await screen.findByText('Ann')).toBeInTheDocument();
    expect(screen.getByText('Cid')).toBeInTheDocument();
    expect(screen.queryByText('Dee')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/dashboard/referrals');
    expect(screen.getByText('1 of 3 active referrals')).toBeInTheDocument();
  });

  it("says 'No referrals yet' and 'Error loading chart.' when there is nothing to show", async () => {
    signIn();
    dashboardApi({
      'GET /members/*/referrals': { data: [] },
      'GET /members/*/rewards-usage': { status: 500, message: 'down' },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('No referrals yet')).toBeInTheDocument();
    expect(await screen.findByText('Error loading chart.')).toBeInTheDocument();
  });

  it('opens the Earn Tokens modal with the referral link and invites by e-mail (Enter submits)', async () => {
    signIn();
    const api = dashboardApi({
      'POST /members/*/referral/send': (call: { body: { email: string } }) =>
        call.body.email === 'bad@example.test'
          ? {
              status: 400,
              errors: [
                { param: 'email', msg: 'Enter a valid e-mail address.' },
                { param: 'general', msg: 'Slow down.' },
              ],
            }
          : { data: { email: call.body.email } },
    });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Add/ }));
    const dialog = await findDialog('Earn Tokens');
    expect(await within(dialog).findByTestId('referral-link')).toHaveTextContent(
      `${window.location.origin}/register?referral-id=CODE42`,
    );
    const email = within(dialog).getByLabelText('Invite a friend by e-mail');
    await user.type(email, 'bad@example.test{Enter}');
    expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('general-errors')).toHaveTextContent('Slow down.');
    await user.clear(email);
    await user.type(email, 'friend@example.test{Enter}');
    expect(await screen.findByText('Send referral email to friend@example.test')).toBeInTheDocument();
    expect(api.last('POST', `/members/${MEMBER.id}/referral/send`)?.body).toEqual({ email: 'friend@example.test' });
  });

  it('buys credits: Continue waits for an amount above 0, the total is amount + 4, the date goes DD-MM-YYYY', async () => {
    signIn();
    const api = dashboardApi({
      'POST /users/create/credit/balance': { status: 201, data: { id: 'c1', status: 'pending' } },
    });
    const { user } = renderApp('/dashboard');
    const amount = await screen.findByLabelText('Credits to buy');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(amount).toHaveAttribute('aria-valuemin', '1');
    expect(continueButton).toBeDisabled();
    await user.type(amount, '0');
    expect(continueButton).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '25');
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);
    const dialog = await findDialog('Buy Credits');
    expect(within(dialog).getByTestId('credit-total')).toHaveTextContent('29 USDT');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const date = within(dialog).getByLabelText('Payment date');
    await user.click(date);
    fireEvent.change(date, { target: { value: '05-11-2026' } });
    fireEvent.keyDown(date, { key: 'Enter' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Credit request submitted successfully!')).toBeInTheDocument();
    expect(api.last('POST', '/users/create/credit/balance')?.body).toEqual({
      sendCreditAmount: 25,
      purchaseDate: '05-11-2026',
      totalCost: 29,
    });
  });

  it.each([
    [
      { status: 400, errors: [{ param: 'purchaseDate', msg: 'Enter the payment date as DD-MM-YYYY.' }] },
      'Enter the payment date as DD-MM-YYYY.',
    ],
    [{ status: 500, message: 'boom' }, 'Failed to update payment details. Please try again.'],
  ])('a refused credit request toasts the first server error, else the fallback', async (reply, text) => {
    signIn();
    dashboardApi({ 'POST /users/create/credit/balance': reply });
    const { user } = renderApp('/dashboard');
    await user.type(await screen.findByLabelText('Credits to buy'), '3');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await findDialog('Buy Credits');
    const date = within(dialog).getByLabelText('Payment date');
    await user.click(date);
    fireEvent.change(date, { target: { value: '05-11-2026' } });
    fireEvent.keyDown(date, { key: 'Enter' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('withdraws: both fields required, the wallet at most 150 characters, server errors under their field, then success', async () => {
    signIn();
    let answer: object = { status: 422, errors: [{ param: 'amount', msg: 'Your balance is too low for this.' }] };
    const api = dashboardApi({ 'POST /withdrawal-requests': () => answer });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await findDialog('Withdraw');
    const submit = within(dialog).getByRole('button', { name: 'Request withdrawal' });
    await user.click(submit);
    expect(
      await within(dialog).findByText(
        'The amount is a number of credits above 0 and at most 1,000,000, with at most 6 decimals.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your wallet address.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount (credits)'), '5');
    const wallet = within(dialog).getByLabelText('Wallet address');
    fireEvent.change(wallet, { target: { value: 'T'.repeat(151) } });
    await user.click(submit);
    expect(await within(dialog).findByText('The wallet address is at most 150 characters.')).toBeInTheDocument();
    expect(api.last('POST', '/withdrawal-requests')).toBeUndefined();
    fireEvent.change(wallet, { target: { value: TRON_ADDRESS } });
    await user.click(submit);
    expect(await within(dialog).findByText('Your balance is too low for this.')).toBeInTheDocument();
    answer = { status: 400, errors: [{ param: 'walletAddress', msg: 'Server says no.' }] };
    await user.click(submit);
    expect(await within(dialog).findByText('Server says no.')).toBeInTheDocument();
    answer = { status: 201, data: { id: 'w1', amount: 5, fee: 4, status: 'pending' } };
    await user.click(submit);
    expect(await within(dialog).findByText('Withdrawal requested')).toBeInTheDocument();
    expect(api.last('POST', '/withdrawal-requests')?.body).toEqual({ amount: 5, walletAddress: TRON_ADDRESS });
    expect(api.last('POST', '/withdrawal-requests')?.headers['Idempotency-Key']).toBeTruthy();
  });

  it("refuses an address the settings' network cannot pay before sending it: a bad checksum, another chain's", async () => {
    signIn();
    const api = dashboardApi({ 'POST /withdrawal-requests': { status: 201, data: { id: 'w1', amount: 5, fee: 4 } } });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await findDialog('Withdraw');
    expect(await within(dialog).findByText('A Tron (TRC-20) address.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount (credits)'), '5');
    const wallet = within(dialog).getByLabelText('Wallet address');
    const submit = within(dialog).getByRole('button', { name: 'Request withdrawal' });
    for (const address of ['Tggggggggggggggggggggggggggggggggg', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed']) {
      fireEvent.change(wallet, { target: { value: address } });
      await user.click(submit);
      expect(await within(dialog).findByText(walletAddressInvalidMsg('Tron (TRC-20)'))).toBeInTheDocument();
    }
    expect(api.last('POST', '/withdrawal-requests')).toBeUndefined();
    fireEvent.change(wallet, { target: { value: TRON_ADDRESS } });
    await user.click(submit);
    expect(await within(dialog).findByText('Withdrawal requested')).toBeInTheDocument();
  });

  it('asks for the authenticator code when two-factor sign-in is on: required, sent, the server’s error under it', async () => {
    signIn();
    let answer: object = { status: 422, errors: [{ param: 'code', msg: TWO_FACTOR_MSG.codeWrong }] };
    const api = dashboardApi({
      'GET /users/*/mfa': { data: { totpEnabled: true, recoveryCodesLeft: 10, enrolmentRequired: false } },
      'POST /withdrawal-requests': () => answer,
    });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await findDialog('Withdraw');
    const code = await within(dialog).findByLabelText('Authentication code');
    expect(within(dialog).getByText(TEXT.payoutCodeHelp)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount (credits)'), '5');
    await user.type(within(dialog).getByLabelText('Wallet address'), TRON_ADDRESS);
    const submit = within(dialog).getByRole('button', { name: 'Request withdrawal' });
    await user.click(submit);
    expect(await within(dialog).findByText(TWO_FACTOR_MSG.codeRequired)).toBeInTheDocument();
    expect(api.last('POST', '/withdrawal-requests')).toBeUndefined();

    await user.type(code, '123456');
    await user.click(submit);
    expect(await within(dialog).findByText(TWO_FACTOR_MSG.codeWrong)).toBeInTheDocument();
    expect(api.last('POST', '/withdrawal-requests')?.body).toEqual({
      amount: 5,
      walletAddress: TRON_ADDRESS,
      code: '123456',
    });
    // A code is good once: the field is emptied for the next one.
    expect(code).toHaveValue('');
    answer = { status: 201, data: { id: 'w1', amount: 5, fee: 4, status: 'pending' } };
    await user.type(code, '654321');
    await user.click(submit);
    expect(await within(dialog).findByText('Withdrawal requested')).toBeInTheDocument();
    expect(api.last('POST', '/withdrawal-requests')?.body).toMatchObject({ code: '654321' });
  });

  it('asks no code without two-factor sign-in, but shows the field when the server asks for one', async () => {
    signIn();
    const api = dashboardApi({
      'GET /users/*/mfa': { data: { totpEnabled: false, recoveryCodesLeft: 0, enrolmentRequired: false } },
      'POST /withdrawal-requests': { status: 422, errors: [{ param: 'code', msg: TWO_FACTOR_MSG.codeRequired }] },
    });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await findDialog('Withdraw');
    await waitFor(() => expect(api.last('GET', `/users/${MEMBER.id}/mfa`)).toBeDefined());
    expect(within(dialog).queryByLabelText('Authentication code')).toBeNull();
    await user.type(within(dialog).getByLabelText('Amount (credits)'), '5');
    await user.type(within(dialog).getByLabelText('Wallet address'), TRON_ADDRESS);
    await user.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    expect(api.last('POST', '/withdrawal-requests')?.body).toEqual({ amount: 5, walletAddress: TRON_ADDRESS });
    expect(await within(dialog).findByLabelText('Authentication code')).toBeInTheDocument();
    expect(await within(dialog).findByText(TWO_FACTOR_MSG.codeRequired)).toBeInTheDocument();
  });

  it('explains how to earn tokens with the referral rewards of the level', async () => {
    signIn();
    dashboardApi();
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'How to earn tokens' }));
    const tips = await screen.findByTestId('how-to-earn');
    expect(tips).toHaveTextContent('every 100 counted views earn 1 token');
    expect(tips).toHaveTextContent('2nd referral: up to 15 tokens');
    expect(tips).toHaveTextContent('Every further referral: up to 25 tokens');
    expect(tips).toHaveTextContent('a friend on a cheaper level earns you less');
    expect(referralReward(0.15, 100)).toBe(15n);
    expect(referralReward(0.1, 15)).toBe(2n);
    // The server's rule: a referral never pays more than came in, whatever the multiplier says.
    expect(referralReward(1.5, 10)).toBe(10n);
    expect(usdt(0.125)).toBe('0.12');
    expect(usdt(0.135)).toBe('0.14');
  });

  it('shows the Membership Expired modal when daysLeft is below 1', async () => {
    signIn();
    dashboardApi({
      'GET /members/*': {
        data: { ...MEMBER, daysLeft: 0, balance: 1, memberSubscription: { membershipLevel: 'bronze' } },
      },
    });
    renderApp('/dashboard');
    const dialog = await findDialog('Membership Expired');
    expect(dialog).toHaveTextContent('Withdraw your funds, then terminate your account');
  });

  it('removes the user and goes to /login on a 401', async () => {
    signIn();
    dashboardApi({ 'GET /members/*/balance': { status: 401, message: 'User not authenticated.' } });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('user')).toBeNull();
  });
});
