import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickSave, expectErrorUnder, refusal, renderPage } from '../test/forms';
import { SeminarCreate } from './SeminarCreate';

// The first render loads MUI and react-admin: slow on a busy machine.
describe('seminar create', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("shows the server's validation errors under their fields", async () => {
    const create = vi
      .fn()
      .mockRejectedValue(
        refusal([{ param: 'titleBlock', msg: 'The title block is at most 500 characters (server).' }]),
      );
    const dataProvider = testDataProvider({ create: create as never });
    renderPage({
      resource: 'seminars',
      url: '/seminars/create',
      path: '/seminars/create',
      page: <SeminarCreate />,
      dataProvider,
    });

    fireEvent.change(await screen.findByLabelText(/^Title(?! block)/), { target: { value: 'Getting started' } });
    fireEvent.change(screen.getByLabelText('Title block'), { target: { value: 'Week one' } });
    await clickSave();

    await expectErrorUnder('Title block', 'The title block is at most 500 characters (server).');
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][1].data).toMatchObject({ title: 'Getting started', titleBlock: 'Week one' });
  });
});
