import type { WireSchema } from '@earnwave/contracts';
import { useRecordContext } from 'react-admin';

/** The image or video as members see it. */
export function ContentPreview({ size = 64 }: { size?: number; label?: string }) {
  const record = useRecordContext<WireSchema<'AdminContentRecord'>>();
  if (!record) return null;
  const style = { maxHeight: size, maxWidth: size * 1.6, borderRadius: 4 };
  return record.type === 'video' ? (
    <video src={record.url} style={style} muted preload="metadata" />
  ) : (
    <img src={record.url} alt={record.title} style={style} />
  );
}
