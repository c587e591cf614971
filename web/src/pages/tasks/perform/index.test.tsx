import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../test/fake-socket';
import { fakeApi, renderApp, signIn, uploadOf, type Reply } from '../../../test/render';
import { assignedPrice, taskDetails } from '../test-fixtures';

const png = (name = 'shot.png') => new File(['png'], name, { type: 'image/png' });
const fileInput = (row: HTMLElement) => row.querySelector('input[type="file"]') as HTMLInputElement;
// Role queries over the whole page (menu and all) are slow in jsdom: find rows and buttons by label and text.
const row = (title: string) => screen.findByLabelText(title, { selector: 'section' });
const save = () => screen.getByText('Save', { selector: 'button span' }).closest('button')!;

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

describe('performing a task (spec 2, 4 and 5)', () => {
  it('shows the head (logo and background at 100x100, name, location) and each row: title, description, reward, Preview', async () => {
    signIn();
    fakeApi({
      'GET /task/task-member/task-1': {
        data: taskDetails([
          assignedPrice(1, {
            title: 'Follow our page',
            task_description: 'Follow and take a screenshot',
            noOfRewards: 1.5,
            relativePath: 'uploads/2026/11/page.png',
            path: 'http://web.test/uploads/2026/11/page.png',
          }),
          assignedPrice(2, { title: 'Write a review', type: 'url', noOfRewards: 2 }),
        ]),
      },
    });
    renderApp('/dashboard/tasks/task-1');
    expect(await screen.findByText('Business 1', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('Town 1')).toBeInTheDocument();
    for (const alt of ['Business 1 logo', 'Business 1 background']) {
      const image = screen.getByAltText(alt);
      expect(image).toHaveAttribute('width', '100');
      expect(image).toHaveAttribute('height', '100');
    }
    const follow = await row('Follow our page');
    expect(within(follow).getByText('Follow and take a screenshot')).toBeInTheDocument();
    expect(within(follow).getByText('$1.50')).toBeInTheDocument();
    const preview = within(follow).getByRole('link', { name: 'Preview' });
    expect(preview).toHaveAttribute('href', 'http://web.test/uploads/2026/11/page.png');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(within(follow).getByRole('button', { name: /Upload screenshot/ })).toBeInTheDocument();
    const review = await row('Write a review');
    expect(within(review).queryByRole('link', { name: 'Preview' })).toBeNull();
    expect(within(review).getByText('$2.00')).toBeInTheDocument();
  });

  it('keeps Save disabled until a proof is uploaded, shows View Uploaded File, sends it, toasts and reloads', async () => {
    signIn();
    let sent = false;
    const api = fakeApi({
      'GET /task/task-member/task-1': () => ({
        data: taskDetails([
          assignedPrice(1, sent ? { isUploadScreenshot: true, screenshotStatus: 'PENDING' } : {}),
          assignedPrice(2),
        ]),
      }),
      'POST /task/perform-task': () => {
        sent = true;
        return { data: { taskId: 'task-1', proofs: [{ id: 'x', taskPricingId: 'p1', status: 'PENDING' }] } };
      },
      'POST /uploads': { data: uploadOf('shot-1.png') },
    });
    const { user } = renderApp('/dashboard/tasks/task-1');
    const first = await row('Pricing 1');
    expect(save()).toBeDisabled();

    await user.upload(fileInput(first), png());
    const link = await within(first).findByRole('link', { name: 'View Uploaded File' });
    expect(link).toHaveAttribute('href', 'http://web.test/uploads/2026/11/shot-1.png');
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    expect(api.uploads.map((file) => file.name)).toEqual(['shot.png']);
    await waitFor(() => expect(save()).toBeEnabled());

    await user.click(save());
    expect(await screen.findByText('Data saved successfully')).toBeInTheDocument();
    const call = api.last('POST', '/task/perform-task')!;
    expect(call.body).toEqual({
      taskId: 'task-1',
      taskPricings: [{ taskPricingId: 'p1', screenshot: 'uploads/2026/11/shot-1.png' }],
    });
    expect(call.headers['Idempotency-Key']).toBeTruthy();
    // Reloaded: the sent row now shows Completed; the other row still waits, so Save is back to disabled.
    expect(await within(await row('Pricing 1')).findByText('Completed')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/task/task-member/task-1')).toHaveLength(2);
    expect(within(await row('Pricing 1')).queryByRole('link', { name: 'View Uploaded File' })).toBeNull();
    expect(save()).toBeDisabled();
  });

  it('takes text for the url type (no upload there) and sends the address', async () => {
    signIn();
    const api = fakeApi({
      'GET /task/task-member/task-1': {
        data: taskDetails([assignedPrice(1, { title: 'Write a review', type: 'url' }), assignedPrice(2)]),
      },
      'POST /task/perform-task': { data: { taskId: 'task-1', proofs: [] } },
    });
    const { user } = renderApp('/dashboard/tasks/task-1');
    const review = await row('Write a review');
    expect(fileInput(review)).toBeNull();
    expect(within(review).queryByRole('button', { name: /Upload screenshot/ })).toBeNull();
    const input = within(review).getByRole('textbox', { name: 'Web address for Write a review' });
    expect(save()).toBeDisabled();
    await user.type(input, '   ');
    expect(save()).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'https://reviews.example.com/1');
    expect(save()).toBeEnabled();
    await user.click(save());
    expect(await screen.findByText('Data saved successfully')).toBeInTheDocument();
    expect(api.last('POST', '/task/perform-task')!.body).toEqual({
      taskId: 'task-1',
      taskPricings: [{ taskPricingId: 'p1', screenshot: 'https://reviews.example.com/1' }],
    });
  });

  it('shows Completed for sent rows, and a rejected proof with its reason, which may be uploaded and saved again', async () => {
    signIn();
    const api = fakeApi({
      'GET /task/task-member/task-1': {
        data: taskDetails([
          assignedPrice(1, {
            isUploadScreenshot: true,
            screenshotStatus: 'APPROVED',
            screenshot: 'http://web.test/uploads/2026/11/sent.png',
          }),
          assignedPrice(2, {
            screenshotStatus: 'REJECTED',
            rejectionMessage: 'The page is not visible',
            screenshot: 'http://web.test/uploads/2026/11/old.png',
          }),
        ]),
      },
      'POST /task/perform-task': { data: { taskId: 'task-1', proofs: [] } },
      'POST /uploads': { data: uploadOf('new.png') },
    });
    const { user } = renderApp('/dashboard/tasks/task-1');
    const done = await row('Pricing 1');
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(fileInput(done)).toBeNull();
    expect(within(done).getByRole('link', { name: 'View sent proof' })).toHaveAttribute(
      'href',
      'http://web.test/uploads/2026/11/sent.png',
    );

    const rejected = await row('Pricing 2');
    expect(within(rejected).getByText('Rejected: The page is not visible')).toBeInTheDocument();
    expect(within(rejected).queryByText('Completed')).toBeNull();
    expect(save()).toBeDisabled();
    await user.upload(fileInput(rejected), png('again.png'));
    await within(rejected).findByRole('link', { name: 'View Uploaded File' });
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByText('Data saved successfully')).toBeInTheDocument();
    expect(api.last('POST', '/task/perform-task')!.body).toEqual({
      taskId: 'task-1',
      taskPricings: [{ taskPricingId: 'p2', screenshot: 'uploads/2026/11/new.png' }],
    });
  });

  it("refuses a file that is not an image ('Only image files are allowed') and an answer without relativePath", async () => {
    signIn();
    let answer: Reply = { data: { path: 'http://web.test/x.png', fileType: 'image', formatType: 'png' } };
    const api = fakeApi({
      'GET /task/task-member/task-1': { data: taskDetails([assignedPrice(1)]) },
      'POST /uploads': () => answer,
    });
    const { user } = renderApp('/dashboard/tasks/task-1', { user: { applyAccept: false } });
    const first = await row('Pricing 1');

    await user.upload(fileInput(first), new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Only image files are allowed')).toBeInTheDocument();
    expect(api.uploads).toHaveLength(0);

    await user.upload(fileInput(first), png());
    expect(await screen.findByText('Upload failed: No relativePath in response')).toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: 'View Uploaded File' })).toBeNull();
    expect(save()).toBeDisabled();

    answer = { status: 413, errors: [{ param: 'file', msg: 'The image is too large: images are at most 5 MB.' }] };
    await user.upload(fileInput(first), png('big.png'));
    expect(await screen.findByText('The image is too large: images are at most 5 MB.')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('toasts the first server error when saving fails, and keeps the proof to try again', async () => {
    signIn();
    fakeApi({
      'GET /task/task-member/task-1': { data: taskDetails([assignedPrice(1)]) },
      'POST /task/perform-task': {
        status: 422,
        message: 'Refused',
        errors: [{ param: 'general', msg: 'This task has no leads left.' }],
      },
      'POST /uploads': { data: uploadOf('shot.png') },
    });
    const { user } = renderApp('/dashboard/tasks/task-1');
    const first = await row('Pricing 1');
    await user.upload(fileInput(first), png());
    await within(first).findByRole('link', { name: 'View Uploaded File' });
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByText('This task has no leads left.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Uploaded File' })).toBeInTheDocument();
    expect(save()).toBeEnabled();
  });

  it('takes no proof on an Unavailable task', async () => {
    signIn();
    fakeApi({
      'GET /task/task-member/task-1': {
        data: taskDetails([assignedPrice(1), assignedPrice(2, { type: 'url' })], { memberTaskStatus: 'Unavailable' }),
      },
    });
    renderApp('/dashboard/tasks/task-1');
    expect(await screen.findByText('This task is not available.')).toBeInTheDocument();
    expect(fileInput(await row('Pricing 1'))).toBeNull();
    expect(within(await row('Pricing 2')).queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('Save', { selector: 'button span' })).toBeNull();
  });

  it.each([
    [{ status: 404, message: 'Task not found' }, 'Task not found'],
    [{ status: 500, message: 'Internal server error' }, 'Error fetching task details'],
  ])('says why the task cannot be shown (%#)', async (reply, text) => {
    signIn();
    fakeApi({ 'GET /task/task-member/*': reply });
    renderApp('/dashboard/tasks/nope');
    expect(await screen.findByText(text, { selector: '.ant-empty-description' })).toBeInTheDocument();
    expect(await screen.findByText(text, { selector: '.ant-notification-notice-title' })).toBeInTheDocument();
    expect(screen.getByText(/Back to tasks/, { selector: 'a' })).toHaveAttribute('href', '/dashboard/tasks');
  });
});
