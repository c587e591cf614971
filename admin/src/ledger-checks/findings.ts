import type { TranslateFunction } from 'react-admin';
import type { LedgerCheckRecord } from '../dataProvider';

type FindingKind =
  'drift' | 'unbalanced' | 'clearing' | 'escrows' | 'held' | 'withoutSource' | 'contentViewUsage' | 'freeLimitCounters';

/** Each kind of finding; what one of it is called is `earnwave.ledgerCheck.finding.<kind>`. */
const KINDS: FindingKind[] = [
  'drift',
  'unbalanced',
  'clearing',
  'escrows',
  'held',
  'withoutSource',
  'contentViewUsage',
  'freeLimitCounters',
];

/** The non-empty lists of a check, as the JSON panel shows them. */
export function findingsOf(check: LedgerCheckRecord): Partial<Pick<LedgerCheckRecord, FindingKind>> {
  return Object.fromEntries(KINDS.filter((kind) => check[kind].length).map((kind) => [kind, check[kind]]));
}

/** One line: how many of each kind were found ("none" when nothing was). */
export function findingsSummary(check: LedgerCheckRecord, translate: TranslateFunction): string {
  const parts = KINDS.filter((kind) => check[kind].length).map(
    (kind) => `${check[kind].length} × ${translate(`earnwave.ledgerCheck.finding.${kind}`)}`,
  );
  if (check.total !== null && check.total !== '0') {
    parts.push(translate('earnwave.ledgerCheck.postingsSum', { total: check.total }));
  }
  return parts.length ? parts.join('; ') : translate('earnwave.ledgerCheck.noFindings');
}
