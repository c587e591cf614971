import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changedFields } from '../dataProvider';
import { renderPage } from '../test/forms';
import { TaskPriceEdit } from './TaskPriceEdit';

const OPTION = {
  id: 'p1',
  title: 'Follow our page',
  type: 'screenshot',
  isTaskType: true,
  noOfCost: 2,
  noOfRewards: 1.5,
  enabled: true,
  sortOrder: 3,
  usedByTasks: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function renderEdit(update: ReturnType<typeof vi.fn>) {
  const dataProvider = testDataProvider({
    getOne: async () => ({ data: OPTION }) as never,
    update: update as never,
  });
  return renderPage({
    resource: 'task-prices',
    url: '/task-prices/p1',
    path: '/task-prices/:id',
    page: <TaskPriceEdit />,
    dataProvider,
  });
}

// The first render loads MUI and react-admin: slow on a busy machine.
describe('task pricing option edit', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('says that tasks keep the price they copied', async () => {
    renderEdit(vi.fn());
    await screen.findByText(/2 task\(s\) use this option/);
    expect(screen.getByRole('button', { name: 'Disable' })).toBeTruthy();
  });

  it("shows the server's validation errors under their fields", async () => {
    const update = vi.fn().mockRejectedValue(
      new HttpError('The reward cannot be above the cost.', 400, {
        success: false,
        message: 'The reward cannot be above the cost.',
        errors: [{ param: 'noOfRewards', msg: 'The reward cannot be above the cost (server).' }],
      }),
    );
    renderEdit(update);
    const title = await screen.findByLabelText(/Title/);
    fireEvent.change(title, { target: { value: 'Follow our new page' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The reward cannot be above the cost (server).');
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0][1].data.title).toBe('Follow our new page');
  });

  it('refuses a reward above the cost before asking the server', async () => {
    const update = vi.fn();
    renderEdit(update);
    const reward = await screen.findByLabelText(/Reward/);
    fireEvent.change(reward, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The reward cannot be above the cost.');
    await waitFor(() => expect(update).not.toHaveBeenCalled());
  });

  it('sends the dropdown order it edits, which other resources never send', () => {
    const changed = { ...OPTION, sortOrder: 0, title: 'New' };
    expect(changedFields(changed, OPTION, new Set(['sortOrder']))).toEqual({ sortOrder: 0, title: 'New' });
    expect(changedFields(changed, OPTION)).toEqual({ title: 'New' });
  });
});
