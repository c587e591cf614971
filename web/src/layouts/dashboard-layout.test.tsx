import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../test/fake-socket';
import { fakeMatchMedia } from '../test/media';
import { fakeApi, MEMBER, renderApp, signIn } from '../test/render';

// Role queries skip the accessibility-tree check (slow under antd's CSS-in-JS); they are scoped.
configure({ defaultHidden: true });
beforeAll(async () => {
  await Promise.all([import('./dashboard-layout'), import('../pages/dashboard/settings')]);
}, 120_000);
const SLOW = 120_000;
const RECORD = { data: { ...MEMBER, daysLeft: 300, balance: 2, memberSubscription: null } };

/** The dashboard on its Settings page, as a member. */
function openDashboard() {
  signIn();
  fakeApi({ 'GET /members/*': RECORD });
  return renderApp('/dashboard/settings');
}

const sideMenu = () => document.querySelector('aside[aria-label="Side menu"]');
const topBar = () => document.querySelector('.top-navbar');
/** What holds the page inside the layout's content area (at most 1540 px wide unless fluid). */
const pageFrame = () => document.querySelector('.ant-layout-content > *') as HTMLElement;
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

/** The open drawer with this title. */
async function findDrawer(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-drawer-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}

describe('display settings (spec 9: navbarPosition and navbarStyle)', () => {
  it(
    'moves the navigation to a top bar and paints it inverted, and both survive a reload',
    async () => {
      const { user, unmount } = openDashboard();
      await waitFor(() => expect(sideMenu()).not.toBeNull());
      expect(topBar()).toBeNull();

      await user.click(await screen.findByRole('button', { name: 'Display settings' }));
      const panel = await findDrawer('Display settings');
      const position = within(panel).getByRole('radiogroup', { name: 'Navigation position' });
      expect(within(position).getByRole('radio', { name: 'Side' })).toBeChecked();
      await user.click(within(position).getByRole('radio', { name: 'Top' }));
      await waitFor(() => expect(topBar()).not.toBeNull());
      expect(sideMenu()).toBeNull();
      // The bar holds the role's menu, horizontally, with the brand in the header.
      expect(within(mainNav()).getByRole('link', { name: 'Referrals' })).toHaveAttribute(
        'href',
        '/dashboard/referrals',
      );
      expect(mainNav().querySelector('.ant-menu-horizontal')).not.toBeNull();
      expect(screen.getByRole('link', { name: 'Earnwave' })).toHaveAttribute('href', '/dashboard');

      const style = within(panel).getByRole('radiogroup', { name: 'Navigation style' });
      expect(within(style).getByRole('radio', { name: 'Transparent' })).toBeChecked();
      await user.click(within(style).getByRole('radio', { name: 'Inverted' }));
      await waitFor(() => expect(topBar()).toHaveClass('navbar-inverted'));
      expect(mainNav().querySelector('.ant-menu-dark')).not.toBeNull();
      expect(localStorage.getItem('navbarPosition')).toBe('"top"');
      expect(localStorage.getItem('navbarStyle')).toBe('"inverted"');
      unmount();

      // A reload reads them back.
      fakeApi({ 'GET /members/*': RECORD });
      renderApp('/dashboard/settings');
      await waitFor(() => expect(topBar()).toHaveClass('navbar-inverted'));
      expect(sideMenu()).toBeNull();
    },
    SLOW,
  );

  it(
    'paints the side menu in each style: vibrant on the gradient with a dark menu, card raised, transparent on the page',
    async () => {
      localStorage.setItem('navbarStyle', '"vibrant"');
      const { user } = openDashboard();
      await waitFor(() => expect(sideMenu()).toHaveClass('navbar-vibrant'));
      expect((sideMenu() as HTMLElement).style.background).toMatch(/linear-gradient/);
      expect(mainNav().querySelector('.ant-menu-dark')).not.toBeNull();

      await user.click(await screen.findByRole('button', { name: 'Display settings' }));
      const panel = await findDrawer('Display settings');
      const style = within(panel).getByRole('radiogroup', { name: 'Navigation style' });
      await user.click(within(style).getByRole('radio', { name: 'Card' }));
      await waitFor(() => expect(sideMenu()).toHaveClass('navbar-card'));
      expect((sideMenu() as HTMLElement).style.boxShadow).not.toBe('');
      expect(mainNav().querySelector('.ant-menu-light')).not.toBeNull();
      await user.click(within(style).getByRole('radio', { name: 'Transparent' }));
      await waitFor(() => expect(sideMenu()).toHaveClass('navbar-transparent'));
      expect((sideMenu() as HTMLElement).style.boxShadow).toBe('');
    },
    SLOW,
  );

  it(
    'keeps the side menu below 1200 px in combo and shows the top bar from there up',
    async () => {
      localStorage.setItem('navbarPosition', '"combo"');
      const narrow = openDashboard();
      await screen.findByRole('button', { name: 'Display settings' });
      expect(sideMenu()).not.toBeNull();
      expect(topBar()).toBeNull();
      narrow.unmount();

      fakeMatchMedia((query) => /min-width/.test(query));
      openDashboard();
      await waitFor(() => expect(topBar()).not.toBeNull());
      expect(sideMenu()).toBeNull();
      fakeMatchMedia();
    },
    SLOW,
  );

  it(
    'ignores a stored value the setting cannot hold, and toggles full-width pages',
    async () => {
      localStorage.setItem('navbarPosition', '"double-top"');
      localStorage.setItem('navbarStyle', '"<img src=x>"');
      const { user } = openDashboard();
      await screen.findByRole('button', { name: 'Display settings' });
      expect(sideMenu()).toHaveClass('navbar-transparent');
      expect(localStorage.getItem('navbarPosition')).toBe('"vertical"');
      expect(localStorage.getItem('navbarStyle')).toBe('"transparent"');

      expect(pageFrame().style.maxWidth).toBe('1540px');
      await user.click(screen.getByRole('button', { name: 'Display settings' }));
      const panel = await findDrawer('Display settings');
      await user.click(within(panel).getByRole('switch', { name: 'Full-width pages' }));
      await waitFor(() => expect(pageFrame().style.maxWidth).toBe(''));
      expect(localStorage.getItem('isFluid')).toBe('true');
    },
    SLOW,
  );
});
