import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** An upload relative path (`uploads/...`) is served at `/{relativePath}` by the API that serves the console. */
export function ProfileImageField({ source, size = 40 }: { source: string; label?: string; size?: number }) {
  const record = useRecordContext();
  const path = record?.[source] as string | null | undefined;
  if (!path) return null;
  return (
    <Avatar
      variant={source === 'backgroundImage' ? 'rounded' : 'circular'}
      src={`/${path}`}
      alt=""
      sx={{ width: source === 'backgroundImage' ? size * 3 : size, height: size }}
    />
  );
}
