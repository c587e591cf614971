import { Injectable } from '@nestjs/common';
import { DAILY_VIEWS_GOAL, REFERRAL_GOAL, REFERRAL_STATUSES, type ReferralStatus } from '@earnwave/contracts';
import { utcDay, weekStart } from '@earnwave/domain';
import { creditsToJson } from '@earnwave/money';
import { MembershipsService } from '../../memberships';
import { MemberStatsRepository } from '../infra/member-stats.repository';

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
    private readonly memberships: MembershipsService,
    private readonly stats: MemberStatsRepository,
  ) {}

  /** The member's counted views (impressions) over the last `days` days, newest first. */
  views(memberId: string, days: number) {
    return this.stats.viewsSince(memberId, new Date(Date.now() - days * DAY_MS));
  }

  /** This week's rewards against the level's weekly limit. */
  async rewardsUsage(memberId: string) {
    const current = await this.memberships.current(memberId);
    const usedRewards = await this.stats.usedRewards(memberId, weekStart(new Date()));
    return {
      usedRewards: creditsToJson(usedRewards),
      weeklyTokenLimit: creditsToJson(current?.level.weeklyTokenLimit ?? 0n),
    };
  }

  /** What the dashboard counts toward its goals (spec 2 and 9), and the warnings it shows. */
  async progress(memberId: string) {
    const now = new Date();
    const thisWeek = weekStart(now);
    const lastWeek = new Date(thisWeek.getTime() - 7 * DAY_MS);
    const [referralRows, weekRows, viewsToday, current] = await Promise.all([
      this.stats.referralsByStatus(memberId),
      this.stats.earningWeeks(memberId, [thisWeek, lastWeek]),
      this.stats.viewsOn(memberId, utcDay(now)),
      this.memberships.current(memberId),
    ]);
    const byStatus = Object.fromEntries(REFERRAL_STATUSES.map((status) => [status, 0])) as Record<
      ReferralStatus,
      number
    >;
    for (const row of referralRows) byStatus[row.status] = row.count;
    const week = (start: Date) => weekRows.find((row) => new Date(row.week_start).getTime() === start.getTime());
    const [thisWeekRow, lastWeekRow] = [week(thisWeek), week(lastWeek)];
    const views = { today: viewsToday, week: thisWeekRow?.views ?? 0, goal: DAILY_VIEWS_GOAL };
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
