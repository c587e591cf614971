import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHAIN_CHECK_STATUSES, CHAIN_STATUSES_NEEDING_OVERRIDE, DEPOSIT_SENDER_TEXTS } from '@earnwave/contracts';
import { HttpError, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/forms';
import { TaskPaymentShow } from './TaskPaymentShow';

const TXID = `0x${'ab'.repeat(32)}`;
const PAYMENT = {
  id: 'tp1',
  taskId: 't1',
  taskStatus: 'PENDING',
  taskDeleted: false,
  memberId: 'o1',
  memberEmail: 'olga@example.test',
  noOfLeads: 3,
  method: 'usdt',
  totalCost: 12,
  date: '2026-11-20',
  txid: TXID,
  status: 'pending',
  rejectionReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  audit: null,
  // The payment desk's review as the server answers it: an account with nothing to flag, no check yet.
  review: {
    chain: null,
    sender: null,
    linkedAccounts: [],
    sourceOfFunds: {
      viewing: 0,
      referrals: 0,
      giftsReceived: 0,
      tasks: 0,
      postSales: 0,
      chat: 0,
      purchased: 12,
      other: 0,
    },
    accountAgeDays: 40,
    previousWithdrawals: { count: 0, total: 0 },
    flags: [],
  },
};

function renderShow(payment: Record<string, unknown>, decisions = { approve: vi.fn(), reject: vi.fn() }) {
  const dataProvider = {
    ...testDataProvider({
      getOne: async () => ({ data: payment }) as never,
      getMany: async (resource: string) =>
        ({
          data:
            resource === 'tasks' ? [{ id: 't1', businessName: 'Sunny Bakery' }] : [{ id: 'o1', name: 'Olga Owner' }],
        }) as never,
    }),
    ...decisions,
  };
  renderPage({
    resource: 'task-payments',
    url: '/task-payments/tp1/show',
    path: '/task-payments/:id/show',
    page: <TaskPaymentShow />,
    dataProvider,
  });
  return decisions;
}

// The first render loads MUI and react-admin: slow on a busy machine.
describe('task payment show', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("shows the owner's USDT transfer and accepts it once confirmed", async () => {
    const decisions = renderShow(PAYMENT, {
      approve: vi.fn().mockResolvedValue({ data: { ...PAYMENT, status: 'approved' } }),
      reject: vi.fn(),
    });
    await screen.findByText('Sunny Bakery');
    await screen.findByText('Olga Owner');
    expect(screen.getByTitle(TXID).textContent).toBe(`${TXID.slice(0, 10)}…${TXID.slice(-6)}`);
    expect(screen.getByText('2026-11-20')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions.approve).toHaveBeenCalledWith('task-payments', 'tp1', {}));
    expect(decisions.reject).not.toHaveBeenCalled();
  });

  it('rejects with a reason, and says so when another administrator decided first', async () => {
    const decisions = renderShow(PAYMENT, {
      approve: vi.fn(),
      reject: vi.fn().mockRejectedValue(new HttpError('This payment was already decided.', 409)),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Reject' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'No such transfer on chain' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(decisions.reject).toHaveBeenCalledWith('task-payments', 'tp1', 'No such transfer on chain'),
    );
    await screen.findByText('This payment was already decided.');
  });

  it('offers only Reject on a balance payment, and nothing once its task was deleted', async () => {
    const balancePaid = { ...PAYMENT, method: 'balance', txid: null, status: 'approved', taskStatus: 'ACCEPTED' };
    renderShow(balancePaid);
    await screen.findByRole('button', { name: 'Reject' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    cleanup();
    renderShow({ ...balancePaid, taskDeleted: true });
    await screen.findByText('Sunny Bakery');
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('says why a verified payment waits for a person: the first from its sender', async () => {
    const chain = {
      status: 'verified',
      network: 'tron',
      amount: 12,
      from: 'TSender',
      to: 'TPlatform',
      confirmations: 20,
      checkedAt: '2026-11-20T10:05:00.000Z',
      detail: 'Paid 12 USDT, 20 confirmations',
    };
    const sender = { known: false, sentence: DEPOSIT_SENDER_TEXTS.first };
    renderShow({ ...PAYMENT, review: { ...PAYMENT.review, chain, sender } }, { approve: vi.fn(), reject: vi.fn() });
    expect((await screen.findByTestId('chain-sender')).textContent).toBe(DEPOSIT_SENDER_TEXTS.first);
  });

  it('shows the chain check, and asks for an override reason before approving past a mismatch', async () => {
    const chain = {
      status: 'mismatch',
      network: 'tron',
      amount: 9,
      from: 'TSender',
      to: 'TPlatform',
      confirmations: 20,
      checkedAt: '2026-11-20T10:05:00.000Z',
      detail: 'Paid 9 USDT, not 12.',
    };
    const decisions = renderShow(
      { ...PAYMENT, review: { ...PAYMENT.review, chain } },
      { approve: vi.fn().mockResolvedValue({ data: { ...PAYMENT, status: 'approved' } }), reject: vi.fn() },
    );
    expect((await screen.findByTestId('chain-check')).textContent).toContain('Paid 9 USDT, not 12.');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('chain-check').textContent).toContain('mismatch');
    const submit = within(dialog).getByRole('button', { name: 'Approve' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('override-input'), { target: { value: 'Paid the rest by a second transfer' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(decisions.approve).toHaveBeenCalledWith('task-payments', 'tp1', {
        override: 'Paid the rest by a second transfer',
      }),
    );
  });

  it.each(CHAIN_CHECK_STATUSES)(
    'asks for an override reason on a %s check exactly when the server requires one',
    async (status) => {
      const chain = {
        status,
        network: 'tron',
        amount: null,
        from: null,
        to: null,
        confirmations: 0,
        checkedAt: '2026-11-20T10:05:00.000Z',
        detail: 'Checked.',
      };
      renderShow({ ...PAYMENT, review: { ...PAYMENT.review, chain } });
      await screen.findByTestId('chain-check');
      fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).queryByTestId('override-input') !== null).toBe(
        CHAIN_STATUSES_NEEDING_OVERRIDE.includes(status),
      );
    },
  );

  it("rejects a mismatch without a reason: the server gives the check's finding", async () => {
    const chain = { status: 'mismatch', network: 'tron', amount: null, from: null, to: null, confirmations: 0 };
    const decisions = renderShow(
      {
        ...PAYMENT,
        review: { ...PAYMENT.review, chain: { ...chain, checkedAt: '2026-11-20T10:05:00.000Z', detail: 'Not found.' } },
      },
      { approve: vi.fn(), reject: vi.fn().mockResolvedValue({ data: { ...PAYMENT, status: 'rejected' } }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(decisions.reject).toHaveBeenCalledWith('task-payments', 'tp1', ''));
  });
});
