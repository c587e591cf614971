import type { LedgerCheckRecord } from '../dataProvider';

type FindingKind =
  'drift' | 'unbalanced' | 'clearing' | 'escrows' | 'held' | 'withoutSource' | 'contentViewUsage' | 'freeLimitCounters';

/** Each kind of finding, with what one of it is called. */
const KINDS: [FindingKind, string][] = [
  ['drift', 'balance drifted from its postings'],
  ['unbalanced', 'transaction unbalanced'],
  ['clearing', 'clearing not equal to the unsettled spends'],
  ['escrows', "escrow not equal to its task's unpaid escrow"],
  ['held', 'held balance not equal to the pending withdrawals'],
  ['withoutSource', 'transaction without a source'],
  ['contentViewUsage', 'weekly content-view counter not equal to its postings'],
  ['freeLimitCounters', 'free-limit counter not equal to its postings'],
];

/** The non-empty lists of a check, as the JSON panel shows them. */
export function findingsOf(check: LedgerCheckRecord): Partial<Pick<LedgerCheckRecord, FindingKind>> {
  return Object.fromEntries(KINDS.filter(([kind]) => check[kind].length).map(([kind]) => [kind, check[kind]]));
}

/** One line: how many of each kind were found ("none" when nothing was). */
export function findingsSummary(check: LedgerCheckRecord): string {
  const parts = KINDS.filter(([kind]) => check[kind].length).map(([kind, what]) => `${check[kind].length} × ${what}`);
  if (check.total !== null && check.total !== '0') parts.push(`postings sum to ${check.total}`);
  return parts.length ? parts.join('; ') : 'none';
}
