import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import '../../../test/fake-socket';
import { fakeMatchMedia } from '../../../test/media';
import { fakeApi, findDialog, renderApp, signIn } from '../../../test/render';
import { MEMBER_RECORD, OWNER, task } from '../test-support';
import { cutLocation } from './components/task-cells';

const TASKS = [
  task({ id: 't1', businessName: 'Sunny Bakery', taskLocation: 'Lisbon, Portugal, Europe', status: 'PENDING' }),
  task({ id: 't2', businessName: 'Blue Cafe', taskLocation: 'Exactly15Chars!', status: 'ACCEPTED' }),
  task({ id: 't3', businessName: 'Red Shop', taskLocation: 'Porto', status: 'REJECTED' }),
];
const page = (items = TASKS, total = items.length) => ({
  data: { items, pagination: { page: 1, limit: 10, total, totalPages: Math.ceil(total / 10) } },
});

/** The Delete button of the open 'Delete this task?' confirmation. */
async function confirmDelete() {
  const popover = (await screen.findByText('Delete this task?')).closest(
    '.ant-popover, .ant-popconfirm',
  ) as HTMLElement;
  return within(popover).getByText('Delete', { selector: 'button *' }).closest('button')!;
}

describe('task list (spec 2: task management)', () => {
  it('cuts a location longer than 15 characters to 10 plus an ellipsis, and keeps one of 15', () => {
    expect(cutLocation('Lisbon, Portugal, Europe')).toBe('Lisbon, Po...');
    expect(cutLocation('Exactly15Chars!')).toBe('Exactly15Chars!');
    expect(cutLocation('Sixteen chars!!!')).toBe('Sixteen ch...');
    expect(cutLocation(null)).toBe('');
  });

  it('lists the tasks: name linking to its progress, location cut, status lower case and coloured', async () => {
    signIn(OWNER);
    const api = fakeApi({ ...MEMBER_RECORD, 'GET /task/get-all-by-created-by': page() });
    renderApp('/dashboard/task-management');
    const table = await screen.findByRole('table');
    const sunny = await within(table).findByText('Sunny Bakery', { selector: 'a' });
    expect(sunny).toHaveAttribute('href', '/dashboard/task-management/task-progress/t1');
    expect(within(table).getByText('Lisbon, Po...')).toHaveAttribute('title', 'Lisbon, Portugal, Europe');
    expect(within(table).getByText('Exactly15Chars!')).toBeInTheDocument();
    expect(within(table).getByText('Porto')).toBeInTheDocument();

    const statuses = within(table).getAllByTestId('task-status');
    expect(statuses.map((tag) => tag.textContent)).toEqual(['pending', 'accepted', 'rejected']);
    expect(statuses[0].className).toMatch(/gold/);
    expect(statuses[1].className).toMatch(/green/);
    expect(statuses[2].className).toMatch(/red/);

    expect(within(table).getByLabelText('Edit Blue Cafe')).toHaveAttribute(
      'href',
      '/dashboard/task-management/edit-task/t2',
    );
    expect(api.last('GET', '/task/get-all-by-created-by')?.path).toBe('/task/get-all-by-created-by?page=1&limit=10');
    expect(screen.getByText('Add Task', { selector: 'button *' })).toBeInTheDocument();
  });

  it("deletes a task with an Idempotency-Key: 'Task deleted successfully', and the list is read again", async () => {
    signIn(OWNER);
    let items = TASKS;
    const api = fakeApi({
      ...MEMBER_RECORD,
      'GET /task/get-all-by-created-by': () => page(items),
      'DELETE /task/delete/*': () => {
        items = TASKS.slice(1);
        return { data: { id: 't1', refunded: 18 }, message: 'Task deleted successfully' };
      },
    });
    const { user } = renderApp('/dashboard/task-management');
    await user.click(await screen.findByLabelText('Delete Sunny Bakery'));
    await user.click(await confirmDelete());
    expect(await screen.findByText('Task deleted successfully')).toBeInTheDocument();
    const call = api.last('DELETE', '/task/delete/t1');
    expect(call?.headers['Idempotency-Key']).toMatch(/.{8,}/);
    await waitFor(() => expect(screen.queryByText('Sunny Bakery', { selector: 'a' })).not.toBeInTheDocument());
    expect(screen.getByText('Blue Cafe', { selector: 'a' })).toBeInTheDocument();
  });

  it("says 'Failed to delete task' when the server refuses, with its reason", async () => {
    signIn(OWNER);
    fakeApi({
      ...MEMBER_RECORD,
      'GET /task/get-all-by-created-by': page(),
      'DELETE /task/delete/*': {
        status: 422,
        message: 'A task cannot be deleted once a proof was approved.',
        errors: [{ param: 'general', msg: 'A task cannot be deleted once a proof was approved.' }],
      },
    });
    const { user } = renderApp('/dashboard/task-management');
    await user.click(await screen.findByLabelText('Delete Red Shop'));
    await user.click(await confirmDelete());
    expect((await screen.findAllByText('Failed to delete task')).length).toBeGreaterThan(0);
    expect(screen.getByText('A task cannot be deleted once a proof was approved.')).toBeInTheDocument();
    expect(screen.getByText('Red Shop', { selector: 'a' })).toBeInTheDocument();
  });

  it('pages through the server: 10 a page by default, the next page on request, 20 or 30 when chosen', async () => {
    signIn(OWNER);
    const many = Array.from({ length: 10 }, (_, i) => task({ id: `p${i}`, businessName: `Shop ${i}` }));
    const api = fakeApi({ ...MEMBER_RECORD, 'GET /task/get-all-by-created-by': page(many, 12) });
    const { user } = renderApp('/dashboard/task-management');
    await screen.findByText('Shop 0', { selector: 'a' });
    await user.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(api.last('GET', '/task/get-all-by-created-by')?.path).toBe('/task/get-all-by-created-by?page=2&limit=10'),
    );

    // Spec 9: task pages offer 10, 20 and 30 (not the generic pager's 5, 10, 15); a new size starts at page 1.
    await user.click(within(document.querySelector<HTMLElement>('.ant-pagination')!).getByRole('combobox'));
    await screen.findByText('30 / page', { selector: '.ant-select-item-option-content' });
    const options = [...document.querySelectorAll('.ant-select-item-option-content')];
    expect(options.map((option) => option.textContent)).toEqual(['10 / page', '20 / page', '30 / page']);
    await user.click(screen.getByText('30 / page', { selector: '.ant-select-item-option-content' }));
    await waitFor(() =>
      expect(api.last('GET', '/task/get-all-by-created-by')?.path).toBe('/task/get-all-by-created-by?page=1&limit=30'),
    );
  });
});

describe('an advertiser-only account (issue 17: every role reaches its money)', () => {
  /** The server as an advertiser (no membership, status inactive) meets it. */
  const advertiserApi = () =>
    fakeApi({
      'GET /task/get-all-by-created-by': page(),
      'GET /members/*/balance': { data: { balance: 30 } },
      'GET /members/*/transactions': { data: { totalAmount: 0, netAmount: 30, transactions: [] } },
      [`GET /users/${OWNER.id}/sessions`]: { data: [] },
      [`GET /users/${OWNER.id}/mfa`]: { data: { totpEnabled: false, recoveryCodesLeft: 0, enrolmentRequired: false } },
      'GET /members/*': { data: { ...OWNER, status: 'inactive', daysLeft: 0, balance: 30, memberSubscription: null } },
    });

  it('sees its balance on Task Management with Withdraw and Buy Credits, and nothing to earn', async () => {
    signIn({ ...OWNER, status: 'inactive' });
    advertiserApi();
    const { user } = renderApp('/dashboard/task-management');
    const balance = await screen.findByTestId('balance');
    expect(await within(balance).findByText('$30.00')).toBeInTheDocument();
    expect(screen.getByText('Buy Credits')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Credits to buy' })).toBeInTheDocument();
    expect(screen.queryByText('Earn', { selector: 'button *' })).not.toBeInTheDocument();
    expect(screen.queryByText('How to earn tokens')).not.toBeInTheDocument();
    await user.click(screen.getByText('Withdraw', { selector: 'button *' }));
    const dialog = await findDialog('Withdraw');
    expect(within(dialog).getByLabelText('Wallet address')).toBeInTheDocument();
  });

  it('has a frame whose every link opens: the brand and Task Management, Wallet, and Settings without a membership card', async () => {
    signIn({ ...OWNER, status: 'inactive' });
    advertiserApi();
    // A wide screen: the side menu open, the brand's whole name showing.
    fakeMatchMedia((query) => /min-width/.test(query));
    onTestFinished(() => fakeMatchMedia());
    const { user, router } = renderApp('/dashboard/task-management');
    await screen.findByTestId('balance');
    const menu = screen.getByRole('navigation', { name: 'Main' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Task Management', '/dashboard/task-management'],
      ['Wallet', '/dashboard/wallet'],
    ]);
    expect(screen.getByRole('link', { name: 'Earnwave' })).toHaveAttribute('href', '/dashboard/task-management');

    await user.click(within(menu).getByRole('link', { name: 'Wallet' }));
    expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeInTheDocument();
    expect(await screen.findByText('No transactions in this range.')).toBeInTheDocument();

    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/settings');
    expect(await screen.findByText('Change Password')).toBeInTheDocument();
    expect(screen.getByText('Deactivate Account', { selector: 'button *' })).toBeInTheDocument();
    expect(screen.queryByText('Membership', { selector: '.ant-card-head-title' })).not.toBeInTheDocument();
  });
});
