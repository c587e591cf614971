import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { pagination } from '@earnwave/contracts';
import { ProfilesRepository } from '../infra/profiles.repository';
import { memberRef } from '../profile-rows';
import { GetFavouritesQuery, type FavouritesPage } from './get-favourites.query';

/** One page of a favourites list; members others may no longer see are left out of it. */
@QueryHandler(GetFavouritesQuery)
export class GetFavouritesHandler implements IQueryHandler<GetFavouritesQuery> {
  constructor(private readonly profiles: ProfilesRepository) {}

  async execute({ memberId, direction, page, limit }: GetFavouritesQuery): Promise<FavouritesPage> {
    const { rows, total } = await this.profiles.favourites(memberId, direction, page, limit);
    return {
      items: rows.map((row) => ({ memberId: row.id as string, isFavourite: true, member: memberRef(row) })),
      pagination: pagination(page, limit, total),
    };
  }
}
