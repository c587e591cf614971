import { Col, Row, Typography } from 'antd';
import { mayEnter } from '../../../access';
import { usePageTitle } from '../../../components/page-title';
import { getUser } from '../../../services/session';
import { BalanceCard } from '../home/components/balance-card';
import { TransactionsCard } from './components/transactions-card';

/**
 * /dashboard/wallet (issue 17): every role with a balance sees it here, with Buy Credits and
 * Withdraw, above the history of its money.
 */
export default function WalletPage() {
  usePageTitle('Wallet');
  const user = getUser()!;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        Wallet
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <BalanceCard memberId={user.id} earning={mayEnter(user.role, 'member')} />
        </Col>
        <Col xs={24}>
          <TransactionsCard memberId={user.id} />
        </Col>
      </Row>
    </>
  );
}
