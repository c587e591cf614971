import { Col, Row } from 'antd';
import { useEffect } from 'react';
import { usePageTitle } from '../../../components/page-title';
import { useLoad } from '../../../hooks/use-load';
import { Api } from '../../../services/api';
import { onLive } from '../../../services/live';
import { getUser } from '../../../services/session';
import { BalanceCard } from '../../../components/balance/balance-card';
import { MembershipExpiredModal } from './components/membership-expired-modal';
import { LatestReferralsCard, ReferralStatsCard } from '../../../components/referral-cards';
import { RewardsUsageCard } from './components/rewards-usage-card';
import { TodaysActivityCard, TodaysNotificationCard } from './components/today-cards';
import { WeeklyCard } from './components/weekly-cards';
import { Welcome } from './placeholder';
import { FRAME_TEXT } from '../../../texts/frame';

/** /dashboard (spec 2): a welcome page titled with the user's name and the member's cards. */
export default function DashboardPage() {
  const user = getUser()!;
  usePageTitle(FRAME_TEXT.menu.dashboard);
  const loaded = useLoad((signal) => Api.progress(user.id, signal), [user.id]);
  const { reload } = loaded;
  // A reward settled moves the progress counter.
  useEffect(() => onLive('balance', () => void reload()), [reload]);
  const progress = loaded.value ?? null;

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
