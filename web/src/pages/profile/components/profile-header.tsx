import { EditOutlined, FacebookFilled, InstagramFilled, SnapchatFilled, YoutubeFilled } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Profile } from '../../../services/api';
import { categoryLabel } from '../../../services/categories';
import { socialHref, type SocialNetwork } from '../../../services/display-rules';
import { MemberActions } from './member-actions';
import { ProfileBanner } from '../../../components/profile-banner';
import { RatingStars } from './rating-stars';
import { CREATOR_TEXT } from '../../../texts/profile';

const SOCIALS: { network: SocialNetwork; label: string; icon: ReactNode }[] = [
  { network: 'facebook', label: CREATOR_TEXT.social.facebook, icon: <FacebookFilled /> },
  { network: 'snapchat', label: CREATOR_TEXT.social.snapchat, icon: <SnapchatFilled /> },
  { network: 'instagram', label: CREATOR_TEXT.social.instagram, icon: <InstagramFilled /> },
  { network: 'youtube', label: CREATOR_TEXT.social.youtube, icon: <YoutubeFilled /> },
];

/**
 * The profile's head (spec 2): cover image, avatar, name, the 5-star rating, the edit pencil (own
 * profile) or the member's actions (another member), and the social links.
 */
export function ProfileHeader({
  profile,
  onEdit,
  onChange,
}: {
  profile: Profile;
  onEdit: () => void;
  onChange: (patch: Partial<Profile>) => void;
}) {
  const socials = SOCIALS.map((social) => ({
    ...social,
    href: socialHref(social.network, profile[social.network] ?? ''),
  })).filter((social) => social.href);

  return (
    <Card styles={{ body: { paddingTop: 0 } }} style={{ overflow: 'hidden' }}>
      <ProfileBanner name={profile.name} image={profile.image} backgroundImage={profile.backgroundImage}>
        <Flex vertical gap={4} style={{ flex: 1, minWidth: 220 }}>
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {profile.name}
            </Typography.Title>
            {profile.category && <Tag color="blue">{categoryLabel(profile.category)}</Tag>}
            {profile.isOwn && (
              <Tooltip title={CREATOR_TEXT.editProfile}>
                <Button
                  type="text"
                  shape="circle"
                  icon={<EditOutlined />}
                  aria-label={CREATOR_TEXT.editProfile}
                  onClick={onEdit}
                />
              </Tooltip>
            )}
          </Flex>
          <RatingStars profile={profile} onRated={onChange} />
        </Flex>
        {!profile.isOwn && <MemberActions profile={profile} onChange={onChange} />}
      </ProfileBanner>
      {socials.length > 0 && (
        <Flex gap={12} style={{ marginTop: 16 }} data-testid="social-links">
          {socials.map((social) => (
            <Tooltip title={social.label} key={social.network}>
              <a
                href={social.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                aria-label={social.label}
                style={{ fontSize: 24 }}
              >
                {social.icon}
              </a>
            </Tooltip>
          ))}
        </Flex>
      )}
    </Card>
  );
}
