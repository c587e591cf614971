import { Admin, CustomRoutes, Layout, Resource, type LayoutProps } from 'react-admin';
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
import seminarMedia from './seminar-media';
import seminarSections from './seminar-sections';
import seminars from './seminars';
import taskPayments from './task-payments';
import taskPrices from './task-prices';
import taskProofs from './task-proofs';
import tasks from './tasks';
import { LoginPage, TwoFactorPage } from './two-factor';
import withdrawals from './withdrawals';

function AdminLayout(props: LayoutProps) {
  return <Layout {...props} menu={Menu} />;
}

/** Resource names are exactly the admin API's (`/api/admin/{name}`). */
export function App() {
  return (
    <Admin
      title="Earnwave admin"
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
