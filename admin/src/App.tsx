import {
  Admin,
  AppBar,
  CustomRoutes,
  defaultLightTheme,
  Layout,
  Resource,
  UserMenu,
  useGetIdentity,
  type LayoutProps,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider, TWO_FACTOR_PATH } from './authProvider';
import creditPurchases from './credit-purchases';
import contents from './contents';
import costImpressions from './cost-impressions';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import ledgerAccounts from './ledger-accounts';
import ledgerChecks from './ledger-checks';
import ledgerTransactions from './ledger-transactions';
import members from './members';
import membershipLevels from './membership-levels';
import membershipRequests from './membership-requests';
import { Menu } from './Menu';
import options from './options';
import posts from './posts';
import profiles from './profiles';
import ratings from './ratings';
import refusedCardPayments from './refused-card-payments';
import seminarMedia from './seminar-media';
import seminarSections from './seminar-sections';
import seminars from './seminars';
import taskPayments from './task-payments';
import taskPrices from './task-prices';
import taskProofs from './task-proofs';
import tasks from './tasks';
import { LoginPage, TwoFactorPage } from './two-factor';
import withdrawals from './withdrawals';

/** The user menu's button shows the administrator's name: its accessible name says it too. */
function AdminUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? `${identity.fullName}, user menu` : 'User menu'} />;
}

function AdminAppBar() {
  return <AppBar userMenu={<AdminUserMenu />} />;
}

function AdminLayout(props: LayoutProps) {
  return <Layout {...props} menu={Menu} appBar={AdminAppBar} />;
}

/**
 * react-admin's light theme with text at WCAG AA contrast (axe's color-contrast): its blues carry
 * white text at 3.1:1 (the app bar, #2196f3) and read at 4.4:1 on the page (#1976d2), the pending
 * and info status chips' white text sits at 3.1 and 4.1:1, and an empty list's message is painted
 * as disabled (2.7:1). The loading spinners are named (a progressbar must be).
 */
const theme = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    warning: { main: '#b45309' },
    info: { main: '#0277bd' },
  },
  components: {
    ...defaultLightTheme.components,
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
  },
};

/** Resource names are exactly the admin API's (`/api/admin/{name}`). */
export function App() {
  return (
    <Admin
      title="Earnwave admin"
      theme={theme}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={AdminLayout}
      loginPage={LoginPage}
      requireAuth
      disableTelemetry
    >
      <Resource name="membership-requests" options={{ label: 'Membership requests' }} {...membershipRequests} />
      <Resource name="withdrawals" {...withdrawals} />
      <Resource name="credit-purchases" options={{ label: 'Credit purchases' }} {...creditPurchases} />
      <Resource name="refused-card-payments" options={{ label: 'Refused card payments' }} {...refusedCardPayments} />
      <Resource name="task-payments" options={{ label: 'Task payments' }} {...taskPayments} />
      <Resource name="task-proofs" options={{ label: 'Task proofs' }} {...taskProofs} />
      <Resource name="tasks" {...tasks} />
      <Resource name="task-prices" options={{ label: 'Task pricing options' }} {...taskPrices} />
      <Resource name="cost-impressions" options={{ label: 'Impression costs' }} {...costImpressions} />
      <Resource name="members" {...members} />
      <Resource name="membership-levels" options={{ label: 'Membership levels' }} {...membershipLevels} />
      <Resource name="contents" options={{ label: 'Viewing content' }} {...contents} />
      <Resource name="seminars" {...seminars} />
      <Resource name="seminar-sections" options={{ label: 'Seminar sections' }} {...seminarSections} />
      <Resource name="seminar-media" options={{ label: 'Seminar media' }} {...seminarMedia} />
      <Resource name="posts" {...posts} />
      <Resource name="profiles" {...profiles} />
      <Resource name="ratings" {...ratings} />
      <Resource name="options" options={{ label: 'Settings' }} {...options} />
      <Resource name="ledger-transactions" options={{ label: 'Ledger' }} {...ledgerTransactions} />
      <Resource name="ledger-accounts" options={{ label: 'Balances' }} {...ledgerAccounts} />
      <Resource name="ledger-checks" options={{ label: 'Ledger checks' }} {...ledgerChecks} />
      <CustomRoutes>
        <Route path={TWO_FACTOR_PATH} element={<TwoFactorPage />} />
      </CustomRoutes>
    </Admin>
  );
}
