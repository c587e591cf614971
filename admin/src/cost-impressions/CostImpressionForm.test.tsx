import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickSave, expectErrorUnder, refusal, renderPage } from '../test/forms';
import { CostImpressionCreate } from './CostImpressionCreate';

// The first render loads MUI and react-admin: slow on a busy machine.
describe('impression cost option create', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("shows the server's validation errors under their fields", async () => {
    const message = 'An option with 2,500 impressions exists already (server).';
    const create = vi.fn().mockRejectedValue(refusal([{ param: 'impressions', msg: message }], 409));
    const dataProvider = testDataProvider({ create: create as never });
    renderPage({
      resource: 'cost-impressions',
      url: '/cost-impressions/create',
      path: '/cost-impressions/create',
      page: <CostImpressionCreate />,
      dataProvider,
    });

    fireEvent.change(await screen.findByLabelText(/Cost per lead/), { target: { value: '0.5' } });
    fireEvent.change(screen.getByLabelText(/Impressions/), { target: { value: '2500' } });
    await clickSave();

    await expectErrorUnder(/Impressions/, message);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][1].data).toMatchObject({ noOfCost: 0.5, impressions: 2500, enabled: true });
  });
});
