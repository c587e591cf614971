import { ROLES } from '@earnwave/contracts';
import { describe, expect, it } from 'vitest';
import { homeFor, mayEnter, mayEnterDashboard, menuFor, SETTINGS_PATH } from './access';
import { DASHBOARD_ROUTES } from './routes';

describe('access rules (spec 2, 4 and 6)', () => {
  it('gives each role the side menu of spec 6 and Wallet to those with a balance, and an unknown role an empty one', () => {
    const labels = (role: unknown) => menuFor(role).map((entry) => entry.label);
    const member = ['Dashboard', 'Impressions', 'Tasks', 'Seminars', 'Referrals', 'Profile', 'Network'];
    expect(labels('member')).toEqual([...member, 'Wallet']);
    expect(labels('member_advertiser')).toEqual([...member, 'Task Management', 'Wallet']);
    expect(labels('advertiser')).toEqual(['Task Management', 'Wallet']);
    expect(labels('admin')).toEqual([...member, 'Task Management']);
    expect(labels('someone')).toEqual([]);
    expect(labels(undefined)).toEqual([]);
  });

  it.each(ROLES)('opens every link the %s can click in the frame: home (the brand), the menu and Settings', (role) => {
    const user = { role, status: 'active' as const };
    const links = [homeFor(user), SETTINGS_PATH, ...menuFor(role).map((entry) => entry.path)];
    for (const link of links) {
      const route = DASHBOARD_ROUTES.find(
        (candidate) => `/dashboard${candidate.path && `/${candidate.path}`}` === link,
      );
      expect({ link, opens: route !== undefined && mayEnter(role, route.access!) }).toEqual({ link, opens: true });
    }
  });

  it('lets every role into Settings, and the wallet to every role with a balance', () => {
    expect(ROLES.filter((role) => mayEnter(role, 'account'))).toEqual([...ROLES]);
    expect(ROLES.filter((role) => mayEnter(role, 'walletHolder'))).toEqual([
      'member',
      'advertiser',
      'member_advertiser',
    ]);
  });

  it('sends members by status and advertisers to task management after login', () => {
    expect(homeFor({ role: 'member', status: 'active' })).toBe('/dashboard');
    expect(homeFor({ role: 'member', status: 'inactive' })).toBe('/membership');
    expect(homeFor({ role: 'member_advertiser', status: 'pending' })).toBe('/membership');
    expect(homeFor({ role: 'member_advertiser', status: 'active' })).toBe('/dashboard');
    expect(homeFor({ role: 'advertiser', status: 'inactive' })).toBe('/dashboard/task-management');
  });

  it('lets into the dashboard an active user or the task owner only', () => {
    expect(mayEnterDashboard({ role: 'member', status: 'active' })).toBe(true);
    expect(mayEnterDashboard({ role: 'member', status: 'pending' })).toBe(false);
    expect(mayEnterDashboard({ role: 'advertiser', status: 'inactive' })).toBe(true);
    expect(mayEnterDashboard({ role: 'member_advertiser', status: 'inactive' })).toBe(false);
  });

  it('splits the routes between the member role, the task owner and the admin', () => {
    expect(mayEnter('member', 'member')).toBe(true);
    expect(mayEnter('member', 'taskOwner')).toBe(false);
    expect(mayEnter('advertiser', 'member')).toBe(false);
    expect(mayEnter('advertiser', 'taskOwner')).toBe(true);
    expect(mayEnter('member_advertiser', 'taskOwner')).toBe(true);
    expect(mayEnter('admin', 'member')).toBe(true);
    expect(mayEnter('admin', 'taskOwner')).toBe(true);
    expect(mayEnter(undefined, 'member')).toBe(false);
  });
});
