import { memberAvailable, memberDebt, PLATFORM, transfer, type LedgerEntry, type Posting } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { lockAccounts, postEntries } from '../ledger/ledger-writer';
import { firstPaidActivation } from './activation';
import { lockSubscription, type MemberSubscription } from './membership-rows';

/** Why a paid membership was taken back: the card payment was refunded, or a dispute was lost. */
export type RefundCause = 'refund' | 'dispute';

export class SubscriptionNotReversibleError extends Error {
  constructor(readonly subscriptionId: string) {
    super(`subscription ${subscriptionId} is not an activated paid membership`);
  }
}

/**
 * Locks what reverseActivation changes, in the order the worker's referral payout takes the same
 * rows: the referrer's accounts first, then the member's row and the subscription
 * (lockSubscription). The payout locks the referrer's available account, then claims the
 * referral row, whose foreign key waits on the referred member's row; a reversal that took the
 * member's row first and then claimed the same referral row (or the referrer's accounts) while a
 * payout was under way closed a cycle, and PostgreSQL aborted one of them.
 */
export async function lockSubscriptionToReverse(
  manager: EntityManager,
  id: string,
): Promise<MemberSubscription | undefined> {
  const [owner]: { referred_by_id: string | null }[] = await manager.query(
    `SELECT u.referred_by_id FROM member_subscriptions s JOIN users u ON u.id = s.member_id WHERE s.id = $1`,
    [id],
  );
  if (owner?.referred_by_id) {
    await lockAccounts(manager, [memberAvailable(owner.referred_by_id), memberDebt(owner.referred_by_id)]);
  }
  return lockSubscription(manager, id);
}

/**
 * The undoing of activateSubscription, when the money that paid for a membership went back (a
 * full refund or a lost dispute). The caller holds the locks of `lockSubscriptionToReverse`. In the
 * caller's transaction:
 * - the membership ends now and is marked `refunded` (it never counts again as held or paid);
 * - if it was the one the member held, the membership it replaced comes back with the term it
 *   had, when that term is not over (a replaced one that was refunded too is skipped for the one
 *   before it); otherwise the member holds nothing (status `pending` if a request of theirs waits,
 *   else `inactive` if they never held another);
 * - its activation is reversed in the ledger (revenue -> deposits);
 * - if it was the member's first paid activation, the referral reward it made due is taken back
 *   from the referrer in full: from their balance as far as it goes, the rest as their debt
 *   (memberDebt, paid off by their next credits). A reward the worker has not settled yet never
 *   will be: the referral is recorded as settled without reward first.
 * Answers the ledger entries that were posted.
 */
export async function reverseActivation(
  manager: EntityManager,
  locked: MemberSubscription,
  cause: RefundCause,
  now: Date,
): Promise<LedgerEntry[]> {
  if (locked.method === 'free' || (locked.status !== 'active' && locked.status !== 'expired')) {
    throw new SubscriptionNotReversibleError(locked.id);
  }
  const { id, memberId } = locked;
  const firstPaid = (await firstPaidActivation(manager, memberId, { countRefunded: true }))?.id === id;
  await manager.query(
    `UPDATE member_subscriptions SET status = 'refunded', refund_cause = $2, ended_at = GREATEST(started_at, LEAST(ended_at, $3))
     WHERE id = $1`,
    [id, cause, now],
  );
  if (locked.status === 'active') await restoreReplaced(manager, id, now);
  await restoreMemberStatus(manager, memberId, now);

  const entries: LedgerEntry[] = [];
  const activation = await transactionByKey(manager, `activation:${id}`);
  if (activation) {
    entries.push(
      transfer('reversal', `reversal:activation:${id}`, PLATFORM.revenue, PLATFORM.deposits, locked.amount, {
        memberId,
        reversesId: activation.id,
        metadata: { subscriptionId: id, cause },
      }),
    );
  }
  if (firstPaid) {
    const referral = await takeBackReferral(manager, memberId, id, cause);
    if (referral) entries.push(referral);
  }
  return postEntries(manager, entries);
}

/**
 * The member's status from what they hold and ask for, as a request sets it: active while they
 * hold an unexpired membership; otherwise pending while a request of theirs waits (they wait on
 * the membership page); otherwise active if they ever held a membership (an expired one shows
 * daysLeft 0), else inactive. After a request is rejected, or a payment reversed. `now` is the
 * caller's clock (the database's time when none is given).
 */
export async function restoreMemberStatus(manager: EntityManager, memberId: string, now?: Date): Promise<void> {
  await manager.query(
    `UPDATE users SET updated_at = now(), status = CASE
       WHEN EXISTS (SELECT 1 FROM member_subscriptions WHERE member_id = $1 AND status = 'active'
                    AND ended_at > coalesce($2::timestamptz, now())) THEN 'active'
       WHEN EXISTS (SELECT 1 FROM member_subscriptions WHERE member_id = $1 AND status = 'pending' AND method <> 'card')
         THEN 'pending'
       WHEN EXISTS (SELECT 1 FROM member_subscriptions WHERE member_id = $1 AND status IN ('active', 'expired'))
         THEN 'active'
       ELSE 'inactive' END
     WHERE id = $1`,
    [memberId, now ?? null],
  );
}

/**
 * Gives back the membership the refunded one replaced, with the term it had then, if that term is
 * not over; a replaced membership refunded itself passes the question to the one it replaced.
 */
async function restoreReplaced(manager: EntityManager, refundedId: string, now: Date): Promise<void> {
  let link = refundedId;
  for (;;) {
    const [step]: { replaces_id: string | null; replaced_until: Date | null; replaced_status: string | null }[] =
      await manager.query(
        `SELECT s.replaces_id, s.replaced_until, before.status AS replaced_status
         FROM member_subscriptions s LEFT JOIN member_subscriptions before ON before.id = s.replaces_id
         WHERE s.id = $1`,
        [link],
      );
    if (!step?.replaces_id || !step.replaced_until) return;
    if (step.replaced_status === 'refunded') {
      link = step.replaces_id;
      continue;
    }
    if (step.replaced_status !== 'expired' || step.replaced_until <= now) return;
    await manager.query(`UPDATE member_subscriptions SET status = 'active', ended_at = $2 WHERE id = $1`, [
      step.replaces_id,
      step.replaced_until,
    ]);
    return;
  }
}

async function transactionByKey(manager: EntityManager, key: string): Promise<{ id: string } | undefined> {
  const [row]: { id: string }[] = await manager.query(`SELECT id FROM ledger_transactions WHERE idempotency_key = $1`, [
    key,
  ]);
  return row;
}

/**
 * The reversal of the referral reward the referred member's first payment made due, if it was
 * paid. The referral row is claimed first (insert-or-ignore, as the worker records it): if the
 * worker is settling it at this moment, this waits for it and then finds the reward to reverse; if
 * not, the worker later finds the referral settled and pays nothing.
 */
async function takeBackReferral(
  manager: EntityManager,
  referredId: string,
  subscriptionId: string,
  cause: RefundCause,
): Promise<LedgerEntry | undefined> {
  const [user]: { referred_by_id: string | null }[] = await manager.query(
    `SELECT referred_by_id FROM users WHERE id = $1`,
    [referredId],
  );
  if (!user?.referred_by_id) return undefined;
  await manager.query(
    `INSERT INTO referral_rewards (referred_id, referrer_id, amount, outcome) VALUES ($1, $2, 0, 'skipped')
     ON CONFLICT (referred_id) DO NOTHING`,
    [referredId, user.referred_by_id],
  );
  const [reward]: { id: string; referrer_id: string; amount: string }[] = await manager.query(
    `SELECT t.id, r.referrer_id, p.amount::text AS amount
     FROM referral_rewards r
     JOIN ledger_transactions t ON t.idempotency_key = 'referral:' || r.referred_id::text
     JOIN ledger_postings p ON p.transaction_id = t.id AND p.account_id = 'member:' || r.referrer_id::text || ':available'
     WHERE r.referred_id = $1 AND r.outcome = 'rewarded'`,
    [referredId],
  );
  if (!reward) return undefined;
  const referrer = reward.referrer_id;
  const amount = BigInt(reward.amount);
  // Locked already (lockSubscriptionToReverse): this reads the balances under that lock.
  const balances = await lockAccounts(manager, [memberAvailable(referrer), memberDebt(referrer)]);
  const available = balances.get(memberAvailable(referrer)) ?? 0n;
  const fromBalance = available < amount ? available : amount;
  const postings: Posting[] = [{ account: PLATFORM.rewards, amount }];
  if (fromBalance > 0n) postings.push({ account: memberAvailable(referrer), amount: -fromBalance });
  if (amount > fromBalance) postings.push({ account: memberDebt(referrer), amount: -(amount - fromBalance) });
  return {
    type: 'reversal',
    idempotencyKey: `reversal:referral:${referredId}`,
    memberId: referrer,
    reversesId: reward.id,
    metadata: { referredId, subscriptionId, cause, owed: (amount - fromBalance).toString() },
    postings,
  };
}
