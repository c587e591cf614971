import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MembershipLevelNotFound, NothingToChange } from '@earnwave/domain';
import { MembershipLevelsRepository } from '../infra/membership-levels.repository';
import { UpdateMembershipLevelCommand } from './update-membership-level.command';

/**
 * Changes a level's price, rewards and card. Requests and views in flight keep the figures they
 * copied when they were made (ARCHITECTURE.md), so an edit never alters a settled amount.
 */
@CommandHandler(UpdateMembershipLevelCommand)
export class UpdateMembershipLevelHandler implements ICommandHandler<UpdateMembershipLevelCommand> {
  constructor(private readonly levels: MembershipLevelsRepository) {}

  async execute({ slug, changes }: UpdateMembershipLevelCommand): Promise<void> {
    const updated = await this.levels.update(slug, changes);
    if (updated === undefined) throw new NothingToChange();
    if (!updated) throw new MembershipLevelNotFound();
  }
}
