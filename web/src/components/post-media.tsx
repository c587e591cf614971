import { AudioOutlined, LockOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import type { UserPost } from '../services/api';
import { mediaUrl } from '../services/display-rules';
import { CREATOR_TEXT } from '../texts/profile';

/**
 * How a paid post the viewer has not bought is shown (spec 2 and 9: blurred 50%): its media is not
 * sent, so a blurred stand-in at half opacity takes its place, with the price.
 */
export const PAID_BLUR: CSSProperties = { filter: 'blur(6px)', opacity: 0.5 };

/**
 * The media of a post by its file type (spec 2): a video player, an audio player, otherwise an
 * image, each named by the post's title (the picture is the content, not decoration).
 */
export function PostMedia({
  post,
  height = 180,
  controls = true,
}: {
  post: Pick<UserPost, 'title' | 'postFileType' | 'postFilePath' | 'postRelativePath' | 'isLocked' | 'costView'>;
  height?: number | string;
  controls?: boolean;
}) {
  const { token } = theme.useToken();
  const src = mediaUrl(post.postFilePath ?? post.postRelativePath);
  const frame: CSSProperties = {
    width: '100%',
    height,
    objectFit: 'cover',
    display: 'block',
    background: token.colorFillSecondary,
    borderRadius: token.borderRadius,
  };
  if (post.isLocked || !src) return <LockedMedia costView={post.costView} height={height} />;
  if (post.postFileType === 'video')
    return (
      <video
        src={src}
        controls={controls}
        preload="metadata"
        aria-label={post.title}
        style={frame}
        data-testid="post-video"
      />
    );
  if (post.postFileType === 'audio')
    return (
      <Flex vertical justify="center" align="center" gap={8} style={{ ...frame, height: 'auto', padding: 16 }}>
        <AudioOutlined style={{ fontSize: 32 }} />
        <audio src={src} controls aria-label={post.title} style={{ width: '100%' }} data-testid="post-audio" />
      </Flex>
    );
  return <img src={src} alt={post.title} style={frame} data-testid="post-image" />;
}

/** A paid post not yet bought: a blurred stand-in naming the price. */
export function LockedMedia({ costView, height = 180 }: { costView: number; height?: number | string }) {
  const { token } = theme.useToken();
  return (
    <div style={{ position: 'relative', height, overflow: 'hidden', borderRadius: token.borderRadius }}>
      <div
        data-testid="locked-media"
        aria-hidden="true"
        style={{
          ...PAID_BLUR,
          position: 'absolute',
          inset: 0,
          background: `linear-gradient(135deg, ${token.colorPrimary}, ${token.colorInfoBg})`,
        }}
      />
      <Flex vertical align="center" justify="center" gap={4} style={{ position: 'absolute', inset: 0 }}>
        <LockOutlined style={{ fontSize: 28 }} />
        <Typography.Text strong>{CREATOR_TEXT.paidPostCredits(costView)}</Typography.Text>
      </Flex>
    </div>
  );
}
