import { LockOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { SeminarMedia } from '../../../../services/api';
import { SEMINAR_TEXT } from '../../../../texts/seminars';

export type MediaKind = 'video' | 'audio' | 'image';

/** How a medium is played, from its mime type (anything that is not video or audio is shown as a picture). */
export function kindOf(mime: string): MediaKind {
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  return 'image';
}

const FRAME = {
  width: '100%',
  maxHeight: 480,
  borderRadius: 8,
  background: '#000',
  display: 'block',
} as const;

/**
 * The section page's player (spec 2): a video player, an audio player or the picture, by the
 * medium's mime type. A locked medium shows which level opens it instead.
 */
export function MediaPlayer({ medium }: { medium: SeminarMedia }) {
  if (!medium.hasAccess || !medium.path) {
    return (
      <Flex
        vertical
        align="center"
        justify="center"
        gap={8}
        data-testid="media-locked"
        style={{ ...FRAME, display: 'flex', minHeight: 260, color: '#fff', padding: 24, textAlign: 'center' }}
      >
        <LockOutlined style={{ fontSize: 40 }} aria-hidden />
        <Typography.Text strong style={{ color: '#fff', fontSize: 18 }}>
          {SEMINAR_TEXT.availableFrom(medium.requiredLevel)}
        </Typography.Text>
        <Typography.Text style={{ color: 'rgba(255,255,255,0.75)' }}>{SEMINAR_TEXT.upgradeHint}</Typography.Text>
      </Flex>
    );
  }
  const kind = kindOf(medium.mime);
  // Keyed by the medium, so that choosing another one in the playlist loads it afresh.
  if (kind === 'video') {
    return (
      <video key={medium.id} src={medium.path} controls preload="metadata" style={FRAME} data-testid="media-video" />
    );
  }
  if (kind === 'audio') {
    return (
      <audio
        key={medium.id}
        src={medium.path}
        controls
        preload="metadata"
        style={{ width: '100%' }}
        data-testid="media-audio"
      />
    );
  }
  return (
    <img
      key={medium.id}
      src={medium.path}
      alt={medium.title}
      style={{ ...FRAME, objectFit: 'contain', background: 'var(--ant-color-fill-tertiary, #f5f5f5)' }}
      data-testid="media-image"
    />
  );
}
