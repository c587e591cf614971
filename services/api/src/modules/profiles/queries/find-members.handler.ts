import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MemberSearchItem, ProfileCategory } from '@earnwave/contracts';
import { DEFAULT_PROFILE_CATEGORY, pagination } from '@earnwave/contracts';
import { ProfilesRepository } from '../infra/profiles.repository';
import { FindMembersQuery, type MembersFound } from './find-members.query';

/**
 * The member search: active members only, the caller left out, by name (any case, anywhere in
 * the name, the search's own % and _ taken literally) and/or the exact e-mail address. Others'
 * e-mail addresses are shown only to whoever searched by that very address, so the search never
 * discloses an address the caller did not know.
 */
@QueryHandler(FindMembersQuery)
export class FindMembersHandler implements IQueryHandler<FindMembersQuery> {
  constructor(private readonly profiles: ProfilesRepository) {}

  async execute({ callerId, criteria, page, limit }: FindMembersQuery): Promise<MembersFound> {
    const { rows, total } = await this.profiles.findMembers(callerId, criteria, page, limit);
    const byEmail = Boolean(criteria.email);
    return {
      items: rows.map((row): MemberSearchItem => ({
        id: row.id as string,
        name: row.name as string,
        ...(byEmail ? { email: row.email as string } : {}),
        category: ((row.category as ProfileCategory | null) ?? DEFAULT_PROFILE_CATEGORY) as ProfileCategory,
        userProfile: { image: (row.image as string | null) ?? null },
      })),
      pagination: pagination(page, limit, total),
    };
  }
}
