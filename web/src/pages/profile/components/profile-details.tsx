import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Profile } from '../../../services/api';
import { categoryLabel } from '../../../services/categories';
import { commaList, socialHref } from '../../../services/display-rules';
import { CREATOR_TEXT } from '../../../texts/profile';

const NONE = '—';
/** Member-written text, shown as text with its line breaks. */
const prose = (text: string | null | undefined): ReactNode =>
  text?.trim() ? <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Typography.Text> : NONE;

/** Category, channels, links, intro, bio and description (spec 2). */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const channels = commaList(profile.channels);
  const links = commaList(profile.links);
  return (
    <Card title={CREATOR_TEXT.about}>
      <Descriptions column={1} size="small" styles={{ label: { width: 140 } }}>
        <Descriptions.Item label={CREATOR_TEXT.category}>{categoryLabel(profile.category) || NONE}</Descriptions.Item>
        <Descriptions.Item label={CREATOR_TEXT.channels}>
          {channels.length ? (
            <Flex gap={4} wrap>
              {channels.map((channel) => (
                <Tag key={channel}>{channel}</Tag>
              ))}
            </Flex>
          ) : (
            NONE
          )}
        </Descriptions.Item>
        <Descriptions.Item label={CREATOR_TEXT.links}>
          {links.length ? (
            <Flex vertical gap={2}>
              {links.map((link) => {
                const href = socialHref(null, link);
                return href ? (
                  <a key={link} href={href} target="_blank" rel="noopener noreferrer nofollow">
                    {link}
                  </a>
                ) : (
                  <Typography.Text key={link}>{link}</Typography.Text>
                );
              })}
            </Flex>
          ) : (
            NONE
          )}
        </Descriptions.Item>
        <Descriptions.Item label={CREATOR_TEXT.intro}>{prose(profile.intros)}</Descriptions.Item>
        <Descriptions.Item label={CREATOR_TEXT.bio}>{prose(profile.bio)}</Descriptions.Item>
        <Descriptions.Item label={CREATOR_TEXT.description}>{prose(profile.description)}</Descriptions.Item>
        {profile.receiveMessage && profile.earnPerMessage > 0 && (
          <Descriptions.Item label={CREATOR_TEXT.messagePriceLabel}>
            {CREATOR_TEXT.credits(profile.earnPerMessage)}
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}
