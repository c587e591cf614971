import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { hasCapability, type ProfileView } from '@earnwave/contracts';
import { MemberNotFound } from '@earnwave/domain';
import { DataSource } from 'typeorm';
import { ProfilesRepository } from '../infra/profiles.repository';
import { profileView } from '../profile-rows';
import { GetProfileQuery } from './get-profile.query';

/**
 * Any member reads any member others may see; the caller always reads their own, and an
 * administrator any account. Anything else is 'Member not found', so that a deactivated or
 * unknown id reveals nothing. One read answers both who may see it and what it holds; the profile
 * row is made with the defaults the first time (and read again).
 */
@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly profiles: ProfilesRepository,
  ) {}

  async execute({ caller, memberId }: GetProfileQuery): Promise<ProfileView> {
    const found = await this.profiles.profile(memberId, caller.id);
    const readable = found && (found.visible || memberId === caller.id || hasCapability(caller.role, 'oversee'));
    if (!readable) throw new MemberNotFound();
    if (!found.has_profile) await this.profiles.ensureProfile(this.db.manager, memberId);
    const row = found.has_profile ? found : (await this.profiles.profile(memberId, caller.id))!;
    return profileView(row, caller, { isRated: row.is_rated as boolean, isFavourite: row.is_favourite as boolean });
  }
}
