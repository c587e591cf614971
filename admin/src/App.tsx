import { Admin, Layout, Resource, type LayoutProps } from 'react-admin';
import { authProvider } from './authProvider';
import creditPurchases from './credit-purchases';
import contents from './contents';
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
import taskPayments from './task-payments';
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
      requireAuth
      disableTelemetry
    >
      <Resource name="membership-requests" options={{ label: 'Membership requests' }} {...membershipRequests} />
      <Resource name="withdrawals" {...withdrawals} />
      <Resource name="credit-purchases" options={{ label: 'Credit purchases' }} {...creditPurchases} />
      <Resource name="task-payments" options={{ label: 'Task payments' }} {...taskPayments} />
      <Resource name="members" {...members} />
      <Resource name="membership-levels" options={{ label: 'Membership levels' }} {...membershipLevels} />
      <Resource name="contents" options={{ label: 'Viewing content' }} {...contents} />
      <Resource name="options" options={{ label: 'Settings' }} {...options} />
      <Resource name="ledger-transactions" options={{ label: 'Ledger' }} {...ledgerTransactions} />
      <Resource name="ledger-accounts" options={{ label: 'Balances' }} {...ledgerAccounts} />
      <Resource name="ledger-checks" options={{ label: 'Ledger checks' }} {...ledgerChecks} />
    </Admin>
  );
}
