import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DAILY_VIEWS_GOAL,
  pagination,
  REFERRAL_GOAL,
  REFERRAL_STATUSES,
  type ReferralStatus,
  type TransactionType,
} from '@earnwave/contracts';
import { EARNING_TYPES, memberAvailable, utcDay, weekStart } from '@earnwave/domain';
import { creditsToJson } from '@earnwave/money';
import { DataSource } from 'typeorm';
import { MembershipsService } from '../memberships';
import { referralStatusSql } from '../referrals';
import type { TransactionFilter } from './transaction-filter';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Warning {
  title: string;
  linkPath: string;
  linkTitle: string;
  type: 'warning' | 'info' | 'danger';
}

/** The dashboard's and the impressions screen's figures (spec 2 and 9), read in as few queries as they need. */
@Injectable()
export class MemberStatsQueries {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly memberships: MembershipsService,
  ) {}

  /**
   * The member's history of money (spec 7 and 9): the signed postings on their available account,
   * with the activations they paid (posted deposits to revenue, so they never touch the balance),
   * newest first, filtered by range and type and paged when asked. Over the whole filtered range,
   * `totalAmount` sums the earning types (ARCHITECTURE.md) and `netAmount` every transaction less
   * the activation-type ones (spec 9's displayed total): without a type, what the balance moved.
   */
  async transactions(memberId: string, filter: TransactionFilter) {
    const history = historySql(memberId, filter);
    const next = (offset: number) => `$${history.params.length + offset}`;
    const [totals]: { total: number; earned: string; net: string }[] = await this.db.query(
      `SELECT count(*)::int AS total,
         coalesce(sum(amount) FILTER (WHERE type = ANY(${next(1)}::text[])), 0)::text AS earned,
         coalesce(sum(amount) FILTER (WHERE type <> 'activation'), 0)::text AS net
       FROM (${history.sql}) history`,
      [...history.params, EARNING_TYPES],
    );
    const page = filter.page;
    const listed: { id: string; type: TransactionType; amount: string; created_at: Date }[] = totals.total
      ? await this.db.query(
          `SELECT id, type, amount::text, created_at FROM (${history.sql}) history
           ORDER BY created_at DESC, seq DESC ${page ? `LIMIT ${next(1)} OFFSET ${next(2)}` : ''}`,
          page ? [...history.params, page.limit, (page.page - 1) * page.limit] : history.params,
        )
      : [];
    return {
      totalAmount: creditsToJson(BigInt(totals.earned)),
      netAmount: creditsToJson(BigInt(totals.net)),
      transactions: listed.map((row) => ({
        id: row.id,
        type: row.type,
        amount: creditsToJson(BigInt(row.amount)),
        createdAt: row.created_at,
      })),
      ...(page && {
        pagination: pagination(page.page, page.limit, totals.total),
      }),
    };
  }

  /** The member's counted views (impressions) over the last `days` days, newest first. */
  async views(memberId: string, days: number) {
    const rows: { id: string; content_id: string; reward: string; created_at: Date }[] = await this.db.query(
      `SELECT id, content_id, reward::text, created_at FROM content_views
       WHERE member_id = $1 AND created_at >= $2 ORDER BY created_at DESC`,
      [memberId, new Date(Date.now() - days * DAY_MS)],
    );
    return rows.map((row) => ({
      id: row.id,
      contentId: row.content_id,
      reward: creditsToJson(BigInt(row.reward)),
      createdAt: row.created_at,
    }));
  }

  /** This week's rewards against the level's weekly limit. */
  async rewardsUsage(memberId: string) {
    const current = await this.memberships.currentLevel(this.db.manager, memberId);
    const [row]: { used_rewards: string }[] = await this.db.query(
      `SELECT used_rewards::text FROM earning_weeks WHERE member_id = $1 AND week_start = $2`,
      [memberId, weekStart(new Date())],
    );
    return {
      usedRewards: creditsToJson(BigInt(row?.used_rewards ?? 0)),
      weeklyTokenLimit: creditsToJson(current?.level.weeklyTokenLimit ?? 0n),
    };
  }

  /** What the dashboard counts toward its goals (spec 2 and 9), and the warnings it shows. */
  async progress(memberId: string) {
    const now = new Date();
    const thisWeek = weekStart(now);
    const lastWeek = new Date(thisWeek.getTime() - 7 * DAY_MS);
    const [referralRows, weekRows, todayRows, current] = await Promise.all([
      this.db.query(
        `SELECT ${referralStatusSql('u')} AS status, count(*)::int AS count FROM users u
         WHERE u.referred_by_id = $1 GROUP BY 1`,
        [memberId],
      ) as Promise<{ status: ReferralStatus; count: number }[]>,
      this.db.query(
        `SELECT week_start, used_rewards::text, views FROM earning_weeks
         WHERE member_id = $1 AND week_start IN ($2, $3)`,
        [memberId, thisWeek, lastWeek],
      ) as Promise<{ week_start: Date; used_rewards: string; views: number }[]>,
      this.db.query(`SELECT count(*)::int AS count FROM content_views WHERE member_id = $1 AND view_day = $2`, [
        memberId,
        utcDay(now),
      ]) as Promise<{ count: number }[]>,
      this.memberships.currentLevel(this.db.manager, memberId),
    ]);
    const byStatus = Object.fromEntries(REFERRAL_STATUSES.map((status) => [status, 0])) as Record<
      ReferralStatus,
      number
    >;
    for (const row of referralRows) byStatus[row.status] = row.count;
    const week = (start: Date) => weekRows.find((row) => new Date(row.week_start).getTime() === start.getTime());
    const [thisWeekRow, lastWeekRow] = [week(thisWeek), week(lastWeek)];
    const views = { today: todayRows[0].count, week: thisWeekRow?.views ?? 0, goal: DAILY_VIEWS_GOAL };
    const referrals = {
      active: byStatus.active,
      goal: REFERRAL_GOAL,
      total: Object.values(byStatus).reduce((sum, count) => sum + count, 0),
      byStatus,
    };
    return {
      referrals,
      views,
      commitment: views.week >= DAILY_VIEWS_GOAL ? ('complete' as const) : ('incomplete' as const),
      weeklyRewards: {
        current: creditsToJson(BigInt(thisWeekRow?.used_rewards ?? 0)),
        previous: creditsToJson(BigInt(lastWeekRow?.used_rewards ?? 0)),
      },
      weeklyImpressions: { current: thisWeekRow?.views ?? 0, previous: lastWeekRow?.views ?? 0 },
      warnings: warnings(referrals.active, views, current?.expired ?? false),
    };
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

function warnings(activeReferrals: number, views: { today: number; week: number }, expired: boolean): Warning[] {
  const list: Warning[] = [];
  if (expired) {
    list.push({
      title: 'Your membership has expired: withdraw your funds or renew it.',
      linkPath: '/dashboard/settings',
      linkTitle: 'Settings',
      type: 'danger',
    });
  }
  if (activeReferrals < REFERRAL_GOAL) {
    list.push({
      title: `You have ${activeReferrals} of ${REFERRAL_GOAL} active referrals.`,
      linkPath: '/dashboard/referrals',
      linkTitle: 'Invite friends',
      type: 'warning',
    });
  }
  if (views.today < DAILY_VIEWS_GOAL) {
    list.push({
      title: `You viewed ${views.today} of ${DAILY_VIEWS_GOAL} items today.`,
      linkPath: '/dashboard/commitments',
      linkTitle: 'Earn now',
      type: 'warning',
    });
  }
  if (views.week < DAILY_VIEWS_GOAL) {
    list.push({
      title: `You viewed ${views.week} of ${DAILY_VIEWS_GOAL} items this week.`,
      linkPath: '/dashboard/commitments',
      linkTitle: 'Earn now',
      type: 'info',
    });
  }
  return list;
}
