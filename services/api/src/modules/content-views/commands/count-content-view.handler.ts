import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { appendOutbox } from '@earnwave/db';
import { assertViewCounts, capToWeeklyLimit, utcDay, viewReward, weekStart } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { MembershipsService } from '../../memberships';
import { CountContentViewCommand, type CountedView } from './count-content-view.command';

/**
 * Counts a view in one transaction under a lock on the member's row for the week, from an
 * unexpired membership, by the viewing rules of libs/domain (content-view-rules.ts). The reward is decided here (capped at what is left of the
 * week) and settled by the worker, which caps again.
 */
@CommandHandler(CountContentViewCommand)
export class CountContentViewHandler implements ICommandHandler<CountContentViewCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly memberships: MembershipsService,
  ) {}

  async execute({ memberId, contentId }: CountContentViewCommand): Promise<CountedView> {
    return this.db.transaction(async (manager) => {
      const now = new Date();
      const week = weekStart(now);
      const { level } = await this.memberships.requireEarningMembership(manager, memberId);
      const used = await lockWeek(manager, memberId, week);

      const day = utcDay(now);
      const [counted] = await manager.query(
        `SELECT 1 FROM content_views WHERE member_id = $1 AND content_id = $2 AND view_day = $3`,
        [memberId, contentId, day],
      );
      assertViewCounts({
        handout: await findHandout(manager, memberId, contentId),
        now,
        countedToday: !!counted,
        usedThisWeek: used,
        weeklyLimit: level.weeklyTokenLimit,
      });

      const [{ views }]: { views: string }[] = await manager.query(
        `INSERT INTO member_view_counters (member_id, views) VALUES ($1, 1)
         ON CONFLICT (member_id) DO UPDATE SET views = member_view_counters.views + 1
         RETURNING views`,
        [memberId],
      );
      const reward = capToWeeklyLimit(viewReward(Number(views), level.contentView), used, level.weeklyTokenLimit);
      const view = { id: randomUUID(), contentId, reward, createdAt: now };
      await manager.query(
        `INSERT INTO content_views (id, member_id, content_id, view_day, reward, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [view.id, memberId, contentId, day, reward.toString(), now],
      );
      await manager.query(
        `UPDATE earning_weeks SET used_rewards = used_rewards + $3, views = views + 1
         WHERE member_id = $1 AND week_start = $2`,
        [memberId, week, reward.toString()],
      );
      await appendOutbox(manager, 'content-view.counted', {
        viewId: view.id,
        memberId,
        contentId,
        reward: reward.toString(),
        weeklyTokenLimit: level.weeklyTokenLimit.toString(),
        weekStart: week.toISOString(),
      });
      return { ...view, usedRewards: used + reward, weeklyTokenLimit: level.weeklyTokenLimit };
    });
  }
}

/** Takes (creating it if needed) the member's row for the week, FOR UPDATE: views queue up behind it. */
async function lockWeek(manager: EntityManager, memberId: string, week: Date): Promise<bigint> {
  await manager.query(`INSERT INTO earning_weeks (member_id, week_start) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
    memberId,
    week,
  ]);
  const [row]: { used_rewards: string }[] = await manager.query(
    `SELECT used_rewards FROM earning_weeks WHERE member_id = $1 AND week_start = $2 FOR UPDATE`,
    [memberId, week],
  );
  return BigInt(row.used_rewards);
}

/** When the item was handed to the member, and whether it is still shown; undefined if never. */
async function findHandout(manager: EntityManager, memberId: string, contentId: string) {
  const [handout]: { handed_at: Date; enabled: boolean }[] = await manager.query(
    `SELECT h.handed_at, c.enabled FROM content_handouts h JOIN contents c ON c.id = h.content_id
     WHERE h.member_id = $1 AND h.content_id = $2`,
    [memberId, contentId],
  );
  return handout && { handedAt: new Date(handout.handed_at), enabled: handout.enabled };
}
