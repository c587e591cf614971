import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/fake-socket';
import { fakeApi, MEMBER, renderApp, signIn } from '../../../test/render';

/** A signed-in member who has referred nobody yet. */
function nobodyReferred() {
  signIn();
  fakeApi({
    'GET /members/*/referrals': { data: [] },
    'GET /members/*/referral-code': { data: { referralCode: 'C1' } },
  });
}

describe('referrals screen (spec 2 and 4)', () => {
  it("says 'No referrals yet' when nobody was referred", async () => {
    nobodyReferred();
    renderApp('/dashboard/referrals');
    expect(await screen.findByText('No referrals yet')).toBeInTheDocument();
  });

  it('lists Username, Status and a Chat link, with the invite form and the referral link', async () => {
    signIn();
    fakeApi({
      'GET /members/*/referrals': {
        data: [
          { id: 'a', name: 'Ann', status: 'active', updatedAt: '2026-11-20T10:00:00Z' },
          { id: 'b', name: 'Bob', status: 'not verified', updatedAt: '2026-11-20T10:00:00Z' },
        ],
      },
      'GET /members/*/referral-code': { data: { referralCode: 'C1' } },
    });
    renderApp('/dashboard/referrals');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Username' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Chat' })).toBeInTheDocument();
    expect(await within(table).findByText('Ann')).toBeInTheDocument();
    expect(within(table).getByText('not verified')).toHaveAttribute('title', 'should verify e-mail');
    expect(within(table).getAllByRole('link', { name: 'Chat' })[0]).toHaveAttribute('href', '/dashboard/chat');
    expect(await screen.findByTestId('referral-link')).toHaveTextContent('/register?referral-id=C1');
    expect(screen.getByLabelText('Invite a friend by e-mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
    void MEMBER;
  });
  it('enables Send invitation in the keystroke that fills the e-mail, so an Enter right after it sends (spec 5)', async () => {
    nobodyReferred();
    renderApp('/dashboard/referrals');
    fireEvent.change(await screen.findByLabelText('Invite a friend by e-mail'), {
      target: { value: 'friend@example.test' },
    });
    // Checked at once, not waited for: a browser drops an Enter pressed while the button is disabled.
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeEnabled();
  });
});
