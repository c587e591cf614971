import { CustomerServiceOutlined, LockOutlined, PictureOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Empty, Flex, Typography } from 'antd';
import type { SeminarMedia } from '../../../../services/api';
import { SEMINAR_TEXT } from '../../../../texts/seminars';
import { kindOf } from './media-player';

const ICONS = {
  video: <PlayCircleOutlined aria-hidden />,
  audio: <CustomerServiceOutlined aria-hidden />,
  image: <PictureOutlined aria-hidden />,
};

/**
 * The section's media in order (spec 2, playlist). An open item plays when chosen; a locked one
 * shows a lock and 'Available from {Level}', and choosing it shows the same in the player.
 */
export function Playlist({
  media,
  currentId,
  onChoose,
}: {
  media: SeminarMedia[];
  currentId: string | null;
  onChoose: (medium: SeminarMedia) => void;
}) {
  if (!media.length) return <Empty description={SEMINAR_TEXT.noMedia} />;
  return (
    <ol aria-label={SEMINAR_TEXT.playlist} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {media.map((medium, index) => {
        const current = medium.id === currentId;
        return (
          <li key={medium.id} style={{ marginBottom: 4 }}>
            <button
              type="button"
              onClick={() => onChoose(medium)}
              aria-current={current ? 'true' : undefined}
              data-testid="playlist-item"
              data-locked={medium.hasAccess ? undefined : 'true'}
              style={{
                width: '100%',
                textAlign: 'left',
                border: 0,
                borderRadius: 6,
                padding: '8px 10px',
                cursor: 'pointer',
                background: current ? 'var(--ant-color-primary-bg, #e6f4ff)' : 'transparent',
                color: 'inherit',
                opacity: medium.hasAccess ? 1 : 0.7,
              }}
            >
              <Flex gap={10} align="start">
                <Typography.Text type="secondary" style={{ minWidth: 18 }}>
                  {index + 1}
                </Typography.Text>
                <span style={{ marginTop: 2 }}>
                  {medium.hasAccess ? ICONS[kindOf(medium.mime)] : <LockOutlined aria-label={SEMINAR_TEXT.locked} />}
                </span>
                <Flex vertical>
                  <Typography.Text strong={current}>{medium.title}</Typography.Text>
                  {!medium.hasAccess && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {SEMINAR_TEXT.availableFrom(medium.requiredLevel)}
                    </Typography.Text>
                  )}
                </Flex>
              </Flex>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
