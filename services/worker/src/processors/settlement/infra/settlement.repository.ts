import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { firstPaidActivation } from '@earnwave/db';

/** A referral's outcome, one row per referred member. */
export interface ReferralRewardRow {
  referredId: string;
  referrerId: string;
  /** The referrer's count of rewarded referrals with this one; none when it paid nothing. */
  ordinal: number | null;
  amount: bigint;
  outcome: 'rewarded' | 'skipped';
}

/**
 * The settlement group's own SQL (referral rewards, the payers' names of its notices; content
 * views' weekly counters are libs/db's, kept with the postings); task proofs have theirs in TaskProofsRepository. Every method runs in the group's
 * transaction, under the locks the settlement took.
 */
@Injectable()
export class SettlementRepository {
  /** How many referrals have rewarded the referrer so far. */
  async rewardedReferrals(manager: EntityManager, referrerId: string): Promise<number> {
    const [{ rewarded }]: { rewarded: number }[] = await manager.query(
      `SELECT count(*)::int AS rewarded FROM referral_rewards WHERE referrer_id = $1 AND outcome = 'rewarded'`,
      [referrerId],
    );
    return rewarded;
  }

  /** Records a referral's outcome; answers false when the referred member already has one. */
  async recordReferralReward(manager: EntityManager, reward: ReferralRewardRow): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO referral_rewards (referred_id, referrer_id, ordinal, amount, outcome) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (referred_id) DO NOTHING RETURNING referred_id`,
      [reward.referredId, reward.referrerId, reward.ordinal, reward.amount.toString(), reward.outcome],
    );
    return inserted.length > 0;
  }

  /** What the member paid for their first paid membership not refunded (0 when none). */
  async firstPaidActivationPrice(manager: EntityManager, memberId: string): Promise<bigint> {
    return (await firstPaidActivation(manager, memberId, { countRefunded: false }))?.amount ?? 0n;
  }

  /** The members' names by id, in one query (none asked, none read). */
  async memberNames(manager: EntityManager, memberIds: string[]): Promise<Map<string, string>> {
    const rows: { id: string; name: string }[] = memberIds.length
      ? await manager.query(`SELECT id, name FROM users WHERE id = ANY($1::uuid[])`, [memberIds])
      : [];
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
