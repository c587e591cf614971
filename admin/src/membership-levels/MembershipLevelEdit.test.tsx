import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickSave, expectErrorUnder, refusal, renderPage } from '../test/forms';
import { MembershipLevelEdit } from './MembershipLevelEdit';

const GOLD = {
  id: 'gold',
  title: 'Gold',
  subTitle: 'For the committed',
  buttonText: 'Choose Gold',
  price: 50,
  contentView: 12,
  weeklyTokenLimit: 10,
  referrals: { '1': 0.1, more: 0.01 },
  isFeatured: true,
  available: true,
  featuresTitle: 'What you get',
  featuresList: [{ id: 1, title: '12 views a day' }],
  activeMembers: 3,
};

// The first render loads MUI and react-admin: slow on a busy machine.
describe('membership level edit', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("shows the server's validation errors under their fields", async () => {
    const update = vi.fn().mockRejectedValue(
      refusal([
        { param: 'price', msg: 'The price is an amount in credits above 0, with at most 6 decimals.' },
        { param: 'referrals', msg: 'Referral multipliers: ordinals 1 to 999 and "more" (server).' },
      ]),
    );
    const dataProvider = testDataProvider({
      getOne: async () => ({ data: GOLD }) as never,
      update: update as never,
    });
    renderPage({
      resource: 'membership-levels',
      url: '/membership-levels/gold',
      path: '/membership-levels/:id',
      page: <MembershipLevelEdit />,
      dataProvider,
    });

    fireEvent.change(await screen.findByLabelText(/Price \(credits\)/), { target: { value: '50.1234567' } });
    await clickSave();

    await expectErrorUnder(/Price \(credits\)/, 'The price is an amount in credits above 0, with at most 6 decimals.');
    await screen.findByText('Referral multipliers: ordinals 1 to 999 and "more" (server).');
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data.price).toBe(50.1234567);
  });
});
