import { Col, Row } from 'antd';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../../components/page-title';
import { Api, type ProgressCounter } from '../../../services/api';
import { onLive } from '../../../services/live';
import { getUser } from '../../../services/session';
import { BalanceCard } from './components/balance-card';
import { MembershipExpiredModal } from './components/membership-expired-modal';
import { LatestReferralsCard, ReferralStatsCard } from './components/referral-cards';
import { RewardsUsageCard } from './components/rewards-usage-card';
import { TodaysActivityCard, TodaysNotificationCard } from './components/today-cards';
import { WeeklyCard } from './components/weekly-cards';
import { Welcome } from './placeholder';

/** /dashboard (spec 2): a welcome page titled with the user's name and the member's cards. */
export default function DashboardPage() {
  const user = getUser()!;
  usePageTitle('Dashboard');
  const [progress, setProgress] = useState<ProgressCounter | null>(null);

  useEffect(() => {
    const load = () => Api.progress(user.id).then(setProgress, () => undefined);
    load();
    return onLive('balance', () => void load());
  }, [user.id]);

  return (
    <>
      <Welcome name={user.name} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <BalanceCard memberId={user.id} />
        </Col>
        <Col xs={24} lg={12}>
          <RewardsUsageCard memberId={user.id} />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <WeeklyCard kind="rewards" progress={progress} />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <WeeklyCard kind="impressions" progress={progress} />
        </Col>
        <Col xs={24} xl={12}>
          <TodaysActivityCard progress={progress} />
        </Col>
        <Col xs={24} md={12}>
          <ReferralStatsCard progress={progress} />
        </Col>
        <Col xs={24} md={12}>
          <LatestReferralsCard memberId={user.id} />
        </Col>
        <Col xs={24}>
          <TodaysNotificationCard />
        </Col>
      </Row>
      <MembershipExpiredModal memberId={user.id} />
    </>
  );
}
