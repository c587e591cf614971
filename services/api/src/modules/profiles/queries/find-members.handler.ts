import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MemberSearchItem, ProfileCategory } from '@earnwave/contracts';
import { DEFAULT_PROFILE_CATEGORY, pagination } from '@earnwave/contracts';
import { DataSource } from 'typeorm';
import { containsPattern, VISIBLE_MEMBER } from '../profile-rows';
import { FindMembersQuery, type MembersFound } from './find-members.query';

type Row = Record<string, unknown>;

/**
 * The member search: active members only, the caller left out, by name (any case, anywhere in
 * the name, the search's own % and _ taken literally) and/or the exact e-mail address. Others'
 * e-mail addresses are shown only to whoever searched by that very address, so the search never
 * discloses an address the caller did not know.
 */
@QueryHandler(FindMembersQuery)
export class FindMembersHandler implements IQueryHandler<FindMembersQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ callerId, criteria, page, limit }: FindMembersQuery): Promise<MembersFound> {
    const params: unknown[] = [callerId];
    const conditions = [VISIBLE_MEMBER, 'u.id <> $1'];
    if (criteria.name) conditions.push(`u.name ILIKE $${params.push(containsPattern(criteria.name))} ESCAPE '\\'`);
    if (criteria.email) conditions.push(`u.email = $${params.push(criteria.email)}`);
    const where = conditions.join(' AND ');
    const [{ total }]: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total FROM users u WHERE ${where}`,
      params,
    );
    const rows: Row[] = total
      ? await this.db.query(
          `SELECT u.id, u.name, u.email, p.category, p.image
           FROM users u LEFT JOIN member_profiles p ON p.member_id = u.id
           WHERE ${where}
           ORDER BY lower(u.name), u.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, limit, (page - 1) * limit],
        )
      : [];
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
