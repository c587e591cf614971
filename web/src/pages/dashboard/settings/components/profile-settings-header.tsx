import { Card, Flex, Typography } from 'antd';
import { mayEnter } from '../../../../access';
import { useLoad } from '../../../../hooks/use-load';
import { CreatorsApi } from '../../../../services/api';
import type { StoredUser } from '../../../../services/session';
import { ProfileBanner } from '../../../../components/profile-banner';

/**
 * The read-only profile settings (spec 2, settings): the cover and avatar header with the user's
 * name and e-mail; nothing here is edited (the profile is, on /dashboard/profile). The pictures are
 * the member's profile's; a task owner who is no member has no profile, and a profile that cannot
 * be read leaves the plain cover and the initial.
 */
export function ProfileSettingsHeader({ user }: { user: StoredUser }) {
  const member = mayEnter(user.role, 'member');
  const profile = useLoad(
    (signal) => (member ? CreatorsApi.profile(user.id, signal) : Promise.resolve(null)),
    [member, user.id],
  );
  const name = profile.value?.name ?? user.name;
  const email = profile.value?.email ?? user.email;
  return (
    <Card styles={{ body: { paddingTop: 0 } }} style={{ overflow: 'hidden' }} data-testid="profile-settings">
      <ProfileBanner name={name} image={profile.value?.image} backgroundImage={profile.value?.backgroundImage}>
        <Flex vertical gap={2} style={{ flex: 1, minWidth: 220, paddingBottom: 4 }}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
            {name}
          </Typography.Title>
          <Typography.Text type="secondary">{email}</Typography.Text>
        </Flex>
      </ProfileBanner>
    </Card>
  );
}
