import type { EventJob } from '@earnwave/contracts';
import { findCurrentMembership, lockAccounts } from '@earnwave/db';
import {
  memberAvailable,
  PLATFORM,
  referralMultiplier,
  referralReward,
  transfer,
  type LedgerEntry,
} from '@earnwave/domain';
import type { EntityManager } from 'typeorm';

/**
 * Referral rewards for referred members' first paid activations, in the settlement group's
 * transaction: ceil(multiplier × min(referrer's level price, what that activation cost)), so a
 * referral never pays out more than came in with it. The referrer's account is locked first, so their ordinal counter cannot be read
 * twice at once; the referral_rewards row (one per referred member) makes a second reward
 * impossible. A referrer whose membership has expired earns nothing for this referral, ever.
 */
export async function referralRewardEntries(
  manager: EntityManager,
  dues: EventJob<'referral.reward-due'>[],
): Promise<LedgerEntry[]> {
  if (dues.length === 0) return [];
  await lockAccounts(manager, [...dues.map((due) => memberAvailable(due.referrerId)), PLATFORM.rewards]);
  const entries: LedgerEntry[] = [];
  for (const due of dues) {
    const membership = await findCurrentMembership(manager, due.referrerId);
    const [{ rewarded }]: { rewarded: number }[] = await manager.query(
      `SELECT count(*)::int AS rewarded FROM referral_rewards WHERE referrer_id = $1 AND outcome = 'rewarded'`,
      [due.referrerId],
    );
    const ordinal = rewarded + 1;
    const amount =
      membership && !membership.expired
        ? referralReward(
            referralMultiplier(membership.level.referrals, ordinal),
            membership.level.price,
            await firstPaidActivationPrice(manager, due.referredId),
          )
        : 0n;
    const inserted: unknown[] = await manager.query(
      `INSERT INTO referral_rewards (referred_id, referrer_id, ordinal, amount, outcome) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (referred_id) DO NOTHING RETURNING referred_id`,
      [
        due.referredId,
        due.referrerId,
        amount > 0n ? ordinal : null,
        amount.toString(),
        amount > 0n ? 'rewarded' : 'skipped',
      ],
    );
    if (inserted.length === 0 || amount === 0n) continue;
    entries.push(
      transfer('referral', `referral:${due.referredId}`, PLATFORM.rewards, memberAvailable(due.referrerId), amount, {
        memberId: due.referrerId,
        metadata: { referredId: due.referredId, ordinal },
      }),
    );
  }
  return entries;
}

/** What the referred member paid for their first paid membership: the one that made this reward due. */
async function firstPaidActivationPrice(manager: EntityManager, memberId: string): Promise<bigint> {
  const [first]: { amount: string }[] = await manager.query(
    `SELECT amount::text FROM member_subscriptions
     WHERE member_id = $1 AND method <> 'free' AND status IN ('active', 'expired')
     ORDER BY decided_at, id LIMIT 1`,
    [memberId],
  );
  return BigInt(first?.amount ?? 0);
}
