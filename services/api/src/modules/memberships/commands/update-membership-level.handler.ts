import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError, NotFound } from '../../../common/errors';
import { NOTHING_TO_CHANGE } from '../../../common/simple-rest/list-query';
import { MembershipLevelsRepository } from '../infra/membership-levels.repository';
import { LEVEL_MSG } from '../membership-level-messages';
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
    if (updated === undefined) throw AppError.field(HttpStatus.BAD_REQUEST, 'general', NOTHING_TO_CHANGE);
    if (!updated) throw new NotFound(LEVEL_MSG.levelNotFound);
  }
}
