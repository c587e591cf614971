import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { hasCapability, type ProfileView } from '@earnwave/contracts';
import { MemberNotFound } from '@earnwave/domain';
import { DataSource } from 'typeorm';
import { ensureProfile, PROFILE_COLUMNS, profileView, VISIBLE_MEMBER } from '../profile-rows';
import { GetProfileQuery } from './get-profile.query';

type Row = Record<string, unknown>;

/**
 * Any member reads any member others may see; the caller always reads their own, and an
 * administrator any account. Anything else is 'Member not found', so that a deactivated or
 * unknown id reveals nothing. One read answers both who may see it and what it holds; the profile
 * row is made with the defaults the first time (and read again).
 */
@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ caller, memberId }: GetProfileQuery): Promise<ProfileView> {
    const found = await this.read(memberId, caller.id);
    const readable = found && (found.visible || memberId === caller.id || hasCapability(caller.role, 'oversee'));
    if (!readable) throw new MemberNotFound();
    if (!found.has_profile) await ensureProfile(this.db.manager, memberId);
    const row = found.has_profile ? found : await this.read(memberId, caller.id);
    return profileView(row, caller, { isRated: row.is_rated as boolean, isFavourite: row.is_favourite as boolean });
  }

  private async read(memberId: string, callerId: string): Promise<Row> {
    const [row]: Row[] = await this.db.query(
      `SELECT ${PROFILE_COLUMNS}, ${VISIBLE_MEMBER} AS visible, p.member_id IS NOT NULL AS has_profile,
         EXISTS (SELECT 1 FROM ratings r WHERE r.rater_id = $2 AND r.receiver_id = u.id) AS is_rated,
         EXISTS (SELECT 1 FROM favourites f WHERE f.member_id = $2 AND f.favourite_id = u.id) AS is_favourite
       FROM users u LEFT JOIN member_profiles p ON p.member_id = u.id
       WHERE u.id = $1`,
      [memberId, callerId],
    );
    return row;
  }
}
