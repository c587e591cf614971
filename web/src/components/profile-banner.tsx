import { Avatar, Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { mediaUrl } from '../services/display-rules';
import { CREATOR_TEXT } from '../texts/profile';

/**
 * A member's cover image with the avatar over its lower edge (spec 2), and `children` beside the
 * avatar: the profile's head, and the read-only profile settings. Sits at the top of a Card whose
 * body has no top padding.
 */
export function ProfileBanner({
  name,
  image,
  backgroundImage,
  children,
}: {
  name: string;
  image: string | null | undefined;
  backgroundImage: string | null | undefined;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const cover = mediaUrl(backgroundImage);
  return (
    <>
      <div
        data-testid="profile-cover"
        role="img"
        aria-label={CREATOR_TEXT.coverImage}
        style={{
          height: 200,
          margin: '0 -24px',
          background: cover
            ? `center / cover no-repeat url("${encodeURI(cover)}")`
            : `linear-gradient(120deg, ${token.colorPrimaryBg}, ${token.colorPrimary})`,
        }}
      />
      <Flex gap={16} wrap align="end" style={{ marginTop: -48 }}>
        <Avatar
          size={112}
          src={mediaUrl(image)}
          alt={name}
          style={{ border: `4px solid ${token.colorBgContainer}`, background: token.colorPrimary, fontSize: 40 }}
        >
          {name.charAt(0).toUpperCase()}
        </Avatar>
        {children}
      </Flex>
    </>
  );
}
