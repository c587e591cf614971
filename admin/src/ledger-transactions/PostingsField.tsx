import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { WireSchema } from '@earnwave/contracts';
import { useRecordContext } from 'react-admin';

type Posting = WireSchema<'AdminLedgerPosting'>;

/** A transaction's postings: account and signed amount (they sum to zero). */
export function PostingsField(_props: { label?: string }) {
  const record = useRecordContext<{ postings: Posting[] }>();
  if (!record?.postings) return null;
  return (
    <Table size="small" sx={{ width: 'auto' }}>
      <TableBody>
        {record.postings.map((posting, index) => (
          <TableRow key={index}>
            <TableCell sx={{ border: 0, py: 0, fontFamily: 'monospace', fontSize: 12 }}>{posting.account}</TableCell>
            <TableCell
              align="right"
              sx={{ border: 0, py: 0, color: posting.amount < 0 ? 'error.main' : 'success.main', fontSize: 12 }}
            >
              {posting.amount > 0 ? '+' : ''}
              {posting.amount}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
