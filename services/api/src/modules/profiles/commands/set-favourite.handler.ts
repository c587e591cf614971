import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hasCapability } from '@earnwave/contracts';
import { UnitOfWork } from '@earnwave/db';
import { AdminHoldsNoProfile, CannotFavourOneself, MemberNotFound } from '@earnwave/domain';
import { ProfilesRepository } from '../infra/profiles.repository';
import { SetFavouriteCommand } from './set-favourite.command';

/**
 * Favourites are a set: adding twice or removing what is not there changes nothing, so a repeated
 * or concurrent call answers the same. Only members others may see can be added; any can be removed.
 */
@CommandHandler(SetFavouriteCommand)
export class SetFavouriteHandler implements ICommandHandler<SetFavouriteCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly profiles: ProfilesRepository,
  ) {}

  async execute({ caller, memberId, isFavourite }: SetFavouriteCommand): Promise<void> {
    if (!hasCapability(caller.role, 'walletHolder')) throw new AdminHoldsNoProfile();
    if (memberId === caller.id) throw new CannotFavourOneself();
    if (!isFavourite) {
      await this.profiles.removeFavourite(caller.id, memberId);
      return;
    }
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.profiles.isVisibleMember(tx, memberId))) throw new MemberNotFound('memberId');
      await this.profiles.addFavourite(tx, caller.id, memberId);
    });
  }
}
