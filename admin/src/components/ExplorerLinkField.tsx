import { Link } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** The Txid, linked to the network's block explorer when the server knows one. */
export function ExplorerLinkField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const txid = record?.[source] as string | null | undefined;
  if (!txid) return <span>—</span>;
  const url = record?.explorerUrl as string | null;
  const short = txid.length > 20 ? `${txid.slice(0, 10)}…${txid.slice(-6)}` : txid;
  return url ? (
    <Link href={url} target="_blank" rel="noopener noreferrer" title={txid}>
      {short}
    </Link>
  ) : (
    <span title={txid}>{short}</span>
  );
}
