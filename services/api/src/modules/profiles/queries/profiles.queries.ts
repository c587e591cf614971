import { Injectable } from '@nestjs/common';
import {
  DEFAULT_PROFILE_CATEGORY,
  hasCapability,
  pagination,
  type FavouriteItem,
  type MemberSearchItem,
  type Pagination,
  type ProfileCategory,
  type ProfileView,
} from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { MemberNotFound } from '@earnwave/domain';
import { ProfilesRepository } from '../infra/profiles.repository';
import { memberRef, profileView } from '../profile-answers';

export interface FavouritesPage {
  items: FavouriteItem[];
  pagination: Pagination;
}

export interface MembersFound {
  items: MemberSearchItem[];
  pagination: Pagination;
}

/** Profiles, favourites and the member search, as members read them (spec 7, profile calls). */
@Injectable()
export class ProfilesQueries {
  constructor(private readonly profiles: ProfilesRepository) {}

  /**
   * A member's profile as the caller sees it. Any member reads any member others may see; the
   * caller always reads their own, and an administrator any account. Anything else is 'Member not
   * found', so that a deactivated or unknown id reveals nothing. One read answers both who may see
   * it and what it holds; the profile row is made with the defaults the first time (and read again).
   */
  async profile(caller: UserEntity, memberId: string): Promise<ProfileView> {
    const found = await this.profiles.profile(memberId, caller.id);
    const readable = found && (found.visible || memberId === caller.id || hasCapability(caller.role, 'oversee'));
    if (!readable) throw new MemberNotFound();
    if (!found.has_profile) await this.profiles.ensureProfileOnRead(memberId);
    const row = found.has_profile ? found : (await this.profiles.profile(memberId, caller.id))!;
    return profileView(row, caller, { isRated: row.is_rated as boolean, isFavourite: row.is_favourite as boolean });
  }

  /**
   * One page of a favourites list, newest first; `mine`: whom the member favours, `by`: who
   * favours the member. Members others may no longer see are left out of it.
   */
  async favourites(memberId: string, direction: 'mine' | 'by', page: number, limit: number): Promise<FavouritesPage> {
    const { rows, total } = await this.profiles.favourites(memberId, direction, page, limit);
    return {
      items: rows.map((row) => ({ memberId: row.id as string, isFavourite: true, member: memberRef(row) })),
      pagination: pagination(page, limit, total),
    };
  }

  /**
   * The member search: active members only, the caller left out, by name (any case, anywhere in
   * the name, the search's own % and _ taken literally) and/or the exact e-mail address. Others'
   * e-mail addresses are shown only to whoever searched by that very address, so the search never
   * discloses an address the caller did not know.
   */
  async findMembers(
    callerId: string,
    criteria: { name?: string; email?: string },
    page: number,
    limit: number,
  ): Promise<MembersFound> {
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
