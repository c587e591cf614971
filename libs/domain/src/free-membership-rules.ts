import { FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS } from '@earnwave/contracts';
import { MICROS_PER_CREDIT } from '@earnwave/money';
import { FreeMembershipLimitReached } from './errors';
import type { TransactionType } from './transaction-types';

/** What a free basic member may send out of what they earned, in micro-credits. */
export const FREE_MEMBERSHIP_SEND_LIMIT = BigInt(FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS) * MICROS_PER_CREDIT;

/**
 * A free basic member sends out (withdrawals, gifts, paid posts, chat and tasks together) at most
 * FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS of what they earned; credits they bought are theirs to
 * send, so each purchase raises the allowance by its amount. `sent` is what they sent so far,
 * `amount` what they send now; `field` names the amount in the caller's request.
 */
export function assertWithinFreeSendLimit(
  spending: { sent: bigint; bought: bigint; amount: bigint },
  field?: string,
): void {
  if (spending.sent + spending.amount > FREE_MEMBERSHIP_SEND_LIMIT + spending.bought) {
    throw new FreeMembershipLimitReached(field);
  }
}

/**
 * What the limit counts, kept on each member's available account row as two counters (`sent_out`
 * and `bought`) by the ledger writers with the postings, so that a spend reads them with the
 * balance it locks instead of summing every posting the member ever made. Sent out: what left the
 * balance as a gift, a paid post view, a chat renewal or a task paid from it, less what a task gave
 * back; bought: credit purchases. Withdrawals count from their requests (pending and approved).
 */
const SENT_OUT_TYPES: ReadonlySet<TransactionType> = new Set([
  'gift_sent',
  'post_view_paid',
  'message_paid',
  'task_payment',
  'task_refund',
]);
const BOUGHT_TYPES: ReadonlySet<TransactionType> = new Set(['credit_purchase']);

/** How a posting of this type and amount on a member's available account moves the two counters. */
export function freeLimitCounts(type: TransactionType, amount: bigint): { sentOut: bigint; bought: bigint } {
  return {
    sentOut: SENT_OUT_TYPES.has(type) ? -amount : 0n,
    bought: BOUGHT_TYPES.has(type) ? amount : 0n,
  };
}

/** The types each counter sums, for the statements that recompute them (migration, ledger:verify). */
export const FREE_LIMIT_TYPES = { sentOut: [...SENT_OUT_TYPES], bought: [...BOUGHT_TYPES] } as const;
