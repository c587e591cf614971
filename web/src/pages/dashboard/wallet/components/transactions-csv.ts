import { TRANSACTION_TYPE_LABELS } from '@earnwave/contracts';
import { formatCredits } from '@earnwave/money';
import type { Transaction } from '../../../../services/api';
import { toMicros } from '../../../../services/format';

/** The file's media type. */
export const CSV_TYPE = 'text/csv;charset=utf-8';

export const CSV_HEADER = ['id', 'date', 'type', 'description', 'amount'];

/** A field in double quotes, its own quotes doubled (RFC 4180). */
const field = (value: string) => `"${value.replace(/"/g, '""')}"`;

/**
 * The history as CSV (RFC 4180): a header, every field quoted, CRLF line ends; dates in ISO 8601
 * (UTC) and amounts as exact signed decimals of credits, so the column sums to what the balance
 * moved, to the micro-credit.
 */
export function transactionsCsv(rows: Transaction[]): string {
  const lines = [
    CSV_HEADER,
    ...rows.map((row) => [
      row.id,
      new Date(row.createdAt).toISOString(),
      row.type,
      TRANSACTION_TYPE_LABELS[row.type] ?? row.type,
      formatCredits(toMicros(row.amount)),
    ]),
  ];
  return lines.map((line) => line.map(field).join(',')).join('\r\n') + '\r\n';
}
