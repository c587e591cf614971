import { Col, Row, Typography } from 'antd';
import { useState } from 'react';
import { mayEnter } from '../../../access';
import { usePageTitle } from '../../../components/page-title';
import { getUser } from '../../../services/session';
import { BalanceCard } from '../../../components/balance/balance-card';
import { TransactionsCard } from './components/transactions-card';
import { WALLET_TEXT } from '../../../texts/wallet';

/**
 * /dashboard/wallet (issue 17): every role with a balance sees it here, with Buy Credits and
 * Withdraw, above the history of its money.
 */
export default function WalletPage() {
  usePageTitle(WALLET_TEXT.wallet);
  const user = getUser()!;
  // A withdrawal made here is new history: the list reads it again.
  const [withdrawals, setWithdrawals] = useState(0);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {WALLET_TEXT.wallet}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <BalanceCard
            memberId={user.id}
            earning={mayEnter(user.role, 'member')}
            onWithdrawn={() => setWithdrawals((count) => count + 1)}
          />
        </Col>
        <Col xs={24}>
          <TransactionsCard memberId={user.id} refresh={withdrawals} />
        </Col>
      </Row>
    </>
  );
}
