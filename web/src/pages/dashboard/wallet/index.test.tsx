import { act, configure, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { socket } from '../../../test/fake-socket';
import { fakeApi, findDialog, MEMBER, renderApp, signIn, type Call, type Handler } from '../../../test/render';
import { transactionsCsv } from './components/transactions-csv';

// Role queries skip the accessibility-tree check (slow under antd's CSS-in-JS); they are scoped.
configure({ defaultHidden: true });
beforeAll(async () => {
  await Promise.all([import('../../../layouts/dashboard-layout'), import('.')]);
}, 120_000);
const SLOW = 60_000;

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();
/** 45 transactions of the member, newest first, as the server keeps them. */
const HISTORY = Array.from({ length: 45 }, (_, i) => ({
  id: String(1000 - i),
  type: i % 3 === 0 ? 'gift_sent' : 'content_view',
  amount: i % 3 === 0 ? -1.005 : 0.125,
  createdAt: at(25 - Math.floor(i / 4), 23 - (i % 4)),
}));

/** The server's history call: filtered by type and range, totals of the range, paged when asked. */
function serverHistory(rows = HISTORY) {
  return (call: Call) => {
    const { query } = call;
    const from = query.get('from');
    const to = query.get('to');
    const type = query.get('type');
    const kept = rows.filter(
      (row) =>
        (!type || row.type === type) &&
        (!from || row.createdAt >= new Date(from).toISOString()) &&
        (!to || row.createdAt < new Date(to).toISOString()),
    );
    const micros = kept.reduce((sum, row) => sum + Math.round(row.amount * 1e6), 0);
    const earned = kept.filter((row) => row.amount > 0).reduce((sum, row) => sum + Math.round(row.amount * 1e6), 0);
    const page = Number(query.get('page') ?? 0);
    const limit = Number(query.get('limit') ?? 0);
    const paged = page > 0;
    return {
      data: {
        totalAmount: earned / 1e6,
        netAmount: micros / 1e6,
        transactions: paged ? kept.slice((page - 1) * limit, page * limit) : kept,
        ...(paged && { pagination: { page, limit, total: kept.length, totalPages: Math.ceil(kept.length / limit) } }),
      },
    };
  };
}

function walletApi(history: Handler = serverHistory()) {
  return fakeApi({
    'GET /members/*/balance': { data: { balance: 12.345 } },
    'GET /members/*/transactions': history,
    'GET /members/*': { data: { ...MEMBER, daysLeft: 200, balance: 12.345, memberSubscription: null } },
  });
}

const historyCalls = (calls: Call[]) => calls.filter((call) => call.path.includes('/transactions'));
/** The table's rows of transactions, each as its cells' texts. */
const rowsShown = () =>
  [...screen.getByRole('table').querySelectorAll<HTMLElement>('tr.ant-table-row')].map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );

describe('wallet: the transactions screen (issue 17; spec 3, 7 and 9)', () => {
  // Every test on the evening of 25 November: the fixtures' 14 days end then. Set before each test,
  // since restoreAllMocks gives the real clock back (set once, the tests failed from 28 November on).
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.UTC(2026, 10, 25, 23, 59)));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it(
    'shows type, signed amount and date of the last 14 days by default, with the totals of the whole range',
    async () => {
      signIn();
      const api = walletApi();
      renderApp('/dashboard/wallet');
      expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeInTheDocument();
      await waitFor(() => expect(rowsShown()).toHaveLength(20));
      const [first] = historyCalls(api.calls);
      // 14 local days, today included: from the start of the 13th day back to the start of tomorrow.
      expect(new Date(first.query.get('from')!).getTime()).toBe(dayjs().subtract(13, 'day').startOf('day').valueOf());
      expect(new Date(first.query.get('to')!).getTime()).toBe(dayjs().add(1, 'day').startOf('day').valueOf());
      expect(first.query.get('page')).toBe('1');
      expect(first.query.get('limit')).toBe('20');
      expect(first.query.has('type')).toBe(false);

      const [date, type, amount] = rowsShown()[0];
      expect(date).toBe(new Date(HISTORY[0].createdAt).toLocaleString());
      expect(type).toBe('Gift sent');
      // 2 decimals, half to even: 1.005 is 1.00.
      expect(amount).toBe('−$1.00');
      expect(rowsShown()[1][2]).toBe('+$0.12');
      // 15 gifts of -1.005 and 30 views of 0.125: the totals are of all 45 rows, not of the page.
      expect(screen.getByTestId('transactions-total')).toHaveTextContent('−$11.32');
      expect(screen.getByTestId('transactions-earned')).toHaveTextContent('$3.75');
      expect(screen.getByText('45 transactions')).toBeInTheDocument();
      // The balance (12.345 is 12.34, half to even), with Withdraw, Buy Credits and the member's Earn.
      expect(await within(screen.getByTestId('balance')).findByText('$12.34')).toBeInTheDocument();
      expect(screen.getByText('Withdraw', { selector: 'button *' })).toBeInTheDocument();
      expect(screen.getByText('Earn', { selector: 'button *' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'pages through the server: the next page, another page size back to the first page',
    async () => {
      signIn();
      const api = walletApi();
      const { user } = renderApp('/dashboard/wallet');
      await waitFor(() => expect(rowsShown()).toHaveLength(20));
      await user.click(screen.getByTitle('3'));
      await waitFor(() => expect(rowsShown()).toHaveLength(5));
      expect(historyCalls(api.calls).at(-1)!.query.get('page')).toBe('3');
      expect(rowsShown()[0][1]).toBe(HISTORY[40].type === 'gift_sent' ? 'Gift sent' : 'Content view reward');

      await user.click(screen.getByRole('combobox', { name: /page/i }));
      await user.click(await screen.findByTitle('50 / page'));
      await waitFor(() => expect(rowsShown()).toHaveLength(45));
      expect(historyCalls(api.calls).at(-1)!.query.get('page')).toBe('1');
      expect(historyCalls(api.calls).at(-1)!.query.get('limit')).toBe('50');
    },
    SLOW,
  );

  it(
    'filters by type and by a range of days, each time from the first page',
    async () => {
      signIn();
      const api = walletApi();
      const { user } = renderApp('/dashboard/wallet');
      await waitFor(() => expect(rowsShown()).toHaveLength(20));
      await user.click(screen.getByTitle('2'));
      await waitFor(() => expect(historyCalls(api.calls).at(-1)!.query.get('page')).toBe('2'));

      await user.click(screen.getByLabelText('Type'));
      await user.click(await screen.findByTitle('Gift sent'));
      await waitFor(() => expect(rowsShown()).toHaveLength(15));
      const byType = historyCalls(api.calls).at(-1)!;
      expect(byType.query.get('type')).toBe('gift_sent');
      expect(byType.query.get('page')).toBe('1');
      expect(rowsShown().every((row) => row[1] === 'Gift sent')).toBe(true);
      expect(screen.getByTestId('transactions-total')).toHaveTextContent('−$15.08');

      // Two days: the 24th and the 25th of November.
      const first = screen.getByPlaceholderText('First day');
      await user.click(first);
      await user.clear(first);
      await user.type(first, '2026-11-24');
      const last = screen.getByPlaceholderText('Last day');
      await user.clear(last);
      await user.type(last, '2026-11-25{Enter}');
      await waitFor(() =>
        expect(new Date(historyCalls(api.calls).at(-1)!.query.get('from')!).getTime()).toBe(
          dayjs('2026-11-24').startOf('day').valueOf(),
        ),
      );
      const byRange = historyCalls(api.calls).at(-1)!;
      expect(new Date(byRange.query.get('to')!).getTime()).toBe(dayjs('2026-11-26').startOf('day').valueOf());
      expect(byRange.query.get('type')).toBe('gift_sent');
      expect(byRange.query.get('page')).toBe('1');
    },
    SLOW,
  );

  it(
    "shows only the latest filter's rows: an earlier answer arriving late is dropped",
    async () => {
      signIn();
      const history = serverHistory();
      let releaseFirst = () => {};
      const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
      const api = walletApi(async (call) => {
        // The first read (all types) answers only after the filtered one.
        if (!call.query.has('type')) await firstHeld;
        return history(call);
      });
      const { user } = renderApp('/dashboard/wallet');
      await waitFor(() => expect(historyCalls(api.calls)).toHaveLength(1));
      await user.click(screen.getByLabelText('Type'));
      await user.click(await screen.findByTitle('Gift sent'));
      await waitFor(() => expect(rowsShown()).toHaveLength(15));

      releaseFirst();
      const first = api.calls.indexOf(historyCalls(api.calls)[0]);
      const lateAnswer = api.fetchMock.mock.results[first].value as Promise<Response>;
      await act(async () => {
        await lateAnswer;
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(rowsShown()).toHaveLength(15);
      expect(rowsShown().every((row) => row[1] === 'Gift sent')).toBe(true);
      expect(screen.getByTestId('transactions-total')).toHaveTextContent('−$15.08');
    },
    SLOW,
  );

  it(
    'reads the history again when the balance moves',
    async () => {
      signIn();
      const api = walletApi();
      renderApp('/dashboard/wallet');
      await waitFor(() => expect(rowsShown()).toHaveLength(20));
      const before = historyCalls(api.calls).length;
      await waitFor(() => expect(socket.handlers.get('balance')).toBeDefined());
      act(() => socket.emitFromServer('balance', { balance: 20 }));
      await waitFor(() => expect(historyCalls(api.calls).length).toBeGreaterThan(before));
    },
    SLOW,
  );

  it(
    'reads the balance and the history again after a withdrawal made here (the server pushes none)',
    async () => {
      signIn();
      let balance = 40;
      const api = fakeApi({
        'GET /members/*/balance': () => ({ data: { balance } }),
        'GET /members/*/transactions': serverHistory(),
        'POST /withdrawal-requests': () => {
          balance = 10;
          return { status: 201, data: { id: 'w1', amount: 26, fee: 4, status: 'pending' } };
        },
        'GET /members/*': { data: { ...MEMBER, daysLeft: 200, balance, memberSubscription: null } },
      });
      const { user } = renderApp('/dashboard/wallet');
      await within(await screen.findByTestId('balance')).findByText('$40.00');
      await waitFor(() => expect(rowsShown()).toHaveLength(20));
      const before = historyCalls(api.calls).length;
      await user.click(screen.getByText('Withdraw', { selector: 'button *' }));
      const dialog = await findDialog('Withdraw');
      await user.type(within(dialog).getByLabelText('Amount (credits)'), '26');
      await user.type(within(dialog).getByLabelText('Wallet address'), 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
      await user.click(within(dialog).getByText('Request withdrawal', { selector: 'button *' }));
      expect(await within(dialog).findByText('Withdrawal requested')).toBeInTheDocument();
      await within(screen.getByTestId('balance')).findByText('$10.00');
      await waitFor(() => expect(historyCalls(api.calls).length).toBeGreaterThan(before));
    },
    SLOW,
  );

  it(
    'exports every row of the filtered range as CSV, not only the page: header, quoted fields, ISO dates, exact amounts',
    async () => {
      signIn();
      const api = walletApi();
      const saved = captureDownloads();
      const { user } = renderApp('/dashboard/wallet');
      await waitFor(() => expect(rowsShown()).toHaveLength(20));
      const shown = historyCalls(api.calls).length;

      await user.click(screen.getByText('Export CSV', { selector: 'button *' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      // All 45 rows of the range: the pages of 100 the server allows, with the screen's filters.
      const exported = historyCalls(api.calls).slice(shown);
      expect(exported.map((call) => [call.query.get('page'), call.query.get('limit')])).toEqual([['1', '100']]);
      expect(exported[0].query.get('from')).toBe(historyCalls(api.calls)[0].query.get('from'));
      expect(saved[0].name).toBe(
        `transactions-${dayjs().subtract(13, 'day').format('YYYY-MM-DD')}-to-${dayjs().format('YYYY-MM-DD')}.csv`,
      );
      expect(saved[0].blob.type).toBe('text/csv;charset=utf-8');

      const lines = (await saved[0].blob.text()).split('\r\n');
      expect(lines[0]).toBe('"id","date","type","description","amount"');
      expect(lines[1]).toBe(`"1000","${HISTORY[0].createdAt}","gift_sent","Gift sent","-1.005"`);
      expect(lines[2]).toBe(`"999","${HISTORY[1].createdAt}","content_view","Content view reward","0.125"`);
      expect(lines).toHaveLength(45 + 2);
      expect(lines.at(-1)).toBe('');
      // The amounts sum exactly to the range's total.
      const micros = lines
        .slice(1, -1)
        .map((line) => line.split(',').at(-1)!.replace(/"/g, ''))
        .reduce((sum, amount) => sum + Math.round(Number(amount) * 1e6), 0);
      expect(micros).toBe(-11_325_000);
    },
    SLOW,
  );

  it('pages through a range larger than one export page', async () => {
    signIn();
    const many = Array.from({ length: 230 }, (_, i) => ({
      id: String(5000 - i),
      type: 'content_view',
      amount: 0.001,
      createdAt: at(25, 12),
    }));
    const api = walletApi(serverHistory(many));
    const saved = captureDownloads();
    const { user } = renderApp('/dashboard/wallet');
    await waitFor(() => expect(rowsShown()).toHaveLength(20));
    const shown = historyCalls(api.calls).length;
    await user.click(screen.getByText('Export CSV', { selector: 'button *' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(
      historyCalls(api.calls)
        .slice(shown)
        .map((call) => call.query.get('page')),
    ).toEqual(['1', '2', '3']);
    expect((await saved[0].blob.text()).split('\r\n')).toHaveLength(230 + 2);
  });
});

describe('wallet: the CSV', () => {
  it('quotes every field, doubles quotes inside, and writes amounts as exact signed decimals', () => {
    const csv = transactionsCsv([
      { id: 'a"b', type: 'withdrawal', amount: -26, createdAt: '2026-11-25T10:00:00.000Z' },
      { id: '2', type: 'activation', amount: 100, createdAt: '2026-11-24T09:30:00Z' },
      { id: '3', type: 'content_view', amount: 0.000001, createdAt: '2026-11-24T09:30:00.5+01:00' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"id","date","type","description","amount"',
      '"a""b","2026-11-25T10:00:00.000Z","withdrawal","Withdrawal","-26"',
      '"2","2026-11-24T09:30:00.000Z","activation","Membership activation","100"',
      '"3","2026-11-24T08:30:00.500Z","content_view","Content view reward","0.000001"',
      '',
    ]);
  });
});
