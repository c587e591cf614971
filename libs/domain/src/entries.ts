import type { TransactionType } from './transaction-types';

export interface Posting {
  account: string;
  /** Micro-credits; positive credits the account, negative debits it. */
  amount: bigint;
}

/** One ledger transaction to write: balanced postings under a unique idempotency key. */
export interface LedgerEntry {
  type: TransactionType;
  idempotencyKey: string;
  /** The member the transaction concerns (history, activation tagging). */
  memberId?: string;
  /** The transaction this one reverses (once). */
  reversesId?: string;
  metadata?: Record<string, unknown>;
  postings: Posting[];
}

export class UnbalancedEntryError extends Error {}

/** A move of `amount` from one account to another: the commonest entry. */
export function transfer(
  type: TransactionType,
  idempotencyKey: string,
  from: string,
  to: string,
  amount: bigint,
  extra: Pick<LedgerEntry, 'memberId' | 'metadata' | 'reversesId'> = {},
): LedgerEntry {
  return {
    type,
    idempotencyKey,
    ...extra,
    postings: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  };
}

/** Postings must be non-zero and sum to zero; an entry needs at least two. */
export function assertBalanced(entry: LedgerEntry): void {
  if (entry.postings.length < 2) throw new UnbalancedEntryError(`${entry.idempotencyKey}: fewer than two postings`);
  if (entry.postings.some((posting) => posting.amount === 0n)) {
    throw new UnbalancedEntryError(`${entry.idempotencyKey}: a zero posting`);
  }
  const sum = entry.postings.reduce((total, posting) => total + posting.amount, 0n);
  if (sum !== 0n) throw new UnbalancedEntryError(`${entry.idempotencyKey}: postings sum to ${sum}`);
}

/** The net change of each account over a set of entries, so each balance row is updated once. */
export function netDeltas(entries: LedgerEntry[]): Map<string, bigint> {
  const deltas = new Map<string, bigint>();
  for (const entry of entries) {
    for (const { account, amount } of entry.postings) deltas.set(account, (deltas.get(account) ?? 0n) + amount);
  }
  return deltas;
}
