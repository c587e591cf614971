import { cleanup, screen, within } from '@testing-library/react';
import { REVIEW_FLAG_TEXTS, type WireSchema } from '@earnwave/contracts';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/forms';
import { PayoutsWaiting } from './PayoutsWaiting';

type Withdrawal = WireSchema<'AdminWithdrawalListItem'>;

function withdrawal(id: string, memberName: string, amount: number, flags: Withdrawal['review']['flags']): Withdrawal {
  return {
    id,
    memberId: `member-${id}`,
    memberName,
    memberEmail: `${id}@example.test`,
    amount,
    fee: 4,
    status: 'pending',
    rejectionReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    audit: null,
    walletAddress: 'TQ5pWallet',
    payoutTxid: null,
    explorerUrl: null,
    // What the withdrawals list answers of the review: the chain check, the sender and the flags.
    review: { chain: null, sender: null, flags },
  };
}

const sharedWallet = { flag: 'shared-wallet' as const, sentence: REVIEW_FLAG_TEXTS['shared-wallet'] };

// The first render loads MUI and react-admin: slow on a busy machine.
describe('the withdrawals waiting on the dashboard', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('groups them by flag with the flag badge, totals them, and reads them again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pages = [
      [withdrawal('w1', 'Sam Second', 5, [sharedWallet]), withdrawal('w2', 'Nora None', 7, [])],
      [
        withdrawal('w1', 'Sam Second', 5, [sharedWallet]),
        withdrawal('w2', 'Nora None', 7, []),
        withdrawal('w3', 'Lee Later', 3, []),
      ],
    ];
    const getList = vi.fn(async () => {
      const data = pages[Math.min(getList.mock.calls.length - 1, pages.length - 1)];
      return { data, total: data.length } as never;
    });
    renderPage({
      resource: 'withdrawals',
      url: '/',
      path: '/',
      page: <PayoutsWaiting />,
      dataProvider: testDataProvider({ getList }),
    });

    const flagged = await screen.findByRole('table', { name: 'Withdrawals flagged shared-wallet' });
    expect(within(flagged).getByText('Sam Second')).toBeTruthy();
    const badge = screen.getByTestId('flag-shared-wallet');
    expect(badge.getAttribute('title')).toBe(REVIEW_FLAG_TEXTS['shared-wallet']);
    expect(screen.getByRole('table', { name: 'Withdrawals without flags' }).textContent).toContain('Nora None');
    expect(screen.getByTestId('payouts-total').textContent).toContain('12.00');
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledWith('withdrawals', {
      filter: { status: 'pending' },
      sort: { field: 'createdAt', order: 'ASC' },
      pagination: { page: 1, perPage: 1000 },
    });

    await vi.advanceTimersByTimeAsync(30_000);
    await within(await screen.findByRole('table', { name: 'Withdrawals without flags' })).findByText('Lee Later');
    expect(getList).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('payouts-total').textContent).toContain('15.00');
  });
});
