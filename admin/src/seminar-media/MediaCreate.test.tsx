import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { session } from '../session';
import { clickSave, expectErrorUnder, refusal, renderPage } from '../test/forms';
import { MediaCreate } from './MediaCreate';
import { MediaEdit } from './MediaEdit';

const SECTION = { id: 's1', seminarId: 'm1', title: 'Week one', sortOrder: 0 };

function renderCreate(create: ReturnType<typeof vi.fn>) {
  const dataProvider = testDataProvider({
    getList: async () => ({ data: [SECTION], total: 1 }) as never,
    getMany: async () => ({ data: [SECTION] }) as never,
    create: create as never,
  });
  const source = encodeURIComponent(JSON.stringify({ sectionId: 's1' }));
  return renderPage({
    resource: 'seminar-media',
    url: `/seminar-media/create?source=${source}`,
    path: '/seminar-media/create',
    page: <MediaCreate />,
    dataProvider,
  });
}

const uploaded = (relativePath: string, fileType: string, formatType: string) =>
  new Response(
    JSON.stringify({
      success: true,
      message: 'File uploaded.',
      data: { relativePath, path: `http://x.test/${relativePath}`, fileType, formatType },
    }),
    { status: 201, headers: { 'Content-Type': 'application/json' } },
  );

// The first render loads MUI and react-admin: slow on a busy machine.
describe('seminar media in the console', { timeout: 30_000 }, () => {
  beforeEach(() => session.save('admin-token', { id: 'a1', name: 'Admin', email: 'admin@example.test' }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('uploads the file through POST /api/uploads, fills in its path and mime type, and creates the medium', async () => {
    const fetch = vi.fn().mockResolvedValue(uploaded('uploads/2026/11/abc123.webm', 'video', 'webm'));
    vi.stubGlobal('fetch', fetch);
    const create = vi.fn().mockImplementation(async (_resource: string, { data }) => ({ data: { id: 'x1', ...data } }));
    renderCreate(create);

    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: 'Welcome' } });
    const file = new File(['webm'], 'welcome.webm', { type: 'video/webm' });
    fireEvent.change(screen.getByTestId('path-file'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByLabelText(/File/)).toHaveProperty('value', 'uploads/2026/11/abc123.webm'));
    expect(screen.getByLabelText(/Mime type/)).toHaveProperty('value', 'video/webm');
    expect(fetch.mock.calls[0][0]).toBe('/api/uploads');
    const request = fetch.mock.calls[0][1] as RequestInit & { headers: Headers };
    expect(request.method).toBe('POST');
    expect(request.body).toBeInstanceOf(FormData);
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);
    expect(request.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(screen.getByTestId('path-preview').querySelector('video')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][1].data).toEqual({
      sectionId: 's1',
      title: 'Welcome',
      path: 'uploads/2026/11/abc123.webm',
      mime: 'video/webm',
      requiredLevel: 'bronze',
    });
  });

  it("shows the server's validation errors under their fields", async () => {
    const message = 'The file is an uploads/... or assets/... path of a stored file (server).';
    const update = vi.fn().mockRejectedValue(refusal([{ param: 'path', msg: message }]));
    const medium = { id: 'x1', sectionId: 's1', title: 'Clip', path: 'uploads/a.webm', mime: 'video/webm' };
    const dataProvider = testDataProvider({
      getOne: async () => ({ data: { ...medium, requiredLevel: 'bronze', sortOrder: 0 } }) as never,
      getList: async () => ({ data: [SECTION], total: 1 }) as never,
      getMany: async () => ({ data: [SECTION] }) as never,
      update: update as never,
    });
    renderPage({
      resource: 'seminar-media',
      url: '/seminar-media/x1',
      path: '/seminar-media/:id',
      page: <MediaEdit />,
      dataProvider,
    });

    fireEvent.change(await screen.findByLabelText(/^File/), { target: { value: 'uploads/missing.webm' } });
    await clickSave();

    await expectErrorUnder(/^File/, message);
    expect(update.mock.calls[0][1].data.path).toBe('uploads/missing.webm');
  });

  it('sends the order it edits with the changed fields (other resources never send sortOrder)', async () => {
    const fetch = vi
      .fn()
      .mockImplementation(
        async () => new Response(JSON.stringify({ id: 'x1' }), { headers: { 'Content-Type': 'application/json' } }),
      );
    vi.stubGlobal('fetch', fetch);
    const previous = { id: 'x1', title: 'Clip', sortOrder: 0, requiredLevel: 'bronze', url: '/a.webm' };
    for (const resource of ['seminars', 'seminar-sections', 'seminar-media']) {
      await createDataProvider().update(resource, {
        id: 'x1',
        data: { ...previous, sortOrder: 4, requiredLevel: 'gold' },
        previousData: previous,
      });
    }
    for (const [index, resource] of ['seminars', 'seminar-sections', 'seminar-media'].entries()) {
      expect(fetch.mock.calls[index][0]).toBe(`/api/admin/${resource}/x1`);
      expect(JSON.parse(fetch.mock.calls[index][1].body)).toEqual({ sortOrder: 4, requiredLevel: 'gold' });
    }
  });
});
