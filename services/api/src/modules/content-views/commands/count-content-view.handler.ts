import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK } from '@earnwave/config';
import { MembershipLookup, outboxRow, UnitOfWork } from '@earnwave/db';
import { assertViewCounts, capToWeeklyLimit, utcDay, viewReward, weekStart, type Clock } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { ContentViewsRepository } from '../infra/content-views.repository';
import { CountContentViewCommand, type CountedView } from './count-content-view.command';

/**
 * Counts a view in one transaction under a lock on the member's row for the week, from an
 * unexpired membership, by the viewing rules of libs/domain (content-view-rules.ts), at the
 * clock's time (the 10 seconds run from the hand-out). The reward is decided here (capped at what
 * is left of the week) and settled by the worker, which caps again.
 */
@CommandHandler(CountContentViewCommand)
export class CountContentViewHandler implements ICommandHandler<CountContentViewCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly memberships: MembershipLookup,
    private readonly contentViews: ContentViewsRepository,
  ) {}

  async execute({ memberId, contentId, callTransaction }: CountContentViewCommand): Promise<CountedView> {
    return this.unitOfWork.run(async (manager) => {
      const now = this.clock.now();
      const week = weekStart(now);
      const { level } = await this.memberships.requireEarningMembership(manager, memberId);
      const used = await this.contentViews.lockWeek(manager, memberId, week);

      const day = utcDay(now);
      const { handout, countedToday, number } = await this.contentViews.viewToCount(manager, memberId, contentId, day);
      assertViewCounts({ handout, now, countedToday, usedThisWeek: used, weeklyLimit: level.weeklyTokenLimit });

      const reward = capToWeeklyLimit(viewReward(number, level.contentView), used, level.weeklyTokenLimit);
      const view = { id: randomUUID(), contentId, reward, createdAt: now };
      const event = outboxRow('content-view.counted', {
        viewId: view.id,
        memberId,
        contentId,
        reward: reward.toString(),
        weeklyTokenLimit: level.weeklyTokenLimit.toString(),
        weekStart: week.toISOString(),
      });
      await this.contentViews.recordView(manager, { ...view, memberId, viewDay: day }, week, event);
      return { ...view, usedRewards: used + reward, weeklyTokenLimit: level.weeklyTokenLimit };
    }, callTransaction);
  }
}
