import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ReferralStatus } from '@earnwave/contracts';
import { creditsToJson } from '@earnwave/money';
import { DataSource } from 'typeorm';
import { referralStatusSql } from '../../referrals';

/** A member's counted views, earning weeks and referrals: read only. */
@Injectable()
export class MemberStatsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The member's counted views (impressions) since `since`, newest first. */
  async viewsSince(memberId: string, since: Date) {
    const rows: { id: string; content_id: string; reward: string; created_at: Date }[] = await this.db.query(
      `SELECT id, content_id, reward::text, created_at FROM content_views
       WHERE member_id = $1 AND created_at >= $2 ORDER BY created_at DESC`,
      [memberId, since],
    );
    return rows.map((row) => ({
      id: row.id,
      contentId: row.content_id,
      reward: creditsToJson(BigInt(row.reward)),
      createdAt: row.created_at,
    }));
  }

  /** The rewards the member earned in the week that starts at `weekStart`, in micro-credits. */
  async usedRewards(memberId: string, weekStart: Date): Promise<bigint> {
    const [row]: { used_rewards: string }[] = await this.db.query(
      `SELECT used_rewards::text FROM earning_weeks WHERE member_id = $1 AND week_start = $2`,
      [memberId, weekStart],
    );
    return BigInt(row?.used_rewards ?? 0);
  }

  /** How many of the members the member referred are at each referral status (statuses none is at are absent). */
  referralsByStatus(memberId: string): Promise<{ status: ReferralStatus; count: number }[]> {
    return this.db.query(
      `SELECT ${referralStatusSql('u')} AS status, count(*)::int AS count FROM users u
       WHERE u.referred_by_id = $1 GROUP BY 1`,
      [memberId],
    );
  }

  /** The member's earning weeks among those starting at `weekStarts` (a week with no earning has no row). */
  earningWeeks(
    memberId: string,
    weekStarts: [Date, Date],
  ): Promise<{ week_start: Date; used_rewards: string; views: number }[]> {
    return this.db.query(
      `SELECT week_start, used_rewards::text, views FROM earning_weeks
       WHERE member_id = $1 AND week_start IN ($2, $3)`,
      [memberId, ...weekStarts],
    );
  }

  /** How many views the member had counted on the UTC day `day`. */
  async viewsOn(memberId: string, day: string): Promise<number> {
    const [row]: { count: number }[] = await this.db.query(
      `SELECT count(*)::int AS count FROM content_views WHERE member_id = $1 AND view_day = $2`,
      [memberId, day],
    );
    return row.count;
  }
}
