import {
  CHAIN_CHECK_COLUMNS,
  chainCheckJoin,
  chainCheckOf,
  depositSenderNote,
  knownSenderSql,
  type ChainCheckResource,
} from '@earnwave/db';
import type { DepositSenderNote, PaymentReview, ReviewFlagNote } from '@earnwave/contracts';
import type { ChainCheckStatus } from '@earnwave/domain';
import { creditsToJson } from '@earnwave/money';

/** A deposit's or payout's last chain check as the console shows it: the amount in credits. */
export interface AdminChainCheck {
  status: ChainCheckStatus;
  /** `''` when no chain is configured. */
  network: string;
  /** What the transaction moved to `to`; null when nothing was found. */
  amount: number | null;
  from: string | null;
  to: string | null;
  confirmations: number;
  checkedAt: string;
  detail: string;
}

/** The part of a request's review its own row gives: the worker's chain check (null before the first one). */
export interface ChainReview {
  chain: AdminChainCheck | null;
  /**
   * A deposit's: whether the account paid from the sender its check found in a deposit approved
   * before (the worker auto-approves only then), and why; null on a payout, or before a check found
   * a sender.
   */
  sender: DepositSenderNote | null;
}

/**
 * The payment desk's review of a request: its chain check, and the account behind it (linked
 * accounts, source of funds, flags: libs/db/src/payment-review), added by PaymentRecords.
 */
export type AdminPaymentReview = PaymentReview & ChainReview;

/**
 * What a payment list shows of a record's review (the chain badge, the Approve dialog's check and
 * sender, the flag badges): the row's chain check and the account's flags, read for the whole page
 * at once. The rest of the review (linked accounts, source of funds...) costs queries per account
 * and is shown on the record only.
 */
export interface ListedReview extends ChainReview {
  flags: ReviewFlagNote[];
}

/** A payment record as its list answers it: the record with the list's part of its review. */
export type Listed<R extends { review: unknown }> = Omit<R, 'review'> & { review: ListedReview };

/**
 * The SQL a payment resource adds for its review: the join (as `cc`) and its columns, given the
 * columns naming the record and its member.
 */
export function paymentReviewSql(resource: ChainCheckResource, recordIdSql: string, memberSql: string) {
  // A payout's sender is the platform: there is no one's own wallet to tell.
  const senderKnown =
    resource === 'withdrawals'
      ? 'NULL::boolean'
      : `CASE WHEN cc.from_address IS NULL THEN NULL ELSE ${knownSenderSql('cc', memberSql)} END`;
  return {
    join: chainCheckJoin(resource, recordIdSql),
    columns: `${CHAIN_CHECK_COLUMNS}, ${senderKnown} AS chain_sender_known`,
  };
}

export function chainReview(row: Record<string, unknown>): ChainReview {
  const check = chainCheckOf(row);
  return {
    chain: check
      ? {
          status: check.status,
          network: check.network,
          amount: check.amount === null ? null : creditsToJson(check.amount),
          from: check.from,
          to: check.to,
          confirmations: check.confirmations,
          checkedAt: check.checkedAt.toISOString(),
          detail: check.detail,
        }
      : null,
    sender: depositSenderNote((row.chain_sender_known as boolean | null | undefined) ?? null),
  };
}
