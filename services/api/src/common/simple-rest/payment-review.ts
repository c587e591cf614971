import { CHAIN_CHECK_COLUMNS, chainCheckJoin, chainCheckOf, type ChainCheckResource } from '@earnwave/db';
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

/**
 * The payment desk's review of a request. `chain` is the worker's chain check (null before the
 * first one); the linked-accounts review adds keys of its own beside it.
 */
export interface AdminPaymentReview {
  chain: AdminChainCheck | null;
}

/** The SQL a payment resource adds for its review: the join (as `cc`) and its columns. */
export function paymentReviewSql(resource: ChainCheckResource, recordIdSql: string) {
  return { join: chainCheckJoin(resource, recordIdSql), columns: CHAIN_CHECK_COLUMNS };
}

export function paymentReview(row: Record<string, unknown>): AdminPaymentReview {
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
  };
}
