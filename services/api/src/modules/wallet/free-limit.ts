import { HttpStatus } from '@nestjs/common';
import { FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS, WALLET_MSG } from '@earnwave/contracts';
import { findCurrentMembership } from '@earnwave/db';
import { memberAvailable } from '@earnwave/domain';
import { MICROS_PER_CREDIT } from '@earnwave/money';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';

const FREE_LIMIT = BigInt(FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS) * MICROS_PER_CREDIT;

/**
 * A member whose membership is the free bronze level sends out at most 10 credits of what they
 * earned, in total and together: withdrawals (pending and approved, fees excluded), gifts, paid
 * post views, chat renewals and tasks paid from the balance (less what tasks gave back, whose
 * rewards went to other members). Without the "together", a ring of free accounts could pool their
 * earnings into one by gifts, paid views or tasks and withdraw far more than 10 each. Credits they
 * bought are theirs to send: every approved credit purchase raises the allowance by its amount.
 *
 * The caller holds the member's balance lock, so two spends at once cannot both pass.
 */
export async function assertWithinFreeLimit(
  manager: EntityManager,
  memberId: string,
  amount: bigint,
  param: string,
): Promise<void> {
  const current = await findCurrentMembership(manager, memberId);
  if (!current || current.subscription.method !== 'free') return;
  const [{ sent, bought }]: { sent: string; bought: string }[] = await manager.query(
    `SELECT
       (SELECT coalesce(sum(amount), 0) FROM withdrawal_requests
         WHERE member_id = $1 AND status IN ('pending', 'approved'))
       - (SELECT coalesce(sum(amount), 0) FROM ledger_postings
           WHERE account_id = $2
             AND type IN ('gift_sent', 'post_view_paid', 'message_paid', 'task_payment', 'task_refund')) AS sent,
       (SELECT coalesce(sum(amount), 0) FROM ledger_postings
         WHERE account_id = $2 AND type = 'credit_purchase') AS bought`,
    [memberId, memberAvailable(memberId)],
  );
  if (BigInt(sent) + amount > FREE_LIMIT + BigInt(bought)) {
    throw AppError.field(HttpStatus.UNPROCESSABLE_ENTITY, param, WALLET_MSG.freeMembershipSendLimit);
  }
}
