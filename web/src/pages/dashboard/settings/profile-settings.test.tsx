import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../test/fake-socket';
import { fakeApi, MEMBER, renderApp, signIn } from '../../../test/render';
import { profileOf } from '../../profile/fixtures';
import { SUBSCRIBED_RECORD } from './fixtures';

// Role queries skip the accessibility-tree check (slow under antd's CSS-in-JS); they are scoped.
configure({ defaultHidden: true });
beforeAll(async () => {
  await Promise.all([import('./index'), import('../../../layouts/dashboard-layout')]);
}, 120_000);
const SLOW = 120_000;

const header = () => within(screen.getByTestId('profile-settings'));

describe('read-only profile settings (spec 2, settings)', () => {
  it(
    "heads Settings with the member's cover, avatar, name and e-mail, read-only, and the subscription as the side card",
    async () => {
      signIn();
      fakeApi({
        'GET /members/*/balance': { data: { balance: 2 } },
        [`GET /members/get/profile/${MEMBER.id}`]: {
          data: profileOf({ name: 'Ada Lovelace', email: 'ada.l@example.test' }),
        },
        'GET /members/*': SUBSCRIBED_RECORD,
      });
      renderApp('/dashboard/settings');
      expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
      expect(await header().findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeInTheDocument();
      expect(header().getByText('ada.l@example.test')).toBeInTheDocument();
      expect(header().getByTestId('profile-cover').getAttribute('style')).toContain('/uploads/2026/11/cover.png');
      expect(header().getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', '/uploads/2026/11/avatar.png');
      // Read-only: nothing to edit or press in it.
      expect(header().queryByRole('button')).toBeNull();
      expect(header().queryByRole('textbox')).toBeNull();

      // The member subscription is the side card, beside the account's cards.
      expect(await screen.findByText('TX123456')).toBeInTheDocument();
      const side = screen.getByText('Receipt No').closest('.ant-col') as HTMLElement;
      expect(side).toHaveClass('ant-col-lg-8');
      expect(within(side).queryByRole('button', { name: 'Update Password' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Update Password' }).closest('.ant-col')).toHaveClass('ant-col-lg-16');
    },
    SLOW,
  );

  it(
    "shows a task owner's name and e-mail without reading a profile it has none of, and no subscription card",
    async () => {
      signIn({ role: 'advertiser', name: 'Otto Owner', email: 'otto@example.test' });
      const api = fakeApi({ 'GET /members/*/balance': { data: { balance: 0 } }, 'GET /members/*': SUBSCRIBED_RECORD });
      renderApp('/dashboard/settings');
      expect(await header().findByRole('heading', { level: 2, name: 'Otto Owner' })).toBeInTheDocument();
      expect(header().getByText('otto@example.test')).toBeInTheDocument();
      expect(header().getByTestId('profile-cover').getAttribute('style')).toContain('linear-gradient');
      await screen.findByRole('button', { name: 'Update Password' });
      expect(screen.queryByText('Receipt No')).toBeNull();
      expect(api.calls.some((call) => call.path.startsWith('/members/get/profile'))).toBe(false);
    },
    SLOW,
  );

  it(
    'keeps the stored name and e-mail on a plain cover when the profile cannot be read',
    async () => {
      signIn();
      const api = fakeApi({
        [`GET /members/get/profile/${MEMBER.id}`]: { status: 503, message: 'Try again later.' },
        'GET /members/*': SUBSCRIBED_RECORD,
      });
      renderApp('/dashboard/settings');
      await waitFor(() => expect(api.calls.some((call) => call.path.startsWith('/members/get/profile'))).toBe(true));
      expect(await header().findByRole('heading', { level: 2, name: MEMBER.name })).toBeInTheDocument();
      expect(header().getByText(MEMBER.email)).toBeInTheDocument();
      expect(header().getByTestId('profile-cover').getAttribute('style')).not.toContain('url(');
    },
    SLOW,
  );
});
