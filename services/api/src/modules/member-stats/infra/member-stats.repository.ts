import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ReferralStatus, TransactionType } from '@earnwave/contracts';
import { EARNING_TYPES, memberAvailable } from '@earnwave/domain';
import { creditsToJson } from '@earnwave/money';
import { DataSource } from 'typeorm';
import { referralStatusSql } from '../../referrals';
import type { TransactionFilter } from '../transaction-filter';

/** A member's figures over the ledger, their counted views, earning weeks and referrals: read only. */
@Injectable()
export class MemberStatsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Over the whole filtered history: how many rows, the sum of the earning types (ARCHITECTURE.md)
   * and the sum of every row less the activation-type ones (spec 9's displayed total).
   */
  async historyTotals(
    memberId: string,
    filter: TransactionFilter,
  ): Promise<{ total: number; earned: bigint; net: bigint }> {
    const history = historySql(memberId, filter);
    const [totals]: { total: number; earned: string; net: string }[] = await this.db.query(
      `SELECT count(*)::int AS total,
         coalesce(sum(amount) FILTER (WHERE type = ANY($${history.params.length + 1}::text[])), 0)::text AS earned,
         coalesce(sum(amount) FILTER (WHERE type <> 'activation'), 0)::text AS net
       FROM (${history.sql}) history`,
      [...history.params, EARNING_TYPES],
    );
    return { total: totals.total, earned: BigInt(totals.earned), net: BigInt(totals.net) };
  }

  /** The filtered history's rows, newest first; the filter's page of them when it asks one. */
  async history(memberId: string, filter: TransactionFilter) {
    const history = historySql(memberId, filter);
    const next = (offset: number) => `$${history.params.length + offset}`;
    const page = filter.page;
    const rows: { id: string; type: TransactionType; amount: string; created_at: Date }[] = await this.db.query(
      `SELECT id, type, amount::text, created_at FROM (${history.sql}) history
       ORDER BY created_at DESC, seq DESC ${page ? `LIMIT ${next(1)} OFFSET ${next(2)}` : ''}`,
      page ? [...history.params, page.limit, (page.page - 1) * page.limit] : history.params,
    );
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      amount: creditsToJson(BigInt(row.amount)),
      createdAt: row.created_at,
    }));
  }

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

/**
 * The rows of a member's history: postings on their available account, and the positive side of
 * the activations tagged with them; `seq` (the posting id) orders rows of one instant.
 */
function historySql(memberId: string, filter: TransactionFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [memberAvailable(memberId), filter.from];
  const param = (value: unknown) => `$${params.push(value)}`;
  const until = filter.to ? param(filter.to) : undefined;
  const range = (column: string) => `${column} >= $2${until ? ` AND ${column} < ${until}` : ''}`;
  const postings = `SELECT p.id AS seq, p.id::text AS id, p.type, p.amount, p.created_at FROM ledger_postings p
    WHERE p.account_id = $1 AND ${range('p.created_at')}${filter.type ? ` AND p.type = ${param(filter.type)}` : ''}`;
  if (filter.type && filter.type !== 'activation') return { sql: postings, params };
  const activations = `SELECT p.id, t.id::text, t.type, p.amount, t.created_at FROM ledger_transactions t
    JOIN ledger_postings p ON p.transaction_id = t.id AND p.amount > 0
    WHERE t.member_id = ${param(memberId)} AND t.type = 'activation' AND ${range('t.created_at')}`;
  return { sql: `${postings} UNION ALL ${activations}`, params };
}
