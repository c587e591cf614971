import {
  FREE_MEMBERSHIP_MONTHS,
  levelRank,
  type MembershipLevelSlug,
  PAID_MEMBERSHIP_MONTHS,
} from '@earnwave/contracts';
import { addMonths, MembershipWouldShorten, PLATFORM, transfer } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { postEntries } from '../ledger/ledger-writer';
import { appendOutbox } from '../outbox';
import {
  type CurrentMembership,
  findCurrentMembership,
  findSubscription,
  type MemberSubscription,
} from './membership-rows';

export class SubscriptionNotPendingError extends Error {
  constructor(readonly subscriptionId: string) {
    super(`subscription ${subscriptionId} is not pending`);
  }
}

/**
 * The one way a membership becomes active, whether an administrator approved the USDT proof, a
 * signed card payment arrived or the worker took up a free bronze request. The caller holds the
 * locks of `lockSubscription` and has checked that the subscription is pending.
 *
 * It never shortens what the member holds (wouldShorten): a member may have paid for a higher
 * level by card while an older USDT or free request waited, and activating that request would end
 * the paid membership. Such an activation throws MembershipWouldShorten before writing anything,
 * so the caller's transaction changes nothing; the request stays pending for an administrator to
 * reject (a free one the worker rejects itself).
 *
 * In the caller's transaction: the member's previous active membership ends (an upgrade replaces
 * it; this one keeps which, and until when it ran), this one runs 12 months from now, the member's status becomes active, the price paid is
 * posted deposits -> revenue tagged with the member (idempotent per subscription), and on the
 * member's first paid activation their referrer, if any, becomes due a reward.
 */
export async function activateSubscription(
  manager: EntityManager,
  locked: MemberSubscription,
  now: Date = new Date(),
): Promise<MemberSubscription> {
  if (locked.status !== 'pending') throw new SubscriptionNotPendingError(locked.id);
  const { id, memberId, method, amount } = locked;
  if (wouldShorten(await findCurrentMembership(manager, memberId, now), locked.level)) {
    throw new MembershipWouldShorten();
  }
  const endedAt = addMonths(now, method === 'free' ? FREE_MEMBERSHIP_MONTHS : PAID_MEMBERSHIP_MONTHS);
  const firstPaid = method !== 'free' && !(await firstPaidActivation(manager, memberId, { countRefunded: false }));

  // The replaced membership and the term it had are kept with this one, so that a refund of this
  // payment can give the member back what they held (reverseActivation).
  // For UPDATE, TypeORM answers [rows, affected count].
  const [[replaced]]: [{ id: string; ended_at: Date }[], number] = await manager.query(
    `UPDATE member_subscriptions s SET status = 'expired', ended_at = LEAST(s.ended_at, $2)
     FROM member_subscriptions before WHERE before.id = s.id AND s.member_id = $1 AND s.status = 'active'
     RETURNING s.id, before.ended_at`,
    [memberId, now],
  );
  await manager.query(
    `UPDATE member_subscriptions SET status = 'active', started_at = $2, ended_at = $3, decided_at = $2,
       replaces_id = $4, replaced_until = $5
     WHERE id = $1 AND status = 'pending'`,
    [id, now, endedAt, replaced?.id ?? null, replaced?.ended_at ?? null],
  );
  await manager.query(`UPDATE users SET status = 'active', updated_at = now() WHERE id = $1`, [memberId]);

  if (amount > 0n) {
    await postEntries(manager, [
      transfer('activation', `activation:${id}`, PLATFORM.deposits, PLATFORM.revenue, amount, {
        memberId,
        metadata: { subscriptionId: id, level: locked.level, method },
      }),
    ]);
  }
  if (firstPaid) {
    const [user]: { referred_by_id: string | null }[] = await manager.query(
      `SELECT referred_by_id FROM users WHERE id = $1`,
      [memberId],
    );
    if (user?.referred_by_id) {
      await appendOutbox(manager, 'referral.reward-due', { referredId: memberId, referrerId: user.referred_by_id });
    }
  }
  return (await findSubscription(manager, id))!;
}

/**
 * The rule every activation keeps: a membership of `level` would end the one held now, so it may
 * not be activated when that one is paid, unexpired and at or above `level` (upgrades only; a free
 * bronze member may take any level). Requests and card payments ask it too, to refuse before
 * anything is written.
 */
export function wouldShorten(current: CurrentMembership | undefined, level: MembershipLevelSlug): boolean {
  return (
    !!current &&
    !current.expired &&
    current.subscription.method !== 'free' &&
    levelRank(current.level.slug) >= levelRank(level)
  );
}

/**
 * The member's first paid membership ever activated (in decision order), with what they paid for
 * it; undefined when none. The one question behind referral rewards, asked in two ways:
 * - `countRefunded: false` (activation, the worker's reward price): among the paid memberships the
 *   member still has the money's worth of; a refunded one no longer counts as paid;
 * - `countRefunded: true` (reverseActivation): among all ever activated, so that the refund of the
 *   payment that made a referral reward due is the one that takes it back.
 */
export async function firstPaidActivation(
  manager: EntityManager,
  memberId: string,
  { countRefunded }: { countRefunded: boolean },
): Promise<{ id: string; amount: bigint } | undefined> {
  const statuses = countRefunded ? ['active', 'expired', 'refunded'] : ['active', 'expired'];
  const [first]: { id: string; amount: string }[] = await manager.query(
    `SELECT id, amount::text AS amount FROM member_subscriptions
     WHERE member_id = $1 AND method <> 'free' AND status = ANY($2::text[])
     ORDER BY decided_at, id LIMIT 1`,
    [memberId, statuses],
  );
  return first && { id: first.id, amount: BigInt(first.amount) };
}

/**
 * Ends every active membership whose term is over (the daily job). The member's status stays
 * active, so they still reach the dashboard, see that it expired and can withdraw; earning calls
 * answer 422 from then on. Answers how many memberships ended.
 */
export async function expireEndedMemberships(manager: EntityManager, now: Date = new Date()): Promise<number> {
  // For UPDATE, TypeORM answers [rows, affected count].
  const [, ended]: [unknown[], number] = await manager.query(
    `UPDATE member_subscriptions SET status = 'expired' WHERE status = 'active' AND ended_at < $1`,
    [now],
  );
  return ended;
}
