import { freeLimitCounts } from './free-membership-rules';
import { memberAvailable, memberOfAccount } from './ledger-accounts';
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

/** What a set of entries changes on one account row: its balance and the free limit's counters. */
export interface AccountChange {
  balance: bigint;
  sentOut: bigint;
  bought: bigint;
}

/**
 * netDeltas with the free limit's counters (free-membership-rules.ts), which only members'
 * available accounts keep: each account row is updated once, and an account whose balance nets to
 * zero over the set is still updated when a counter moved.
 */
export function accountChanges(entries: LedgerEntry[]): Map<string, AccountChange> {
  const changes = new Map<string, AccountChange>();
  for (const entry of entries) {
    for (const { account, amount } of entry.postings) {
      const change = changes.get(account) ?? { balance: 0n, sentOut: 0n, bought: 0n };
      change.balance += amount;
      const member = memberOfAccount(account);
      if (member && account === memberAvailable(member)) {
        const counts = freeLimitCounts(entry.type, amount);
        change.sentOut += counts.sentOut;
        change.bought += counts.bought;
      }
      changes.set(account, change);
    }
  }
  for (const [account, change] of changes) {
    if (change.balance === 0n && change.sentOut === 0n && change.bought === 0n) changes.delete(account);
  }
  return changes;
}
