import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { hasCapability } from '@earnwave/contracts';
import { AdminHoldsNoProfile, CannotFavourOneself, MemberNotFound } from '@earnwave/domain';
import { DataSource } from 'typeorm';
import { isVisibleMember } from '../profile-rows';
import { SetFavouriteCommand } from './set-favourite.command';

/**
 * Favourites are a set: adding twice or removing what is not there changes nothing, so a repeated
 * or concurrent call answers the same. Only members others may see can be added; any can be removed.
 */
@CommandHandler(SetFavouriteCommand)
export class SetFavouriteHandler implements ICommandHandler<SetFavouriteCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ caller, memberId, isFavourite }: SetFavouriteCommand): Promise<void> {
    if (!hasCapability(caller.role, 'walletHolder')) throw new AdminHoldsNoProfile();
    if (memberId === caller.id) throw new CannotFavourOneself();
    if (!isFavourite) {
      await this.db.query(`DELETE FROM favourites WHERE member_id = $1 AND favourite_id = $2`, [caller.id, memberId]);
      return;
    }
    if (!(await isVisibleMember(this.db.manager, memberId))) throw new MemberNotFound('memberId');
    await this.db.query(
      `INSERT INTO favourites (member_id, favourite_id) VALUES ($1, $2) ON CONFLICT (member_id, favourite_id) DO NOTHING`,
      [caller.id, memberId],
    );
  }
}
