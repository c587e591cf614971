import { lazy, type ComponentType } from 'react';
import type { RouteAccess } from './access';
import { HomePlaceholder } from './pages/dashboard/home/placeholder';
import LandingPage from './pages/public/landing';

/** A page: loaded lazily (React.lazy), except the landing page. */
type Page = ComponentType;

/** One route of the table: its path, who may open it, and its page (loaded when first opened). */
export interface AppRoute {
  path: string;
  page: Page;
  /** Dashboard routes: the role guard's list (spec 2). */
  access?: RouteAccess;
  /** Plain markup (no antd) shown while the page's code loads, instead of 'Loading...'. */
  placeholder?: ComponentType;
}

// The landing page is where first-time visitors arrive: it ships with the entry (its files are
// preloaded by index.html) instead of waiting for the router to ask for it. Every other page loads
// when first opened.
const Landing = LandingPage;
const Login = lazy(() => import('./pages/auth/login'));
const Register = lazy(() => import('./pages/auth/register'));
const ConfirmMail = lazy(() => import('./pages/auth/confirm-mail'));
const Verification = lazy(() => import('./pages/auth/verification'));
const ForgotPassword = lazy(() => import('./pages/auth/forgot-password'));
const ResetPassword = lazy(() => import('./pages/auth/reset-password'));
const CancelWithdrawal = lazy(() => import('./pages/withdrawal-cancel'));
const Logout = lazy(() => import('./pages/auth/logout'));
const Terms = lazy(() => import('./pages/legal/terms-and-conditions'));
const Privacy = lazy(() => import('./pages/legal/privacy-policy'));
const NotFound = lazy(() => import('./pages/errors/not-found'));
const ServerError = lazy(() => import('./pages/errors/server-error'));
const Membership = lazy(() => import('./pages/membership/membership'));

const Dashboard = lazy(() => import('./pages/dashboard/home'));
const Referrals = lazy(() => import('./pages/dashboard/referrals'));
const ContentViews = lazy(() => import('./pages/dashboard/content-views'));
const Settings = lazy(() => import('./pages/dashboard/settings'));
const Wallet = lazy(() => import('./pages/dashboard/wallet'));

/** Public screens (spec 2). */
export const LANDING_ROUTE: AppRoute = { path: '/', page: Landing };

export const PUBLIC_ROUTES: AppRoute[] = [
  LANDING_ROUTE,
  { path: '/login', page: Login },
  { path: '/register', page: Register },
  { path: '/confirm-mail', page: ConfirmMail },
  { path: '/verification', page: Verification },
  { path: '/forgot-password', page: ForgotPassword },
  { path: '/reset-password', page: ResetPassword },
  { path: '/withdrawal/cancel', page: CancelWithdrawal },
  { path: '/logout', page: Logout },
  { path: '/terms-and-conditions', page: Terms },
  { path: '/privacy-policy', page: Privacy },
  { path: '/errors/404', page: NotFound },
  { path: '/errors/500', page: ServerError },
];

export const MEMBERSHIP_ROUTE: AppRoute = { path: '/membership', page: Membership };

/**
 * The dashboard's routes, relative to /dashboard, with the role guard's lists (spec 2).
 */
export const DASHBOARD_ROUTES: AppRoute[] = [
  { path: '', page: Dashboard, placeholder: HomePlaceholder, access: 'member' },
  { path: 'settings', page: Settings, access: 'account' },
  { path: 'wallet', page: Wallet, access: 'walletHolder' },
  { path: 'referrals', page: Referrals, access: 'member' },
  { path: 'commitments', page: ContentViews, access: 'member' },
  { path: 'profile', page: lazy(() => import('./pages/profile')), access: 'member' },
  { path: 'profile/:id', page: lazy(() => import('./pages/profile')), access: 'member' },
  { path: 'profile/post-view/:id', page: lazy(() => import('./pages/post-view')), access: 'member' },
  { path: 'chat', page: lazy(() => import('./pages/network')), access: 'member' },
  { path: 'seminars', page: lazy(() => import('./pages/seminars/list')), access: 'member' },
  { path: 'seminars/:seminarId', page: lazy(() => import('./pages/seminars/detail')), access: 'member' },
  {
    path: 'seminars/:seminarId/sections/:sectionId',
    page: lazy(() => import('./pages/seminars/section')),
    access: 'member',
  },
  { path: 'tasks', page: lazy(() => import('./pages/tasks/list')), access: 'member' },
  { path: 'tasks/:id', page: lazy(() => import('./pages/tasks/perform')), access: 'member' },
  { path: 'task-management', page: lazy(() => import('./pages/task-management/list')), access: 'taskOwner' },
  {
    path: 'task-management/add-task',
    page: lazy(() => import('./pages/task-management/task-form')),
    access: 'taskOwner',
  },
  {
    path: 'task-management/edit-task/:id',
    page: lazy(() => import('./pages/task-management/task-form')),
    access: 'taskOwner',
  },
  {
    path: 'task-management/task-progress/:id',
    page: lazy(() => import('./pages/task-management/task-progress')),
    access: 'taskOwner',
  },
];
