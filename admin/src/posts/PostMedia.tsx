import { Box } from '@mui/material';
import type { WireSchema } from '@earnwave/contracts';
import { useRecordContext } from 'react-admin';

export type PostRecord = WireSchema<'AdminPostRecord'>;

/**
 * The post's file as members get it, by its type. `mediaUrl` is a short-lived signed link for paid,
 * private and hidden posts (their files are not on the public path).
 */
export function PostMedia({ size = 64, controls = false }: { size?: number; controls?: boolean; label?: string }) {
  const record = useRecordContext<PostRecord>();
  if (!record?.mediaUrl) return null;
  const style = { maxHeight: size, maxWidth: size * 1.6, borderRadius: 4 };
  if (record.postFileType === 'audio') {
    return controls ? (
      <audio src={record.mediaUrl} controls preload="none" data-testid="post-audio" />
    ) : (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        audio
      </Box>
    );
  }
  if (record.postFileType === 'video') {
    return (
      <video
        src={record.mediaUrl}
        style={style}
        muted
        controls={controls}
        preload="metadata"
        data-testid="post-video"
      />
    );
  }
  return <img src={record.mediaUrl} alt={record.title} style={style} data-testid="post-image" />;
}
