import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickSave, expectErrorUnder, refusal, renderPage } from '../test/forms';
import { SectionEdit } from './SectionEdit';

const SEMINAR = { id: 'm1', title: 'Getting started', sortOrder: 0 };
const SECTION = { id: 's1', seminarId: 'm1', title: 'Week one', description: '', bannerImage: null, sortOrder: 0 };

// The first render loads MUI and react-admin: slow on a busy machine.
describe('seminar section edit', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("shows the server's validation errors under their fields", async () => {
    const message = 'The banner image is an uploads/... or assets/... path (server).';
    const update = vi.fn().mockRejectedValue(refusal([{ param: 'bannerImage', msg: message }]));
    const dataProvider = testDataProvider({
      getOne: async () => ({ data: SECTION }) as never,
      getList: async () => ({ data: [SEMINAR], total: 1 }) as never,
      getMany: async () => ({ data: [SEMINAR] }) as never,
      getManyReference: async () => ({ data: [], total: 0 }) as never,
      update: update as never,
    });
    renderPage({
      resource: 'seminar-sections',
      url: '/seminar-sections/s1',
      path: '/seminar-sections/:id',
      page: <SectionEdit />,
      dataProvider,
    });

    fireEvent.change(await screen.findByLabelText('Banner image'), { target: { value: '../secret.png' } });
    await clickSave();

    await expectErrorUnder('Banner image', message);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data.bannerImage).toBe('../secret.png');
  });
});
