import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { pagination } from '@earnwave/contracts';
import { DataSource } from 'typeorm';
import { memberRef, VISIBLE_MEMBER } from '../profile-rows';
import { GetFavouritesQuery, type FavouritesPage } from './get-favourites.query';

type Row = Record<string, unknown>;

/** One page of a favourites list; members others may no longer see are left out of it. */
@QueryHandler(GetFavouritesQuery)
export class GetFavouritesHandler implements IQueryHandler<GetFavouritesQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ memberId, direction, page, limit }: GetFavouritesQuery): Promise<FavouritesPage> {
    // `me` is the member's side of the pair, `other` the listed member's (column names, never input).
    const [me, other] = direction === 'mine' ? ['member_id', 'favourite_id'] : ['favourite_id', 'member_id'];
    const where = `f.${me} = $1 AND ${VISIBLE_MEMBER}`;
    const [{ total }]: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total FROM favourites f JOIN users u ON u.id = f.${other} WHERE ${where}`,
      [memberId],
    );
    const rows: Row[] = total
      ? await this.db.query(
          `SELECT u.id, u.name, p.image
           FROM favourites f JOIN users u ON u.id = f.${other} LEFT JOIN member_profiles p ON p.member_id = u.id
           WHERE ${where}
           ORDER BY f.created_at DESC, u.id LIMIT $2 OFFSET $3`,
          [memberId, limit, (page - 1) * limit],
        )
      : [];
    return {
      items: rows.map((row) => ({ memberId: row.id as string, isFavourite: true, member: memberRef(row) })),
      pagination: pagination(page, limit, total),
    };
  }
}
