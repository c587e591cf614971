import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../test/fake-socket';
import { fakeApi, renderApp, signIn, type Reply } from '../../../test/render';
import { memberTask, tasksPage } from '../test-fixtures';

// The page, the layout and the toasts load lazily: load them (and antd) once before the first test,
// so a busy machine's cold start does not eat the first test's waiting time.
beforeAll(
  () =>
    Promise.all([
      import('./index'),
      import('../../../layouts/dashboard-layout'),
      import('../../../components/toast-host'),
    ]),
  60_000,
);

describe('member tasks list (spec 2 and 9)', () => {
  it('shows each card with its badge; Completed and Available open the task, Unavailable is dimmed and opens nothing', async () => {
    signIn();
    fakeApi({
      'GET /task/tasks-member': tasksPage(
        [memberTask(1, 'Completed'), memberTask(2, 'Available'), memberTask(3, 'Unavailable')],
        3,
      ),
    });
    const { router, user } = renderApp('/dashboard/tasks');

    const cards = await screen.findAllByTestId('task-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByText('Business 1')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Town 1')).toBeInTheDocument();
    expect(within(cards[0]).getByText('$2.50')).toBeInTheDocument();
    expect(within(cards[0]).getByText(/Leads remaining: 3 \/ 5/)).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByText('Unavailable')).toBeInTheDocument();

    expect(screen.getByLabelText('Business 1 (Completed)')).toHaveAttribute('href', '/dashboard/tasks/task-1');
    expect(screen.getByLabelText('Business 2 (Available)')).toHaveAttribute('href', '/dashboard/tasks/task-2');
    const unavailable = cards[2];
    expect(unavailable).toHaveAttribute('aria-disabled', 'true');
    expect(unavailable).toHaveStyle({ opacity: '0.5' });
    expect(unavailable.closest('a')).toBeNull();
    expect(screen.queryByLabelText(/Business 3/)).toBeNull();

    await user.click(within(unavailable).getByText('Business 3'));
    expect(router.state.location.pathname).toBe('/dashboard/tasks');
    await user.click(screen.getByText('Business 2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/tasks/task-2'));
  });

  it('pages with pagination.total, 10 by default, and 20 or 30 when chosen (back to page 1)', async () => {
    signIn();
    const api = fakeApi({
      'GET /task/tasks-member': (call) => {
        const limit = Number(call.query.get('limit'));
        return tasksPage(
          Array.from({ length: Math.min(limit, 45) }, (_, i) => memberTask(i + 1)),
          45,
          limit,
        );
      },
    });
    const pages = () =>
      api.calls
        .filter((call) => call.path.startsWith('/task/tasks-member'))
        .map((call) => ({ page: Number(call.query.get('page')), limit: Number(call.query.get('limit')) }));
    const { user } = renderApp('/dashboard/tasks');
    expect(await screen.findAllByTestId('task-card')).toHaveLength(10);
    expect(pages()).toEqual([{ page: 1, limit: 10 }]);
    // 45 tasks, 10 a page: pages 1 to 5.
    expect(screen.getByTitle('5')).toBeInTheDocument();
    expect(screen.queryByTitle('6')).toBeNull();

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(pages().at(-1)).toEqual({ page: 2, limit: 10 }));

    await user.click(within(document.querySelector<HTMLElement>('.ant-pagination')!).getByRole('combobox'));
    await screen.findByText('30 / page', { selector: '.ant-select-item-option-content' });
    const options = [...document.querySelectorAll('.ant-select-item-option-content')];
    expect(options.map((option) => option.textContent)).toEqual(['10 / page', '20 / page', '30 / page']);
    await user.click(screen.getByText('30 / page', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(pages().at(-1)).toEqual({ page: 1, limit: 30 }));
    await waitFor(() => expect(screen.getAllByTestId('task-card')).toHaveLength(30));
    expect(screen.getByTitle('2')).toBeInTheDocument();
    expect(screen.queryByTitle('3')).toBeNull();
  });

  it('shows an empty state when no task is open to the member', async () => {
    signIn();
    fakeApi({ 'GET /task/tasks-member': tasksPage([], 0) });
    renderApp('/dashboard/tasks');
    expect(await screen.findByText('No tasks available yet')).toBeInTheDocument();
    expect(screen.queryByTitle('1')).toBeNull();
  });

  it('shows Loading... until the list answers, and a toast when it fails', async () => {
    signIn();
    let answer: (reply: Reply) => void = () => undefined;
    fakeApi({
      'GET /task/tasks-member': () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/dashboard/tasks');
    expect(
      await screen.findByText('Loading...', { selector: '.ant-spin-description, .ant-spin-description *' }),
    ).toBeInTheDocument();
    answer({ status: 500, message: 'Internal server error' });
    expect(await screen.findByText('Failed to fetch tasks')).toBeInTheDocument();
    expect(await screen.findByText('No tasks available yet')).toBeInTheDocument();
  });
});
