import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/forms';
import { TaskProofShow } from './TaskProofShow';

const PROOF = {
  id: 'pr1',
  taskId: 't1',
  businessName: 'Sunny Bakery',
  ownerId: 'o1',
  memberId: 'm1',
  memberName: 'Mia Member',
  memberEmail: 'mia@example.test',
  taskPricingTitle: 'Follow our social media page',
  type: 'screenshot',
  noOfCost: 2,
  noOfRewards: 1.5,
  screenshot: 'http://web.test/uploads/2026/11/ab12cd.png',
  status: 'PENDING',
  rejectionReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  settledAt: null,
  decidedBy: null,
  decider: null,
  audit: null,
};

function renderShow(proof: Record<string, unknown>, decisions = { approve: vi.fn(), reject: vi.fn() }) {
  const dataProvider = {
    ...testDataProvider({
      getOne: async () => ({ data: proof }) as never,
      getMany: async (resource: string) =>
        ({
          data:
            resource === 'tasks' ? [{ id: 't1', businessName: 'Sunny Bakery' }] : [{ id: 'o1', name: 'Olga Owner' }],
        }) as never,
    }),
    ...decisions,
  };
  renderPage({
    resource: 'task-proofs',
    url: '/task-proofs/pr1/show',
    path: '/task-proofs/:id/show',
    page: <TaskProofShow />,
    dataProvider,
  });
  return decisions;
}

// The first render loads MUI and react-admin: slow on a busy machine.
describe('task proof show', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('links the screenshot and lets an administrator approve a pending proof', async () => {
    const decisions = renderShow(PROOF, {
      approve: vi.fn().mockResolvedValue({ data: { ...PROOF, status: 'APPROVED' } }),
      reject: vi.fn(),
    });
    const link = await screen.findByTestId('proof-link');
    expect(link.getAttribute('href')).toBe(PROOF.screenshot);
    expect(link.getAttribute('target')).toBe('_blank');
    await screen.findByText('Not decided yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions.approve).toHaveBeenCalledWith('task-proofs', 'pr1', {}));
    expect(decisions.reject).not.toHaveBeenCalled();
  });

  it('rejects with the reason the member reads', async () => {
    const decisions = renderShow(PROOF, {
      approve: vi.fn(),
      reject: vi.fn().mockResolvedValue({ data: { ...PROOF, status: 'REJECTED' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Reject' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'Blurry screenshot' } });
    fireEvent.click(submit);
    await waitFor(() => expect(decisions.reject).toHaveBeenCalledWith('task-proofs', 'pr1', 'Blurry screenshot'));
  });

  it("tells the server's refusal when another administrator decided first", async () => {
    renderShow(PROOF, {
      approve: vi.fn(),
      reject: vi.fn().mockRejectedValue(new HttpError('This proof was already decided.', 409)),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'Blurry screenshot' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await screen.findByText('This proof was already decided.');
  });

  it('offers no decision on a decided proof, and says who decided it', async () => {
    renderShow({
      ...PROOF,
      status: 'APPROVED',
      decidedBy: 'owner',
      decider: { id: 'o1', name: 'Olga Owner', email: 'olga@example.test' },
      decidedAt: '2026-11-21T09:00:00.000Z',
      settledAt: '2026-11-21T09:00:01.000Z',
    });
    const decision = await screen.findByTestId('proof-decision');
    expect(decision.textContent).toContain('Approved by the task owner Olga Owner (olga@example.test)');
    expect(decision.textContent).toContain('The reward was paid.');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
