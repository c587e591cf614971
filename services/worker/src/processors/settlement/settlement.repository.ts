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
 * The settlement group's own SQL (content views, referral rewards, the payers' names of its
 * notices); task proofs have theirs in TaskProofsRepository. Every method runs in the group's
 * transaction, under the locks the settlement took.
 */
@Injectable()
export class SettlementRepository {
  /** Of these idempotency keys, those a ledger transaction already has. */
  async postedKeys(manager: EntityManager, keys: string[]): Promise<string[]> {
    const rows: { idempotency_key: string }[] = await manager.query(
      `SELECT idempotency_key FROM ledger_transactions WHERE idempotency_key = ANY($1)`,
      [keys],
    );
    return rows.map((row) => row.idempotency_key);
  }

  /**
   * Content-view credits already posted to each member in the week starting at the paired
   * weekStart (ISO string), keyed `${memberId}@${weekStart}`.
   */
  async contentViewWeekUsage(
    manager: EntityManager,
    weeks: { memberId: string; weekStart: string }[],
  ): Promise<Map<string, bigint>> {
    const rows: { member_id: string; week_start: Date; used: string }[] = await manager.query(
      `SELECT pair.member_id, pair.week_start, coalesce(sum(p.amount), 0)::text AS used
       FROM unnest($1::uuid[], $2::timestamptz[]) AS pair (member_id, week_start)
       LEFT JOIN ledger_postings p
         ON p.account_id = 'member:' || pair.member_id || ':available'
        AND p.type = 'content_view'
        AND p.created_at >= pair.week_start
        AND p.created_at < pair.week_start + interval '7 days'
       GROUP BY pair.member_id, pair.week_start`,
      [weeks.map((week) => week.memberId), weeks.map((week) => week.weekStart)],
    );
    return new Map(rows.map((row) => [`${row.member_id}@${new Date(row.week_start).toISOString()}`, BigInt(row.used)]));
  }

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
