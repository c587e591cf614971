import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { LedgerCheckRecord } from '../dataProvider';
import { renderPage } from '../test/forms';
import { LedgerCheckList } from './LedgerCheckList';

const nothing = {
  drift: [],
  unbalanced: [],
  clearing: [],
  escrows: [],
  held: [],
  withoutSource: [],
  contentViewUsage: [],
  freeLimitCounters: [],
};
const passed: LedgerCheckRecord = {
  id: 1,
  ok: true,
  checkedAt: '2026-01-02T10:00:00.000Z',
  accounts: 12,
  total: '0',
  ...nothing,
};
const failed: LedgerCheckRecord = {
  ...passed,
  id: 2,
  ok: false,
  checkedAt: '2026-01-02T11:00:00.000Z',
  clearing: [{ account: 'platform:clearing', balance: '-1000000000', unsettled: '0' }],
  withoutSource: [{ id: 'f0c1d0e5-0000-4000-8000-000000000001', type: 'gift_received', key: 'settle:gift:forged' }],
};

// The first render loads MUI and react-admin: slow on a busy machine.
describe('the ledger checks list', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('says what a failed check found and opens on the findings, the forged transaction named', async () => {
    const dataProvider = testDataProvider({
      getList: async () => ({ data: [failed, passed], total: 2 }) as never,
    });
    const { container } = renderPage({
      resource: 'ledger-checks',
      url: '/ledger-checks',
      path: '/ledger-checks',
      page: <LedgerCheckList />,
      dataProvider,
    });

    await screen.findByText('1 × clearing not equal to the unsettled spends; 1 × transaction without a source');
    expect(screen.getByText('none')).toBeTruthy();
    // Only the failed check's row can be expanded.
    const expanders = container.querySelectorAll('tbody .RaDatagrid-expandIcon');
    expect(expanders).toHaveLength(1);
    fireEvent.click(expanders[0]);
    const panel = await waitFor(() => {
      const pre = container.querySelector('pre');
      if (!pre) throw new Error('no findings panel yet');
      return pre;
    });
    expect(JSON.parse(panel.textContent!)).toEqual({ clearing: failed.clearing, withoutSource: failed.withoutSource });
  });

  it('offers to run a check before any was kept, and lists the one it ran', async () => {
    const kept: LedgerCheckRecord[] = [];
    const dataProvider = testDataProvider({
      getList: async () => ({ data: kept, total: kept.length }) as never,
      create: async () => {
        kept.push(passed);
        return { data: passed } as never;
      },
    });
    renderPage({
      resource: 'ledger-checks',
      url: '/ledger-checks',
      path: '/ledger-checks',
      page: <LedgerCheckList />,
      dataProvider,
    });

    await screen.findByText('No ledger check yet: run one now, or wait for the hourly check.');
    fireEvent.click(screen.getByRole('button', { name: 'Run the check now' }));
    await screen.findByText('The ledger check found nothing.');
    await screen.findByText('none');
  });
});
