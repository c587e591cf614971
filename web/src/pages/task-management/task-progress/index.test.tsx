import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { socket } from '../../../test/fake-socket';
import { fakeApi, findDialog, renderApp, signIn } from '../../../test/render';
import { details, MEMBER_RECORD, OWNER } from '../test-support';

const TASK = details({ taskLocation: 'Lisbon, Portugal' });
const PATH = `/dashboard/task-management/task-progress/${TASK.id}`;

const proof = (id: string, patch: Record<string, unknown> = {}) => ({
  id,
  completedTaskPricingId: id,
  taskPricingId: TASK.assignedPrices[0].taskPricingId,
  taskPricingTitle: 'Follow our social media page',
  memberName: 'Ann Member',
  screenshot: `http://web.test/uploads/2026/11/${id}.png`,
  type: 'screenshot',
  status: 'PENDING',
  rejectionMessage: null,
  decidedBy: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  decidedAt: null,
  ...patch,
});

function progressApi(screenshots: unknown[] | (() => unknown[]), extra: Record<string, unknown> = {}) {
  return fakeApi({
    ...MEMBER_RECORD,
    [`GET /task/get/${TASK.id}`]: { data: { data: TASK } },
    [`GET /task/screenshots/${TASK.id}`]: () => ({
      data: { data: typeof screenshots === 'function' ? screenshots() : screenshots },
    }),
    ...(extra as Record<string, never>),
  });
}

describe('Task Progress (spec 2 and 4)', () => {
  it('shows the business info, the chosen tasks and the screenshots received', async () => {
    signIn(OWNER);
    progressApi([proof('p1')]);
    renderApp(PATH);
    expect(await screen.findByText('Task Progress', { selector: 'h1' })).toBeInTheDocument();
    const info = await screen.findByTestId('business-info');
    expect(within(info).getByText('Sunny Bakery')).toBeInTheDocument();
    expect(within(info).getByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(within(info).getByText('Leads').closest('.ant-descriptions-item')).toHaveTextContent('3');
    expect(within(info).getByText('Remaining').closest('.ant-descriptions-item')).toHaveTextContent('2');
    expect(within(info).getByText('Performing').closest('.ant-descriptions-item')).toHaveTextContent('1');
    const logo = within(info).getByAltText('Logo');
    expect(logo).toHaveAttribute('src', TASK.logoImageUrl);
    expect(logo).toHaveAttribute('width', '100');
    expect(within(info).getByAltText('Background')).toHaveAttribute('height', '100');

    const chosen = screen.getByTestId('chosen-tasks');
    expect(within(chosen).getByText('Chosen Tasks (2)')).toBeInTheDocument();
    expect(within(chosen).getByText('Follow @sunny')).toBeInTheDocument();
    expect(within(chosen).getByText('$3.00')).toBeInTheDocument();
    const preview = within(chosen).getByText('Preview', { selector: 'a' });
    expect(preview).toHaveAttribute('href', 'https://maps.example.com/sunny');
    expect(preview).toHaveAttribute('target', '_blank');

    const received = screen.getByTestId('screenshots');
    expect(await within(received).findByText('Screenshots received (1)')).toBeInTheDocument();
    expect(within(received).getByText('Ann Member')).toBeInTheDocument();
    const view = within(received).getByText('View', { selector: 'a' });
    expect(view).toHaveAttribute('href', 'http://web.test/uploads/2026/11/p1.png');
    expect(view).toHaveAttribute('target', '_blank');
    expect(within(received).getByText('Accept', { selector: 'button *' })).toBeInTheDocument();
    expect(within(received).getByText('Deny', { selector: 'button *' })).toBeInTheDocument();
  });

  it('reads the screenshots again when a proof arrives live, not on other notifications', async () => {
    signIn(OWNER);
    let received = [proof('p1')];
    const api = progressApi(() => received);
    renderApp(PATH);
    const card = await screen.findByTestId('screenshots');
    expect(await within(card).findByText('Screenshots received (1)')).toBeInTheDocument();
    await waitFor(() => expect(socket.handlers.get('notification')).toBeDefined());
    const reads = () => api.calls.filter((call) => call.path.startsWith(`/task/screenshots/${TASK.id}`)).length;
    const before = reads();
    const notice = (type: string) => ({
      id: type,
      type,
      title: 'Notice',
      body: '',
      createdAt: '2026-11-21T10:05:00.000Z',
    });

    act(() => socket.emitFromServer('notification', notice('gift_received')));
    received = [proof('p1'), proof('p2', { memberName: 'Ben Member' })];
    expect(reads()).toBe(before);
    act(() => socket.emitFromServer('notification', notice('task_proof_received')));
    expect(await within(card).findByText('Screenshots received (2)')).toBeInTheDocument();
    expect(within(card).getByText('Ben Member')).toBeInTheDocument();
    expect(reads()).toBe(before + 1);
  });

  it("shows the empty texts: 'No tasks selected.' and 'No task screenshots are available.'", async () => {
    signIn(OWNER);
    fakeApi({
      ...MEMBER_RECORD,
      [`GET /task/get/${TASK.id}`]: { data: { data: { ...TASK, assignedPrices: [] } } },
      [`GET /task/screenshots/${TASK.id}`]: { data: { data: [] } },
    });
    renderApp(PATH);
    expect(await screen.findByText('No tasks selected.')).toBeInTheDocument();
    expect(await screen.findByText('No task screenshots are available.')).toBeInTheDocument();
    expect(screen.getByText('Chosen Tasks (0)')).toBeInTheDocument();
    expect(screen.getByText('Screenshots received (0)')).toBeInTheDocument();
  });

  it("falls back to 'No task data available.' with 'Task not found' for an unknown task", async () => {
    signIn(OWNER);
    fakeApi({
      ...MEMBER_RECORD,
      'GET /task/get/*': { status: 404, message: 'Task not found' },
      'GET /task/screenshots/*': { status: 404, message: 'Task not found' },
    });
    renderApp(PATH);
    expect(await screen.findByText('No task data available.')).toBeInTheDocument();
    expect(await screen.findByText('Task not found')).toBeInTheDocument();
    expect(await screen.findByText('Error fetching task screenshots')).toBeInTheDocument();
  });

  it('accepts after Confirm Action: APPROVED sent, the success toast, and the list read again', async () => {
    signIn(OWNER);
    let status = 'PENDING';
    const api = progressApi(() => [proof('p1', { status })], {
      'PUT /task/update-task-status/*': () => {
        status = 'APPROVED';
        return { data: { id: 'p1', status: 'APPROVED' }, message: 'Screenshot status updated successfully' };
      },
    });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByText('Accept', { selector: 'button *' }));
    const dialog = await findDialog('Confirm Action');
    expect(within(dialog).getByText('Are you sure you want to accept this task?')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Yes, Confirm', { selector: 'button *' }));
    expect(await screen.findByText('Screenshot status updated successfully')).toBeInTheDocument();
    expect(api.last('PUT', '/task/update-task-status/p1')!.body).toEqual({ status: 'APPROVED' });
    expect(await screen.findByText('approved')).toBeInTheDocument();
    expect(screen.queryByText('Accept', { selector: 'button *' })).not.toBeInTheDocument();
  });

  it('leaves everything as it was on Cancel', async () => {
    signIn(OWNER);
    const api = progressApi([proof('p1')]);
    const { user } = renderApp(PATH);
    await user.click(await screen.findByText('Deny', { selector: 'button *' }));
    const dialog = await findDialog('Confirm Action');
    expect(within(dialog).getByText('Are you sure you want to reject this task?')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Cancel', { selector: 'button *' }));
    await waitFor(() => {
      const question = screen.queryByText('Are you sure you want to reject this task?');
      if (question) expect(question).not.toBeVisible();
    });
    expect(screen.queryByText('Rejection Reason')).toBeNull();
    expect(api.last('PUT', '/task/update-task-status')).toBeUndefined();
  });

  it('rejects after Confirm Action and a Rejection Reason, refusing a blank one', async () => {
    signIn(OWNER);
    const api = progressApi([proof('p1')], {
      'PUT /task/update-task-status/*': { data: { id: 'p1', status: 'REJECTED' } },
    });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByText('Deny', { selector: 'button *' }));
    const confirm = await findDialog('Confirm Action');
    await user.click(within(confirm).getByText('Yes, Confirm', { selector: 'button *' }));
    const reason = await findDialog('Rejection Reason');
    const box = within(reason).getByPlaceholderText('Enter reason for rejection');
    const submit = within(reason).getByText('Submit Rejection', { selector: 'button *' }).closest('button')!;
    expect(submit).toBeDisabled();
    await user.type(box, '   ');
    expect(submit).toBeDisabled();
    await user.clear(box);
    await user.type(box, ' The page is not visible ');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Screenshot status updated successfully')).toBeInTheDocument();
    expect(api.last('PUT', '/task/update-task-status/p1')!.body).toEqual({
      status: 'REJECTED',
      rejectionMessage: 'The page is not visible',
    });
    // The screenshots were read again after the decision.
    expect(api.calls.filter((call) => call.path.startsWith(`/task/screenshots/${TASK.id}`)).length).toBe(2);
  });

  it("says 'Failed to update screenshot status' when the decision is refused", async () => {
    signIn(OWNER);
    progressApi([proof('p1')], {
      'PUT /task/update-task-status/*': {
        status: 409,
        errors: [{ param: 'general', msg: 'This proof was already decided.' }],
      },
    });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByText('Accept', { selector: 'button *' }));
    const dialog = await findDialog('Confirm Action');
    await user.click(within(dialog).getByText('Yes, Confirm', { selector: 'button *' }));
    expect(await screen.findByText('Failed to update screenshot status')).toBeInTheDocument();
  });
});
