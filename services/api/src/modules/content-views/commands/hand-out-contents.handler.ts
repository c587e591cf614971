import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK } from '@earnwave/config';
import { utcDay, type Clock } from '@earnwave/domain';
import { UnitOfWork } from '@earnwave/db';
import { ContentViewsRepository } from '../infra/content-views.repository';
import { HandOutContentsCommand, type HandedContent } from './hand-out-contents.command';

/**
 * Enabled items the member has not counted today, least recently handed first, so a refill
 * brings new items before old ones. The first hand-out time of an item is kept: a refill does
 * not restart its 10-second clock.
 */
@CommandHandler(HandOutContentsCommand)
export class HandOutContentsHandler implements ICommandHandler<HandOutContentsCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly contentViews: ContentViewsRepository,
  ) {}

  async execute({ memberId, limit }: HandOutContentsCommand): Promise<HandedContent[]> {
    return this.unitOfWork.run(async (manager) => {
      const now = this.clock.now();
      const items = await this.contentViews.contentsToHandOut(manager, memberId, utcDay(now), limit);
      if (items.length) {
        await this.contentViews.recordHandouts(
          manager,
          memberId,
          items.map((item) => item.id),
          now,
        );
      }
      return items;
    });
  }
}
