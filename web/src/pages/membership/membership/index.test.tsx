import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getUser } from '../../../services/session';
import { fakeMatchMedia } from '../../../test/media';
import { fakeApi, MEMBER, renderApp, signIn } from '../../../test/render';
import { utcMidnight } from './components/payment-modal';
import dayjs from 'dayjs';

const level = (slug: string, price: number, extra: object = {}) => ({
  id: slug,
  slug,
  title: slug[0].toUpperCase() + slug.slice(1),
  subTitle: `${slug} sub`,
  buttonText: `Choose ${slug}`,
  price,
  isFeatured: false,
  available: true,
  featuresTitle: 'Features',
  featuresList: [{ id: 1, title: `${slug} feature` }],
  ...extra,
});
const LEVELS = [
  level('bronze', 10),
  level('silver', 100, { isFeatured: true }),
  level('gold', 1000, { available: false }),
  level('cash', 10000),
];
const record = (status: string) => ({
  data: { ...MEMBER, status, daysLeft: 365, balance: 0, memberSubscription: null },
});
const COMMON = {
  data: {
    optionKey: 'membership_common',
    optionValue: JSON.stringify({ qr: 'q', wallet: 'TWallet123', network: 'tron' }),
  },
};
const CARDS = {
  data: {
    optionKey: 'card_payment_links',
    optionValue: JSON.stringify({ silver: { buyButtonId: 'buy_btn_s', paymentLinkId: 'plink_s' } }),
  },
};

describe('membership page (spec 2, 4, 5 and 9)', () => {
  it('sends a visitor without a session to /login', async () => {
    fakeApi({});
    const { router } = renderApp('/membership');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('logs out from the header onto the logout screen: the session ends on the server, then the device forgets it', async () => {
    signIn({ status: 'inactive' });
    const api = fakeApi({
      'GET /members/*/membership-levels': { data: LEVELS },
      'GET /members/*': record('inactive'),
      'POST /users/logout': () => {
        expect(getUser()).not.toBeNull();
        return { data: null };
      },
    });
    const { router } = renderApp('/membership');
    fireEvent.click(await screen.findByRole('link', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(await screen.findByText('See you again!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(getUser()).toBeNull());
    expect(api.last('POST', '/users/logout')?.headers.Authorization).toBe(`Bearer ${MEMBER.token}`);
  });

  it('shows the chooser to an inactive member: POPULAR CHOICE on the featured level, unavailable ones disabled', async () => {
    signIn({ status: 'inactive' });
    fakeApi({ 'GET /members/*/membership-levels': { data: LEVELS }, 'GET /members/*': record('inactive') });
    renderApp('/membership');
    expect(await screen.findByText('POPULAR CHOICE')).toBeInTheDocument();
    const gold = screen.getByTestId('level-gold');
    expect(gold).toHaveAttribute('aria-disabled', 'true');
    expect(gold).toHaveClass('unavailable');
    expect(within(gold).getByRole('button', { name: 'Choose gold' })).toBeDisabled();
    expect(within(screen.getByTestId('level-silver')).getByRole('button', { name: 'Choose silver' })).toBeEnabled();
  });

  it('titles the chooser with membership_desc and shows its HTML content (spec 3), not a fixed sentence', async () => {
    signIn({ status: 'inactive' });
    fakeApi({
      'GET /members/*/membership-levels': { data: LEVELS },
      'GET /members/*': record('inactive'),
      'GET /options/membership_desc': {
        data: {
          optionKey: 'membership_desc',
          optionValue: JSON.stringify({
            title: 'Try for FREE',
            content: '<p>12 months of <strong>free</strong> basic membership.</p><ul><li>Upgrade any time</li></ul>',
            videoLink: 'assets/video/membership.webm',
          }),
        },
      },
    });
    renderApp('/membership');
    expect(await screen.findByRole('heading', { level: 1, name: 'Try for FREE' })).toBeInTheDocument();
    const content = screen.getByTestId('membership-desc');
    // Rendered as HTML, not shown as markup.
    expect(within(content).getByText('free').tagName).toBe('STRONG');
    expect(within(content).getByRole('listitem')).toHaveTextContent('Upgrade any time');
    expect(content).not.toHaveTextContent('<p>');
    expect(screen.queryByText(/Higher levels earn/)).toBeNull();
    expect(screen.getByTestId('level-silver')).toBeInTheDocument();
  });

  it('keeps a plain heading, and the levels, when membership_desc cannot be read', async () => {
    signIn({ status: 'inactive' });
    fakeApi({
      'GET /members/*/membership-levels': { data: LEVELS },
      'GET /members/*': record('inactive'),
      'GET /options/membership_desc': { status: 503, message: 'Try again later.' },
    });
    renderApp('/membership');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your membership' })).toBeInTheDocument();
    expect(screen.queryByTestId('membership-desc')).toBeNull();
    expect(screen.getByTestId('level-bronze')).toBeInTheDocument();
  });

  it('activates free bronze directly (receipt FREE, amount 0) and shows the pending note', async () => {
    signIn({ status: 'inactive' });
    const api = fakeApi({
      'GET /members/*/membership-levels': { data: LEVELS },
      'GET /members/*': record('inactive'),
      'POST /members/subscription': { status: 201, data: { memberStatus: 'pending' } },
    });
    const { user } = renderApp('/membership');
    await user.click(await screen.findByRole('button', { name: 'Start free for 12 months' }));
    expect(await screen.findByText('Your application is being processed')).toBeInTheDocument();
    expect(screen.getByText('Please, wait for membership activation')).toBeInTheDocument();
    const body = api.last('POST', '/members/subscription')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ level: 'bronze', receipt: 'FREE', amount: 0 });
    expect(body.startedAt).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    expect(api.last('POST', '/members/subscription')!.headers['Idempotency-Key']).toBeTruthy();
    expect(getUser()?.status).toBe('pending');
  });

  it('keeps Submit disabled until the transfer date and Txid are entered; shows server errors under them', async () => {
    signIn({ status: 'inactive' });
    const api = fakeApi({
      'GET /members/*/membership-levels': { data: LEVELS },
      'GET /members/*': record('inactive'),
      'GET /options/membership_common': COMMON,
      'GET /options/card_payment_links': CARDS,
      'POST /members/subscription': {
        status: 400,
        errors: [
          { param: 'receipt', msg: 'This Txid was already used.' },
          { param: 'startedAt', msg: 'The transfer date cannot be in the future.' },
        ],
      },
    });
    const { user } = renderApp('/membership');
    await user.click(await screen.findByRole('button', { name: 'Choose silver' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('TWallet123')).toBeInTheDocument();
    expect(within(dialog).getByText('Tron (TRC-20)')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Wallet address QR code' })).toBeInTheDocument();
    const card = within(dialog).getByRole('link', { name: /Buy Silver with a card/ });
    expect(card.getAttribute('href')).toContain('plink_s');
    expect(card.getAttribute('href')).toContain(`client_reference_id=${MEMBER.id}`);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Transaction id (Txid)'), 'abc123def456');
    expect(submit).toBeDisabled();
    const date = within(dialog).getByLabelText('Transfer date');
    await user.click(date);
    fireEvent.change(date, { target: { value: '20-11-2026' } });
    fireEvent.keyDown(date, { key: 'Enter' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await within(dialog).findByText('This Txid was already used.')).toBeInTheDocument();
    expect(within(dialog).getByText('The transfer date cannot be in the future.')).toBeInTheDocument();
    expect(api.last('POST', '/members/subscription')!.body).toEqual({
      level: 'silver',
      receipt: 'abc123def456',
      amount: 100,
      startedAt: '2026-11-20T00:00:00.000Z',
    });
  });

  it('sends the chosen day as a UTC-midnight date', () => {
    expect(utcMidnight(dayjs('2026-03-09T23:30:00'))).toBe('2026-03-09T00:00:00.000Z');
  });

  it('polls the member record every 10 s while pending and follows the new status', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn({ status: 'pending' });
    let status = 'pending';
    const api = fakeApi({ 'GET /members/*': () => record(status) });
    renderApp('/membership');
    expect(await screen.findByText('Your application is being processed')).toBeInTheDocument();
    const polls = () => api.calls.filter((call) => call.path === `/members/${MEMBER.id}`).length;
    const before = polls();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(polls()).toBe(before);
    status = 'active';
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(polls()).toBe(before + 1);
    expect(await screen.findByText('Your membership was successfully activated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Dasboard' })).toHaveAttribute('href', '/dashboard');
    expect(getUser()?.status).toBe('active');
  });

  it('scrolls a phone to the first available card once the cards show, whichever read answers last (spec 2)', async () => {
    fakeMatchMedia(() => false);
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      let answerDesc = () => {};
      const descAnswered = new Promise<void>((resolve) => (answerDesc = resolve));
      signIn({ status: 'inactive' });
      const api = fakeApi({
        'GET /members/*/membership-levels': { data: [level('bronze', 10, { available: false }), ...LEVELS.slice(1)] },
        'GET /members/*': record('inactive'),
        'GET /options/membership_desc': async () => {
          await descAnswered;
          return { status: 404, message: 'Not found.' };
        },
      });
      renderApp('/membership');
      // The levels have answered; the description has not, so no card shows yet.
      await waitFor(() => expect(api.calls.some((call) => call.path.endsWith('/membership-levels'))).toBe(true));
      await act(async () => {});
      expect(screen.queryByTestId('level-silver')).toBeNull();
      answerDesc();
      await screen.findByTestId('level-silver');
      await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
      expect(scrolled.mock.contexts[0]).toBe(screen.getByTestId('level-silver'));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
      delete (window as Partial<Window>).matchMedia;
    }
  });
});
