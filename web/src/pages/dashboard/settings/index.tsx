import { Col, Flex, Row, Typography } from 'antd';
import { mayEnter } from '../../../access';
import { usePageTitle } from '../../../components/page-title';
import { getUser } from '../../../services/session';
import { ChangePasswordCard } from './components/change-password-card';
import { MembershipCard } from './components/membership-card';
import { ProfileSettingsHeader } from './components/profile-settings-header';
import { SessionsCard } from './components/sessions-card';
import { TerminateCard } from './components/terminate-card';
import { TwoFactorCard } from './components/two-factor-card';
import { SETTINGS_TEXT } from '../../../texts/dashboard';

/**
 * /dashboard/settings (spec 2), for every role: the read-only profile settings (the cover and avatar
 * header with the name and e-mail, and the member subscription as the side card: a task owner who is
 * no member has none), then change password, two-factor sign-in, sessions, terminate membership.
 */
export default function SettingsPage() {
  usePageTitle(SETTINGS_TEXT.title);
  const user = getUser()!;
  const member = mayEnter(user.role, 'member');
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {SETTINGS_TEXT.title}
      </Typography.Title>
      <Flex vertical gap={16}>
        <ProfileSettingsHeader user={user} />
        <Row gutter={[16, 16]}>
          {member && (
            <Col xs={24} lg={8}>
              <MembershipCard memberId={user.id} />
            </Col>
          )}
          <Col xs={24} lg={member ? 16 : 24}>
            <Flex vertical gap={16}>
              <ChangePasswordCard memberId={user.id} />
              <TwoFactorCard memberId={user.id} />
              <SessionsCard memberId={user.id} />
              <TerminateCard memberId={user.id} />
            </Flex>
          </Col>
        </Row>
      </Flex>
    </>
  );
}
