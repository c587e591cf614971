import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickSave, refusal, renderPage } from '../test/forms';
import { ContentCreate } from './ContentCreate';

// The first render loads MUI and react-admin: slow on a busy machine.
describe('viewing content create', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("shows the server's refusal of the file under the file input", async () => {
    const message = 'Upload a PNG, JPEG, GIF, WebP or SVG image or an MP4 or WebM video (server).';
    const create = vi.fn().mockRejectedValue(refusal([{ param: 'file', msg: message }], 415));
    const dataProvider = testDataProvider({ create: create as never });
    const { container } = renderPage({
      resource: 'contents',
      url: '/contents/create',
      path: '/contents/create',
      page: <ContentCreate />,
      dataProvider,
    });

    const picker = await waitFor(() => container.querySelector<HTMLInputElement>('input[type="file"]')!);
    fireEvent.change(picker, { target: { files: [new File(['GIF89a'], 'sunrise.png', { type: 'image/png' })] } });
    await screen.findByText('sunrise.png');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Sunrise' } });
    await clickSave();

    await waitFor(() => expect(container.querySelector('.ra-input-file')?.textContent).toContain(message));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0][1].data.title).toBe('Sunrise');
    expect(create.mock.calls[0][1].data.file.rawFile).toBeInstanceOf(File);
  });
});
