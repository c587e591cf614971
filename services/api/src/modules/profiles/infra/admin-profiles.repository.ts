import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PROFILE_CATEGORIES, type MemberStatus, type ProfileView, type Role } from '@earnwave/contracts';
import { DataSource } from 'typeorm';
import { MemberNotFound } from '@earnwave/domain';
import { readRecords, type ListSpec } from '../../../common/simple-rest/list-query';
import { consoleList, consoleResource, sqlRecords, type ListReader } from '../../../common/simple-rest/console-records';
import { profileFields } from '../profile-answers';
import { iso } from '../../../common/simple-rest/record-fields';

type Row = Record<string, unknown>;

/**
 * A member's profile as the console reads it: the account, the profile (its defaults before the
 * first read: no `updatedAt`), the price of a message in credits, ratings and favourites counted.
 */
export interface AdminProfileRecord extends Omit<ProfileView, 'role' | 'email' | 'isRated' | 'isFavourite' | 'isOwn'> {
  email: string;
  role: Role;
  status: MemberStatus;
  deactivatedAt: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  favouritedBy: number;
  favourites: number;
}

/** A rating as the console lists it; its id is `{raterId}:{receiverId}`. */
export interface AdminRatingRecord {
  id: string;
  raterId: string;
  raterName: string;
  receiverId: string;
  receiverName: string;
  stars: number;
  createdAt: string | null;
}

/** Accounts of a member role, each with its profile or, before the first read, the defaults. */
const PROFILE_FROM = `(SELECT * FROM users WHERE role IN ('member', 'member_advertiser')) u
  LEFT JOIN member_profiles p ON p.member_id = u.id`;
const AVERAGE_SQL = `(coalesce(p.rating_sum, 0)::numeric / nullif(p.rating_count, 0))`;

export const ADMIN_PROFILES: ListSpec = {
  resource: 'profiles',
  id: { sql: 'u.id', type: 'uuid' },
  sort: {
    name: 'u.name',
    category: `coalesce(p.category, 'user')`,
    averageRating: AVERAGE_SQL,
    ratingCount: 'coalesce(p.rating_count, 0)',
    updatedAt: 'p.updated_at',
    createdAt: 'u.created_at',
  },
  defaultSort: ['name', 'ASC'],
  filters: {
    q: { type: 'search', sql: ['u.name', 'u.email'] },
    category: { type: 'equals', sql: `coalesce(p.category, 'user')`, values: PROFILE_CATEGORIES },
    role: { type: 'equals', sql: 'u.role', values: ['member', 'member_advertiser'] },
  },
};

const PROFILE_SQL = {
  select: `u.id, u.name, u.email, u.role, u.status, u.deactivated_at, u.created_at, p.updated_at,
    coalesce(p.category, 'user') AS category, coalesce(p.bio, '') AS bio, p.image, p.background_image,
    coalesce(p.receive_message, true) AS receive_message, coalesce(p.earn_per_message, 0)::text AS earn_per_message,
    coalesce(p.intros, '') AS intros, coalesce(p.description, '') AS description, coalesce(p.links, '') AS links,
    coalesce(p.channels, '') AS channels, coalesce(p.instagram, '') AS instagram, coalesce(p.youtube, '') AS youtube,
    coalesce(p.snapchat, '') AS snapchat, coalesce(p.facebook, '') AS facebook,
    coalesce(p.rating_sum, 0) AS rating_sum, coalesce(p.rating_count, 0) AS rating_count,
    (SELECT count(*)::int FROM favourites f WHERE f.favourite_id = u.id) AS favourited_by,
    (SELECT count(*)::int FROM favourites f WHERE f.member_id = u.id) AS favourites`,
  from: PROFILE_FROM,
};

export const ADMIN_RATINGS: ListSpec = {
  resource: 'ratings',
  id: { sql: `(r.rater_id::text || ':' || r.receiver_id::text)`, type: 'text' },
  sort: { createdAt: 'r.created_at', stars: 'r.stars', receiverName: 'rc.name', raterName: 'ra.name' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    receiverId: { type: 'uuid', sql: 'r.receiver_id' },
    raterId: { type: 'uuid', sql: 'r.rater_id' },
  },
};

const RATING_SQL = {
  select: `r.rater_id, r.receiver_id, r.stars, r.created_at, ra.name AS rater_name, rc.name AS receiver_name`,
  from: `ratings r JOIN users ra ON ra.id = r.rater_id JOIN users rc ON rc.id = r.receiver_id`,
};

/** The console's `profiles`: one a member, by the member's id. */
export const PROFILE_RECORDS = consoleResource<AdminProfileRecord>(ADMIN_PROFILES);

/** The console's `ratings`, a list only. */
export const RATING_RECORDS = consoleList<AdminRatingRecord>(ADMIN_RATINGS);

/** The console's read-only view of profiles and ratings (react-admin records: bare, with `id`). */
@Injectable()
export class AdminProfilesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  readonly profiles = sqlRecords(
    this.db.manager,
    ADMIN_PROFILES,
    PROFILE_SQL,
    profileRecord,
    () => new MemberNotFound(),
  );

  readonly ratings: ListReader<AdminRatingRecord> = {
    list: (query) => readRecords(this.db.manager, ADMIN_RATINGS, RATING_SQL, query, ratingRecord),
  };
}

function profileRecord(row: Row): AdminProfileRecord {
  return {
    id: row.id as string,
    name: row.name as string,
    email: row.email as string,
    role: row.role as Role,
    status: row.status as MemberStatus,
    deactivatedAt: iso(row.deactivated_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    ...profileFields(row),
    favouritedBy: row.favourited_by as number,
    favourites: row.favourites as number,
  };
}

function ratingRecord(row: Row): AdminRatingRecord {
  const raterId = row.rater_id as string;
  const receiverId = row.receiver_id as string;
  return {
    id: `${raterId}:${receiverId}`,
    raterId,
    raterName: row.rater_name as string,
    receiverId,
    receiverName: row.receiver_name as string,
    stars: row.stars as number,
    createdAt: iso(row.created_at),
  };
}
