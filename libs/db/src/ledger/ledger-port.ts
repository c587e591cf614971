import type { LedgerEntry, Spending, TransactionType } from '@earnwave/domain';
import type { CurrentMembership } from '../memberships/membership-rows';
import type { Transaction } from '../unit-of-work';
import type { PostedEntry } from './ledger-writer';
import type { RowToInsert } from './spend-writer';

/** A member paying from their own balance (a gift, a paid view, a chat renewal). */
export interface Spend {
  payerId: string;
  amount: bigint;
  type: TransactionType;
  idempotencyKey: string;
  /** The field the client shows an insufficient balance under. */
  param?: string;
  /** What is paid for, when an insufficient balance has words of its own for it (a transfer's otherwise). */
  spending?: Spending;
  metadata?: Record<string, unknown>;
  /** The payer's current membership, when the caller read it already: the free limit does not read it again. */
  membership?: CurrentMembership;
}

/**
 * The ledger as a command writes to it, in the caller's transaction. Both ways keep the ledger's
 * rules: entries balance, an idempotency key posts once, and a member's balance never goes below
 * zero (a spend is refused with InsufficientBalance, a free member's past their send limit with
 * FreeMembershipLimitReached). The real writer is the wallet's (`wallet/ledger-writer.ts` in the
 * API, over this library's spend and ledger writers); its fake is libs/testing's InMemoryLedger.
 */
export abstract class LedgerWriter {
  /**
   * Debits the payer into `platform:clearing` (the worker settles it to the receiver), with the
   * caller's `rows` (what was bought, its outbox event) going in only with a new spend. Answers
   * false when this key was spent already: nothing is debited or written again.
   */
  abstract spend(tx: Transaction, spend: Spend, rows?: readonly RowToInsert[]): Promise<boolean>;

  /** Posts entries; answers those that were new (a replayed key posts nothing), debt repayments included. */
  abstract post(tx: Transaction, entries: LedgerEntry[]): Promise<PostedEntry[]>;
}
