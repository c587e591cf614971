import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { socket } from '../../../test/fake-socket';
import { fakeApi, MEMBER, renderApp, signIn, type Call } from '../../../test/render';
import { hourlyBuckets, REWARDS_SERIES, VIEWS_SERIES } from './components/daily-chart';

vi.mock('../../../components/charts', () => ({ DailyChart: () => <div>daily chart</div>, RewardsPie: () => null }));

const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`,
    type: 'image',
    filename: `assets/content/image-${from + i}.svg`,
  }));
const NO_TRANSACTIONS = { totalAmount: 0, netAmount: 0, transactions: [] };
const LIMIT =
  'You have reached your weekly rewards limit. Come back on Monday, or upgrade your membership to earn more.';

function viewerApi(countReply: (call: Call) => object | Promise<never> = () => ({ status: 201, data: {} })) {
  let handed = 0;
  return fakeApi({
    'GET /members/*/contents': () => {
      const batch = items(handed, handed === 0 ? 13 : 5);
      handed += batch.length;
      return { data: batch };
    },
    'POST /members/*/content-views': countReply,
    'GET /members/*/commitments/views': { data: [] },
    'GET /members/*/transactions': { data: NO_TRANSACTIONS },
  });
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('content views: the content viewer (spec 4 and 9)', () => {
  it('fills 12 slots, counts an item after 10 s, refills its slot, tops the queue up and refetches the day', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const api = viewerApi();
    renderApp('/dashboard/commitments');
    await waitFor(() => expect(screen.getAllByTestId('content-slot')).toHaveLength(12));
    const first = items(0, 1)[0].id;
    expect(screen.getAllByTestId('content-slot')[0]).toHaveAttribute('data-content-id', first);
    const viewsCalls = () => api.calls.filter((call) => call.path.includes('/commitments/views')).length;
    const before = viewsCalls();
    await advance(9_000);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await advance(1_500);
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(12));
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({ contentId: first });
    // The 13th item takes the first freed slot, and more content is read (fewer than 12 queued).
    await waitFor(() =>
      expect(screen.getAllByTestId('content-slot')[0]).toHaveAttribute('data-content-id', items(12, 1)[0].id),
    );
    expect(api.calls.filter((call) => call.path.includes('/contents?limit=50')).length).toBeGreaterThan(1);
    await waitFor(() => expect(viewsCalls()).toBeGreaterThan(before));
    expect(api.calls.filter((call) => call.path.includes('/commitments/views?days=1'))).not.toHaveLength(0);
  });

  it('gives the focus back to the slot the larger view was opened from, even once that slot shows new content', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    viewerApi();
    renderApp('/dashboard/commitments');
    await waitFor(() => expect(screen.getAllByTestId('content-slot')).toHaveLength(12));
    const open = () => screen.getAllByRole('button', { name: 'Open image in a larger view' })[0];
    open().focus();
    fireEvent.click(open());
    await screen.findByRole('dialog', { name: 'Viewing' });
    // Counted meanwhile, the first slot moves on to the 13th item: the button that opened the view is gone.
    await advance(10_500);
    await waitFor(() =>
      expect(screen.getAllByTestId('content-slot')[0]).toHaveAttribute('data-content-id', items(12, 1)[0].id),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(open()));
  });

  it('counts 10 s of real time from when an item is shown, whatever the phase of the clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    // The content arrives 130 ms into a 250 ms tick: a slot filled then must not gain the whole tick.
    const api = fakeApi({
      'GET /members/*/contents': () => new Promise((resolve) => setTimeout(() => resolve({ data: items(0, 12) }), 130)),
      'POST /members/*/content-views': { status: 201, data: {} },
      'GET /members/*/commitments/views': { data: [] },
      'GET /members/*/transactions': { data: NO_TRANSACTIONS },
    });
    renderApp('/dashboard/commitments');
    await waitFor(() => expect(screen.getAllByTestId('content-slot')).toHaveLength(12));
    const shown = Date.now();
    const posts = () => api.calls.filter((call) => call.method === 'POST');
    await advance(9_950 - (Date.now() - shown));
    expect(posts()).toHaveLength(0);
    await advance(500);
    await waitFor(() => expect(posts()).toHaveLength(12));
  });

  it('pauses while the window has lost focus and resumes on focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const api = viewerApi();
    renderApp('/dashboard/commitments');
    await waitFor(() => expect(screen.getAllByTestId('content-slot')).toHaveLength(12));
    act(() => void window.dispatchEvent(new Event('blur')));
    expect(await screen.findByText('Paused.')).toBeInTheDocument();
    await advance(15_000);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    act(() => void window.dispatchEvent(new Event('focus')));
    // The paused 15 s did not count: the items still need (nearly) their 10 s.
    await advance(9_000);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await advance(1_500);
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST').length).toBeGreaterThan(0));
  });

  it("asks 'Are you still viewing this page?' after 300 s without activity, and Yes resumes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    viewerApi(() => new Promise(() => undefined));
    const { user } = renderApp('/dashboard/commitments');
    await waitFor(() => expect(screen.getAllByTestId('content-slot')).toHaveLength(12));
    await advance(285_000);
    expect(screen.queryByText('Are you still viewing this page?')).not.toBeInTheDocument();
    await advance(16_000);
    expect(await screen.findByText('Are you still viewing this page?')).toBeInTheDocument();
    expect(screen.getByText('Paused.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Each item counts after 10 seconds of viewing.')).toBeInTheDocument();
    expect(screen.getByText('Are you still viewing this page?')).not.toBeVisible();
  });

  it('shows the limit message as one warning toast at a time and stops counting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const api = viewerApi(() => ({ status: 422, message: LIMIT }));
    renderApp('/dashboard/commitments');
    await waitFor(() => expect(screen.getAllByTestId('content-slot')).toHaveLength(12));
    await advance(10_500);
    expect(await screen.findByText(LIMIT)).toBeInTheDocument();
    expect(screen.getAllByText(LIMIT)).toHaveLength(1);
    expect(await screen.findByText('Counting has stopped for this week.')).toBeInTheDocument();
    const posts = api.calls.filter((call) => call.method === 'POST').length;
    await advance(20_000);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(posts);
  });

  it('warns before leaving the page while items are being viewed', async () => {
    signIn();
    viewerApi();
    renderApp('/dashboard/commitments');
    await waitFor(() => expect(screen.getAllByTestId('content-slot')).toHaveLength(12));
    const event = new Event('beforeunload', { cancelable: true });
    fireEvent(window, event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('asks before leaving for another page of the app while items are being viewed', async () => {
    signIn();
    viewerApi();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, router } = renderApp('/dashboard/commitments');
    await waitFor(() => expect(screen.getAllByTestId('content-slot')).toHaveLength(12));
    await user.click(screen.getAllByRole('link', { name: 'Referrals' })[0]);
    expect(confirm).toHaveBeenCalledWith('Leave this page? The item you are viewing will not be counted.');
    expect(router.state.location.pathname).toBe('/dashboard/commitments');
    await user.click(screen.getAllByRole('link', { name: 'Referrals' })[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/referrals'));
  });

  it("says 'Loading impressions...' while the content loads", async () => {
    signIn();
    fakeApi({
      'GET /members/*/contents': () => new Promise(() => undefined),
      'GET /members/*/commitments/views': { data: [] },
      'GET /members/*/transactions': { data: NO_TRANSACTIONS },
    });
    renderApp('/dashboard/commitments');
    expect(await screen.findAllByText('Loading impressions...')).not.toHaveLength(0);
  });
});

describe('content views: the daily chart (spec 2 and 9)', () => {
  const today = new Date(2026, 10, 23, 18, 0, 0);
  const at = (hour: number, minute = 0) => new Date(2026, 10, 23, hour, minute).toISOString();
  const yesterday = new Date(2026, 10, 22, 9).toISOString();

  it('puts today’s views and rewards in 24 hourly buckets, rewards in USDT to 2 decimals half to even', () => {
    const { buckets, total, count } = hourlyBuckets(
      [
        { id: '1', contentId: 'a', reward: 0.005, createdAt: at(9, 5) },
        { id: '2', contentId: 'b', reward: 0.01, createdAt: at(9, 40) },
        { id: '3', contentId: 'c', reward: 0.125, createdAt: at(17) },
        { id: '4', contentId: 'd', reward: 5, createdAt: yesterday },
      ],
      [
        { id: '11', type: 'content_view', amount: 0.005, createdAt: at(9, 5) },
        { id: '12', type: 'content_view', amount: 0.01, createdAt: at(9, 40) },
        { id: '13', type: 'content_view', amount: 0.125, createdAt: at(17) },
        { id: '14', type: 'content_view', amount: 5, createdAt: yesterday },
      ],
      today,
    );
    const views = buckets.filter((bucket) => bucket.series === VIEWS_SERIES);
    const rewards = buckets.filter((bucket) => bucket.series === REWARDS_SERIES);
    expect(views).toHaveLength(24);
    expect(rewards).toHaveLength(24);
    expect(views[9]).toEqual({ hour: '09:00', series: VIEWS_SERIES, value: 2 });
    expect(rewards[9].value).toBe(0.02);
    expect(rewards[17].value).toBe(0.12);
    expect(count).toBe(3);
    expect(total).toBe(140_000n);
  });

  it('counts every transaction of the day in the rewards, less the activation-type ones (spec 9)', () => {
    const { buckets, total, count } = hourlyBuckets(
      [{ id: '1', contentId: 'a', reward: 0.5, createdAt: at(8) }],
      [
        { id: '11', type: 'content_view', amount: 0.5, createdAt: at(8) },
        { id: '12', type: 'referral', amount: 30, createdAt: at(10) },
        { id: '13', type: 'task_reward', amount: 1.5, createdAt: at(10, 30) },
        { id: '14', type: 'gift_sent', amount: -2, createdAt: at(11) },
        { id: '15', type: 'activation', amount: 100, createdAt: at(11) },
      ],
      today,
    );
    const rewards = buckets.filter((bucket) => bucket.series === REWARDS_SERIES);
    expect(rewards[8].value).toBe(0.5);
    expect(rewards[10].value).toBe(31.5);
    expect(rewards[11].value).toBe(-2);
    expect(total).toBe(30_000_000n);
    expect(count).toBe(1);
  });

  it('shows the day’s total of the transactions, not of the views alone, and reads it again when the balance moves', async () => {
    signIn();
    let transactions = [{ id: '11', type: 'content_view', amount: 0.25, createdAt: new Date().toISOString() }];
    const api = fakeApi({
      'GET /members/*/contents': { data: [] },
      'GET /members/*/commitments/views': { data: [] },
      'GET /members/*/transactions': () => ({ data: { totalAmount: 0, netAmount: 0, transactions } }),
      'GET /members/*': { data: { ...MEMBER, daysLeft: 200, balance: 0.25, memberSubscription: null } },
    });
    renderApp('/dashboard/commitments');
    await waitFor(() => expect(screen.getByTestId('rewards-today')).toHaveTextContent('0.25'));
    expect(api.calls.some((call) => call.path.endsWith('/transactions?days=1'))).toBe(true);
    transactions = [
      ...transactions,
      { id: '12', type: 'referral', amount: 10, createdAt: new Date().toISOString() },
      { id: '13', type: 'activation', amount: 100, createdAt: new Date().toISOString() },
    ];
    await waitFor(() => expect(socket.handlers.get('balance')).toBeDefined());
    act(() => socket.emitFromServer('balance', { balance: 10.25 }));
    await waitFor(() => expect(screen.getByTestId('rewards-today')).toHaveTextContent('10.25'));
  });
});
