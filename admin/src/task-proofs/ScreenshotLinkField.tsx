import { Link } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** Opens the proof a member sent (a screenshot, or the web address of a url-type task) in a new tab. */
export function ScreenshotLinkField({ source = 'screenshot' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  const link = record?.[source] as string | null | undefined;
  if (!link) return <span>—</span>;
  return (
    <Link
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => event.stopPropagation()}
      data-testid="proof-link"
    >
      {record?.type === 'url' ? 'Open address' : 'View screenshot'}
    </Link>
  );
}
