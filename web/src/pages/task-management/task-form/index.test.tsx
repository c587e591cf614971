import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/fake-socket';
import { fakeApi, findDialog, renderApp, serverUploads, signIn } from '../../../test/render';
import { details, IMPRESSIONS, MEMBER_RECORD, OWNER, PRICING } from '../test-support';
import { SAVE_REDIRECT_MS } from '.';
import { emptyForm, isFormValid, totalCostMicros, type TaskFormState } from './components/task-form-model';

const CATALOGUE = {
  'GET /task-prices/dropdown': { data: [PRICING.follow, PRICING.review, PRICING.banner] },
  'GET /cost-impressions/dropdown': { data: IMPRESSIONS },
  'GET /options/membership_common': {
    data: {
      optionKey: 'membership_common',
      optionValue: JSON.stringify({ qr: 'q', wallet: 'TWallet123', network: 'tron' }),
    },
  },
};
/** Uploads answered as the server does: file1.png, file2.png... */
const uploads = () => ({ 'POST /uploads': serverUploads() });
const balance = (credits: number) => ({ 'GET /members/*/balance': { data: { balance: credits } } });
const png = (name: string) => new File(['png-bytes'], name, { type: 'image/png' });

const costTotal = () => screen.getByTestId('cost-total').textContent;
const payButton = () => screen.getByTestId('save-task');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const upload = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

/** Fills a new task: business fields, both images, leads, and one selected row with a description. */
async function fillForm() {
  type('Business Name', 'Sunny Bakery');
  type('Location', 'Lisbon, Portugal');
  type('Leads', '3');
  upload('Logo', png('logo.png'));
  expect(await screen.findByAltText('Logo')).toHaveAttribute('src', 'http://web.test/uploads/2026/11/file1.png');
  upload('Background image', png('background.png'));
  await screen.findByAltText('Background image');
  fireEvent.click(screen.getByLabelText(`Select ${PRICING.follow.title}`));
  type(`Description for ${PRICING.follow.title}`, 'Follow @sunny');
}

describe('task form: cost and validity (spec 5 and 9, the server’s formula)', () => {
  const form = (patch: Partial<TaskFormState>, select: Record<string, Partial<TaskFormState['rows'][0]>>) => {
    const base = emptyForm([PRICING.follow, PRICING.review, PRICING.banner]);
    return {
      ...base,
      ...patch,
      rows: base.rows.map((row) => ({ ...row, ...select[row.taskPricingId] })),
    };
  };
  const valid = {
    businessName: 'Sunny',
    taskLocation: 'Lisbon',
    logoImage: 'uploads/a.png',
    backgroundImage: 'uploads/b.png',
  };

  it('sums the selected costs per lead, times the leads; an impression replaces a non-task row’s cost', () => {
    const chosen = form(
      { noOfLeads: 3 },
      {
        [PRICING.follow.id]: { selected: true },
        [PRICING.banner.id]: { selected: true, impressionId: IMPRESSIONS[1].id },
        [PRICING.review.id]: { selected: false },
      },
    );
    expect(totalCostMicros(chosen, IMPRESSIONS)).toBe(36_000_000n);
    const noImpression = form({ noOfLeads: 3 }, { [PRICING.banner.id]: { selected: true } });
    expect(totalCostMicros(noImpression, IMPRESSIONS)).toBe(15_000_000n);
    expect(totalCostMicros(form({ noOfLeads: null }, { [PRICING.follow.id]: { selected: true } }), [])).toBe(0n);
  });

  it('is valid only with every field, leads above 0, selected rows holding more than an id, and a cost above 1', () => {
    const row = { selected: true, description: 'Follow us' };
    expect(isFormValid(form({ ...valid, noOfLeads: 1 }, { [PRICING.follow.id]: row }), [])).toBe(true);
    expect(isFormValid(form({ ...valid, noOfLeads: 1 }, { [PRICING.follow.id]: { selected: true } }), [])).toBe(false);
    expect(isFormValid(form({ ...valid, noOfLeads: 0 }, { [PRICING.follow.id]: row }), [])).toBe(false);
    expect(isFormValid(form({ ...valid, noOfLeads: 1, logoImage: '' }, { [PRICING.follow.id]: row }), [])).toBe(false);
    expect(isFormValid(form({ ...valid, businessName: '  ', noOfLeads: 1 }, { [PRICING.follow.id]: row }), [])).toBe(
      false,
    );
    expect(isFormValid(form({ ...valid, noOfLeads: 1 }, {}), [])).toBe(false);
    // A cost of exactly 1 does not exceed 1.
    const cheap = { ...PRICING.follow, noOfCost: 0.5 };
    const cheapForm = (leads: number) => ({
      ...form({ ...valid, noOfLeads: leads }, {}),
      rows: emptyForm([cheap]).rows.map((r) => ({ ...r, ...row })),
    });
    expect(isFormValid(cheapForm(2), [])).toBe(false);
    expect(isFormValid(cheapForm(3), [])).toBe(true);
  });
});

describe('add task (spec 2, 4 and 5)', () => {
  it('shows Cost Total = the selected costs times the leads, the impression option replacing a row’s cost', async () => {
    signIn(OWNER);
    fakeApi({ ...uploads(), ...MEMBER_RECORD, ...CATALOGUE });
    const { user } = renderApp('/dashboard/task-management/add-task');
    await screen.findByText('Add Task', { selector: 'h1' });
    expect(costTotal()).toBe('Cost Total = 0.00');
    type('Leads', '3');
    const banner = `Impression for ${PRICING.banner.title}`;
    expect(screen.getByLabelText(banner)).toBeDisabled();
    expect(screen.queryByLabelText(`Impression for ${PRICING.follow.title}`)).toBeNull();
    fireEvent.click(screen.getByLabelText(`Select ${PRICING.follow.title}`));
    fireEvent.click(screen.getByLabelText(`Select ${PRICING.banner.title}`));
    await waitFor(() => expect(costTotal()).toBe('Cost Total = 21.00'));
    await user.click(screen.getByLabelText(banner));
    expect(await screen.findByText('Select an impression')).toBeInTheDocument();
    await user.click(await screen.findByTitle('No Of Cost (10) - Impressions (2500)'));
    await waitFor(() => expect(costTotal()).toBe('Cost Total = 36.00'));
  });

  it('keeps Pay disabled until the form is valid; rows are enabled only when selected', async () => {
    signIn(OWNER);
    fakeApi({ ...uploads(), ...MEMBER_RECORD, ...CATALOGUE });
    renderApp('/dashboard/task-management/add-task');
    await screen.findByText('Add Task', { selector: 'h1' });
    expect(payButton()).toBeDisabled();
    const description = screen.getByLabelText(`Description for ${PRICING.follow.title}`);
    expect(description).toBeDisabled();
    expect(screen.getByLabelText(`URL for ${PRICING.review.title}`)).toBeDisabled();
    expect(screen.getByLabelText(`Upload for ${PRICING.banner.title}`)).toBeDisabled();

    type('Business Name', 'Sunny Bakery');
    type('Location', 'Lisbon, Portugal');
    type('Leads', '3');
    upload('Logo', png('logo.png'));
    upload('Background image', png('background.png'));
    await screen.findByAltText('Background image');
    fireEvent.click(screen.getByLabelText(`Select ${PRICING.follow.title}`));
    expect(description).toBeEnabled();
    // A selected row holding nothing but its id is not enough (spec 5).
    expect(payButton()).toBeDisabled();
    type(`Description for ${PRICING.follow.title}`, 'Follow @sunny');
    await waitFor(() => expect(payButton()).toBeEnabled());
    type('Location', '   ');
    await waitFor(() => expect(payButton()).toBeDisabled());
  });

  it("refuses anything but an image in a drop zone: 'Only image files are allowed', nothing uploaded", async () => {
    signIn(OWNER);
    const api = fakeApi({ ...uploads(), ...MEMBER_RECORD, ...CATALOGUE });
    renderApp('/dashboard/task-management/add-task');
    await screen.findByText('Add Task', { selector: 'h1' });
    upload('Logo', new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Only image files are allowed')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Background image'), { target: { files: [] } });
    expect(await screen.findByText('Please select a file to upload')).toBeInTheDocument();
    expect(api.uploads).toHaveLength(0);
  });

  it("says 'file uploaded successfully' when a row's file is stored, and links it as View", async () => {
    signIn(OWNER);
    const api = fakeApi({ ...uploads(), ...MEMBER_RECORD, ...CATALOGUE });
    renderApp('/dashboard/task-management/add-task');
    await screen.findByText('Add Task', { selector: 'h1' });
    fireEvent.click(screen.getByLabelText(`Select ${PRICING.banner.title}`));
    upload(`File for ${PRICING.banner.title}`, png('banner.png'));
    // Spec 8's lower-case wording for a row's file (the post form says 'File uploaded successfully').
    expect(await screen.findByText('file uploaded successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      'http://web.test/uploads/2026/11/file1.png',
    );
    expect(api.uploads.map((file) => file.name)).toEqual(['banner.png']);
  });

  it("says 'Uploading...' with a spinner on the button while a file uploads", async () => {
    signIn(OWNER);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stored = serverUploads();
    fakeApi({
      ...MEMBER_RECORD,
      ...CATALOGUE,
      'POST /uploads': async (call) => {
        await gate;
        return stored(call);
      },
    });
    renderApp('/dashboard/task-management/add-task');
    await screen.findByText('Add Task', { selector: 'h1' });
    upload('Logo', png('logo.png'));
    const button = payButton();
    await waitFor(() => expect(button).toHaveTextContent('Uploading...'));
    expect(button).toBeDisabled();
    expect(button.querySelector('.anticon-loading')).not.toBeNull();
    act(() => release());
    await waitFor(() => expect(button).toHaveTextContent(/^Pay$/));
    expect(button).toBeDisabled();
  });

  it("pays from the balance: the form and payment_task sent with an Idempotency-Key, 'Data saved successfully', then the list after 1 s", async () => {
    signIn(OWNER);
    let savedAt = 0;
    const api = fakeApi({
      ...uploads(),
      ...balance(25),
      ...MEMBER_RECORD,
      ...CATALOGUE,
      'POST /task/create': () => {
        savedAt = Date.now();
        return {
          status: 201,
          data: { id: 'new-task', status: 'ACCEPTED', method: 'balance', totalCost: 6 },
          message: 'Data saved successfully',
        };
      },
      'GET /task/get-all-by-created-by': { data: { items: [], pagination: { page: 1, limit: 10, total: 0 } } },
    });
    const { router, user } = renderApp('/dashboard/task-management/add-task');
    let redirectedAt = 0;
    router.subscribe((state) => {
      if (state.location.pathname === '/dashboard/task-management') redirectedAt ||= Date.now();
    });
    await screen.findByText('Add Task', { selector: 'h1' });
    await fillForm();
    expect(costTotal()).toBe('Cost Total = 6.00');
    await user.click(payButton());
    const dialog = await findDialog('Pay for the task');
    expect(within(dialog).getByTestId('payment-total')).toHaveTextContent('Cost Total = 6.00');
    expect(await within(dialog).findByTestId('payment-balance')).toHaveTextContent('$25.00');
    await user.click(within(dialog).getByRole('button', { name: /Pay \$6\.00 from balance/ }));
    expect(await screen.findByText('Data saved successfully')).toBeInTheDocument();
    const call = api.last('POST', '/task/create')!;
    expect(call.headers['Idempotency-Key']).toMatch(/.{8,}/);
    expect(call.body).toEqual({
      businessName: 'Sunny Bakery',
      taskLocation: 'Lisbon, Portugal',
      noOfLeads: 3,
      logoImage: 'uploads/2026/11/file1.png',
      backgroundImage: 'uploads/2026/11/file2.png',
      taskPricings: [{ taskPricingId: PRICING.follow.id, task_description: 'Follow @sunny' }],
      payment_task: { total_cost: 6, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), method: 'balance' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/task-management'), {
      timeout: 5000,
    });
    // Spec 9: the redirect waits 1 second after the save.
    expect(redirectedAt - savedAt).toBeGreaterThanOrEqual(SAVE_REDIRECT_MS - 5);
  });

  it('refuses to pay from a balance below the cost total', async () => {
    signIn(OWNER);
    const api = fakeApi({ ...uploads(), ...balance(5.99), ...MEMBER_RECORD, ...CATALOGUE });
    const { user } = renderApp('/dashboard/task-management/add-task');
    await screen.findByText('Add Task', { selector: 'h1' });
    await fillForm();
    await user.click(payButton());
    const dialog = await findDialog('Pay for the task');
    expect(await within(dialog).findByText('Your balance is too low to pay for this task.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('payment-balance')).toHaveTextContent('$5.99');
    expect(within(dialog).getByRole('button', { name: /from balance/ })).toBeDisabled();
    expect(api.last('POST', '/task/create')).toBeUndefined();
  });

  it('pays by USDT transfer: Submit disabled until the date and Txid; a refusal shows the server’s error and the creation error', async () => {
    signIn(OWNER);
    const api = fakeApi({
      ...uploads(),
      ...balance(0),
      ...MEMBER_RECORD,
      ...CATALOGUE,
      'POST /task/create': {
        status: 422,
        message: 'This Txid was already used. Each transfer can be used once.',
        errors: [{ param: 'payment_task.txid', msg: 'This Txid was already used. Each transfer can be used once.' }],
      },
    });
    const { user } = renderApp('/dashboard/task-management/add-task');
    await screen.findByText('Add Task', { selector: 'h1' });
    await fillForm();
    await user.click(payButton());
    const dialog = await findDialog('Pay for the task');
    await user.click(within(dialog).getByRole('tab', { name: 'USDT transfer' }));
    expect(await within(dialog).findByText('TWallet123')).toBeInTheDocument();
    expect(within(dialog).getByText('Tron (TRC-20)')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Wallet address QR code' })).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Transaction id (Txid)'), { target: { value: 'tx-0001-abcdef' } });
    expect(submit).toBeDisabled();
    const date = within(dialog).getByLabelText('Transfer date');
    await user.click(date);
    fireEvent.change(date, { target: { value: '20-11-2026' } });
    fireEvent.keyDown(date, { key: 'Enter' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(
      await within(dialog).findByText('This Txid was already used. Each transfer can be used once.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('An error occurred during task creation')).toBeInTheDocument();
    expect(api.last('POST', '/task/create')!.body).toMatchObject({
      payment_task: { total_cost: 6, date: '2026-11-20', method: 'usdt', txid: 'tx-0001-abcdef' },
    });
  });
});

describe('edit task (spec 4: leads and the pricing table locked)', () => {
  const TASK = details();

  it('loads the task: leads disabled, the selection locked, Update sends it back; a member_advertiser goes to /dashboard/tasks', async () => {
    signIn({ ...OWNER, role: 'member_advertiser', status: 'active' });
    const api = fakeApi({
      ...uploads(),
      ...MEMBER_RECORD,
      ...CATALOGUE,
      [`GET /task/get/${TASK.id}`]: { data: { data: TASK } },
      [`PUT /task/update/${TASK.id}`]: { data: { id: TASK.id }, message: 'Data saved successfully' },
      'GET /task/tasks-member': { data: [] },
    });
    const { router, user } = renderApp(`/dashboard/task-management/edit-task/${TASK.id}`);
    await screen.findByText('Edit Task', { selector: 'h1' });
    expect(await screen.findByLabelText('Business Name')).toHaveValue('Sunny Bakery');
    expect(screen.getByLabelText('Leads')).toBeDisabled();
    expect(screen.getByLabelText('Leads')).toHaveValue('3');
    const follow = screen.getByLabelText(`Select ${PRICING.follow.title}`);
    expect(follow).toBeChecked();
    expect(follow).toBeDisabled();
    expect(screen.getByLabelText(`Select ${PRICING.banner.title}`)).toBeDisabled();
    expect(screen.getByLabelText(`Select ${PRICING.banner.title}`)).not.toBeChecked();
    expect(screen.getByLabelText(`URL for ${PRICING.review.title}`)).toHaveValue('https://maps.example.com/sunny');
    expect(costTotal()).toBe('Cost Total = 18.00');
    expect(screen.getByAltText('Logo')).toHaveAttribute('src', TASK.logoImageUrl);

    type('Business Name', 'Sunny Bakery & Café');
    expect(payButton()).toHaveTextContent('Update');
    await user.click(payButton());
    expect(await screen.findByText('Data saved successfully')).toBeInTheDocument();
    expect(api.last('PUT', `/task/update/${TASK.id}`)!.body).toEqual({
      businessName: 'Sunny Bakery & Café',
      taskLocation: 'Lisbon, Portugal',
      noOfLeads: 3,
      logoImage: TASK.logoImage,
      backgroundImage: TASK.backgroundImage,
      taskPricings: [
        { taskPricingId: PRICING.follow.id, task_description: 'Follow @sunny' },
        { taskPricingId: PRICING.review.id, relativePath: 'https://maps.example.com/sunny' },
      ],
      payment_task: { total_cost: 18, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/tasks'), { timeout: 5000 });
  });

  it("says 'An error occurred during task update' with the server's reason when refused", async () => {
    signIn(OWNER);
    fakeApi({
      ...uploads(),
      ...MEMBER_RECORD,
      ...CATALOGUE,
      [`GET /task/get/${TASK.id}`]: { data: { data: TASK } },
      [`PUT /task/update/${TASK.id}`]: {
        status: 422,
        errors: [
          { param: 'taskPricings.1.relativePath', msg: 'Enter a web address starting with http:// or https://.' },
        ],
      },
    });
    const { user } = renderApp(`/dashboard/task-management/edit-task/${TASK.id}`);
    await screen.findByLabelText('Business Name');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(await screen.findByText('An error occurred during task update')).toBeInTheDocument();
    expect(screen.getByText('Enter a web address starting with http:// or https://.')).toBeInTheDocument();
  });

  it("says 'Task not found' and 'No task data available.' for a task that does not exist", async () => {
    signIn(OWNER);
    fakeApi({
      ...uploads(),
      ...MEMBER_RECORD,
      ...CATALOGUE,
      'GET /task/get/*': { status: 404, message: 'Task not found' },
    });
    renderApp('/dashboard/task-management/edit-task/5b0c9f0e-0000-4000-8000-000000000000');
    expect(await screen.findByText('No task data available.')).toBeInTheDocument();
    expect(await screen.findByText('Task not found')).toBeInTheDocument();
  });
});
