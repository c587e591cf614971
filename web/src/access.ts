import { CAPABILITIES, hasCapability, ROLES, type Capability, type Role } from '@earnwave/contracts';
import type { StoredUser } from './services/session';
import { FRAME_TEXT } from './texts/frame';

/**
 * Who may go where (spec 2, 4 and 6), in one place. The server checks every call again; these
 * rules only spare the user screens they cannot use.
 */

/** The spec's "task-owner role": the advertiser (member_advertiser is a member who also owns tasks). */
export const TASK_OWNER_ROLE: Role = 'advertiser';

export const isKnownRole = (role: unknown): role is Role => ROLES.includes(role as Role);

/**
 * The route guard's capabilities: the member routes and the task-management routes (spec 2), the
 * wallet (every role with a balance) and the account's settings (every role).
 */
export type RouteAccess = Extract<Capability, 'member' | 'taskOwner' | 'walletHolder' | 'account'>;

export function mayEnter(role: unknown, access: RouteAccess): boolean {
  return isKnownRole(role) && hasCapability(role, access);
}

/**
 * Where a signed-in user belongs (spec 4, after login; also a signed-in visitor of login or
 * register, and the dashboard's brand link): the task owner without the member role has no
 * /dashboard and starts on Task Management.
 */
export function homeFor(user: Pick<StoredUser, 'role' | 'status'>): string {
  if (user.role === TASK_OWNER_ROLE) return '/dashboard/task-management';
  return user.status === 'active' ? '/dashboard' : '/membership';
}

/** The dashboard layout's entry rule (spec 2): status active, or the task-owner role. */
export function mayEnterDashboard(user: Pick<StoredUser, 'role' | 'status'>): boolean {
  return user.status === 'active' || user.role === TASK_OWNER_ROLE;
}

/** The membership page is for these statuses; any other is sent to /login (spec 2). */
export const MEMBERSHIP_PAGE_STATUSES = ['inactive', 'pending', 'active'] as const;

export interface MenuEntry {
  key: string;
  label: string;
  path: string;
  icon:
    | 'dashboard'
    | 'content-views'
    | 'tasks'
    | 'seminars'
    | 'referrals'
    | 'profile'
    | 'network'
    | 'advertisement'
    | 'wallet';
}

const MEMBER_MENU: MenuEntry[] = [
  { key: 'dashboard', label: FRAME_TEXT.menu.dashboard, path: '/dashboard', icon: 'dashboard' },
  { key: 'content-views', label: FRAME_TEXT.menu.contentViews, path: '/dashboard/commitments', icon: 'content-views' },
  { key: 'tasks', label: FRAME_TEXT.menu.tasks, path: '/dashboard/tasks', icon: 'tasks' },
  { key: 'seminars', label: FRAME_TEXT.menu.seminars, path: '/dashboard/seminars', icon: 'seminars' },
  { key: 'referrals', label: FRAME_TEXT.menu.referrals, path: '/dashboard/referrals', icon: 'referrals' },
  { key: 'profile', label: FRAME_TEXT.menu.profile, path: '/dashboard/profile', icon: 'profile' },
  { key: 'network', label: FRAME_TEXT.menu.network, path: '/dashboard/chat', icon: 'network' },
];
const ADVERTISEMENT: MenuEntry = {
  key: 'advertisement',
  label: FRAME_TEXT.menu.advertisement,
  path: '/dashboard/task-management',
  icon: 'advertisement',
};

/** The history of money (issue 17), for every role with a balance. */
const WALLET: MenuEntry = { key: 'wallet', label: FRAME_TEXT.menu.wallet, path: '/dashboard/wallet', icon: 'wallet' };

/**
 * The side menu per role (spec 6), and Wallet for every role with a balance (the administrator has
 * none, and works in the console); an unknown role gets an empty menu.
 */
export function menuFor(role: unknown): MenuEntry[] {
  switch (role) {
    case 'member':
      return [...MEMBER_MENU, WALLET];
    case 'member_advertiser':
      return [...MEMBER_MENU, ADVERTISEMENT, WALLET];
    case 'admin':
      return [...MEMBER_MENU, ADVERTISEMENT];
    case 'advertiser':
      return [ADVERTISEMENT, WALLET];
    default:
      return [];
  }
}

/** Settings, in every role's user menu. */
export const SETTINGS_PATH = '/dashboard/settings';

export { CAPABILITIES };
