import { Col, Row, Typography } from 'antd';
import { mayEnter } from '../../../access';
import { usePageTitle } from '../../../components/page-title';
import { getUser } from '../../../services/session';
import { ChangePasswordCard } from './components/change-password-card';
import { MembershipCard } from './components/membership-card';
import { SessionsCard } from './components/sessions-card';
import { TerminateCard } from './components/terminate-card';
import { TwoFactorCard } from './components/two-factor-card';

/**
 * /dashboard/settings (spec 2), for every role: membership (for the member roles: a task owner who
 * is no member has none), change password, two-factor sign-in, sessions, terminate membership.
 */
export default function SettingsPage() {
  usePageTitle('Settings');
  const user = getUser()!;
  const member = mayEnter(user.role, 'member');
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        Settings
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {user.name} · {user.email}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {member && (
          <Col xs={24} lg={12}>
            <MembershipCard memberId={user.id} />
          </Col>
        )}
        <Col xs={24} lg={12}>
          <ChangePasswordCard memberId={user.id} />
        </Col>
        <Col xs={24}>
          <TwoFactorCard memberId={user.id} />
        </Col>
        <Col xs={24}>
          <SessionsCard memberId={user.id} />
        </Col>
        <Col xs={24}>
          <TerminateCard memberId={user.id} />
        </Col>
      </Row>
    </>
  );
}
