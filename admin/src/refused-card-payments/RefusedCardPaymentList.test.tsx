import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { RefusedCardPaymentRecord } from '../dataProvider';
import { renderPage } from '../test/forms';
import { RefusedCardPaymentList } from './RefusedCardPaymentList';

const refused: RefusedCardPaymentRecord = {
  id: 'f0c1d0e5-0000-4000-8000-000000000001',
  memberId: 'f0c1d0e5-0000-4000-8000-000000000002',
  memberName: 'Silver Victim',
  memberEmail: 'victim@example.test',
  clientReference: 'f0c1d0e5-0000-4000-8000-000000000002',
  level: 'bronze',
  amount: 10,
  currency: 'usd',
  paymentIntent: 'pi_downgrade',
  checkoutSession: 'cs_downgrade',
  reason: 'The payment is for a level at or below the membership the member holds.',
  receivedAt: '2026-01-02T10:00:00.000Z',
  refundedAt: null,
  refundedBy: null,
};

// The first render loads MUI and react-admin: slow on a busy machine.
describe('the refused card payments list', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows who paid what for which level and why it was refused, and marks it refunded', async () => {
    let record = refused;
    const marked: string[] = [];
    const dataProvider = testDataProvider({
      getList: async () => ({ data: [record], total: 1 }) as never,
    });
    Object.assign(dataProvider, {
      markRefunded: async (id: string) => {
        marked.push(id);
        record = { ...record, refundedAt: '2026-01-02T11:00:00.000Z', refundedBy: 'admin' };
        return { data: record };
      },
    });
    renderPage({
      resource: 'refused-card-payments',
      url: '/refused-card-payments',
      path: '/refused-card-payments',
      page: <RefusedCardPaymentList />,
      dataProvider,
    });

    await screen.findByText('Silver Victim');
    expect(screen.getByText('pi_downgrade')).toBeTruthy();
    expect(screen.getByText('bronze')).toBeTruthy();
    expect(screen.getByText(refused.reason)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark refunded' }));
    await waitFor(() => expect(marked).toEqual([refused.id]));
    await screen.findByText('Marked refunded');
  });
});
