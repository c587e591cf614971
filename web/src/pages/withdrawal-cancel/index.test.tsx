import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp } from '../../test/render';
import { TEXT } from '../../texts';

const HASH = 'header.payload.signature';

describe('the withdrawal cancel link', () => {
  it('cancels only when asked, with the hash as bearer, and says the amount is back', async () => {
    const api = fakeApi({
      'POST /withdrawal-requests/cancel': { data: { id: 'w1', status: 'cancelled' } },
    });
    const { user } = renderApp(`/withdrawal/cancel?hash=${HASH}`);
    const button = await screen.findByRole('button', { name: TEXT.withdrawalCancelButton });
    expect(api.last('POST', '/withdrawal-requests/cancel')).toBeUndefined();
    await user.click(button);
    expect(await screen.findByText(TEXT.withdrawalCancelled)).toBeInTheDocument();
    expect(api.last('POST', '/withdrawal-requests/cancel')?.headers.Authorization).toBe(`Bearer ${HASH}`);
  });

  it('shows why the server refused (a used link, a decided withdrawal)', async () => {
    fakeApi({
      'POST /withdrawal-requests/cancel': {
        status: 409,
        message: 'This withdrawal was already decided: it can no longer be cancelled.',
      },
    });
    const { user } = renderApp(`/withdrawal/cancel?hash=${HASH}`);
    await user.click(await screen.findByRole('button', { name: TEXT.withdrawalCancelButton }));
    expect(
      await screen.findByText('This withdrawal was already decided: it can no longer be cancelled.'),
    ).toBeInTheDocument();
  });

  it("says 'Sorry link is not enable' without a hash, and calls nothing", async () => {
    const api = fakeApi({});
    renderApp('/withdrawal/cancel');
    expect(await screen.findByText('Sorry link is not enable')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
