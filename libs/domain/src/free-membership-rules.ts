import { FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS } from '@earnwave/contracts';
import { MICROS_PER_CREDIT } from '@earnwave/money';
import { FreeMembershipLimitReached } from './errors';

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
