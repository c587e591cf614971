import { EyeOutlined, HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserPost } from '../../../../services/api';
import { DESCRIPTION_PREVIEW, mediaUrl, previewText } from '../../../../services/display-rules';
import { PostMedia } from '../../../../components/post-media';
import { CREATOR_TEXT } from '../../../../texts/profile';

/**
 * One post of the Lounge feed: the author (a link to the profile), the media (a paid post not
 * bought is blurred), the title, the description cut at 100 characters with 'more'/'less', and
 * the like toggle.
 */
export function FeedCard({ post, onLike, liking }: { post: UserPost; onLike: () => void; liking: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const long = post.description.length > DESCRIPTION_PREVIEW;
  const viewLink = `/dashboard/profile/post-view/${post.id}`;

  return (
    <Card size="small" data-testid="feed-post">
      <Flex vertical gap={12}>
        <Flex align="center" gap={8}>
          <Avatar alt="" aria-hidden src={mediaUrl(post.member?.userProfile?.image)}>
            {post.member?.name.charAt(0).toUpperCase()}
          </Avatar>
          <Flex vertical>
            <Link to={`/dashboard/profile/${post.memberId}`}>{post.member?.name}</Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {new Date(post.createdAt).toLocaleString()}
            </Typography.Text>
          </Flex>
        </Flex>
        {post.isLocked ? (
          // Its name holds the visible "Paid post · N credits" (WCAG 2.5.3, label in name) and says what opens.
          <Link to={viewLink} aria-label={CREATOR_TEXT.viewPaidPost(post.title, post.costView)}>
            <PostMedia post={post} height={260} />
          </Link>
        ) : (
          <PostMedia post={post} height={post.postFileType === 'audio' ? 'auto' : 360} />
        )}
        <Typography.Title level={5} style={{ margin: 0 }}>
          <Link to={viewLink}>{post.title}</Link>
        </Typography.Title>
        {post.description && (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="feed-description">
            {expanded ? post.description : previewText(post.description)}
            {long && (
              <Button
                type="link"
                size="small"
                onClick={() => setExpanded((open) => !open)}
                aria-expanded={expanded}
                style={{ paddingInline: 4 }}
              >
                {expanded ? CREATOR_TEXT.less : CREATOR_TEXT.more}
              </Button>
            )}
          </Typography.Paragraph>
        )}
        <Flex gap={16} align="center">
          <Button
            type="text"
            icon={post.isLiked ? <HeartFilled style={{ color: '#eb2f96' }} /> : <HeartOutlined />}
            onClick={onLike}
            disabled={liking}
            aria-pressed={post.isLiked}
            aria-label={CREATOR_TEXT.likeLabel(post.isLiked, post.likeCount)}
          >
            <span data-testid="like-count">{post.likeCount}</span>
          </Button>
          <Typography.Text type="secondary">
            <EyeOutlined /> {post.views}
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
