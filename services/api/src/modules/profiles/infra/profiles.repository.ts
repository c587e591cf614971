import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ProfileCategory } from '@earnwave/contracts';
import { DataSource, type EntityManager } from 'typeorm';

type Row = Record<string, unknown>;

/**
 * Members other members may find, read, rate and favour: accounts of a member role whose
 * membership is active and which are not deactivated. `u` is the users row.
 */
export const VISIBLE_MEMBER = `(u.deactivated_at IS NULL AND u.status = 'active' AND u.role IN ('member', 'member_advertiser'))`;

/** The profile columns a view reads, `p` being member_profiles and `u` users. */
const PROFILE_COLUMNS = `u.id, u.name, u.email, u.role, p.category, p.bio, p.image, p.background_image,
  p.receive_message, p.earn_per_message::text AS earn_per_message, p.intros, p.description, p.links, p.channels,
  p.instagram, p.youtube, p.snapchat, p.facebook, p.rating_sum, p.rating_count`;

/** A LIKE pattern matching `text` anywhere, its own wildcards (% and _) and backslashes taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Profile fields by column; a field left out (undefined) keeps its value. */
const COLUMNS = {
  category: 'category',
  bio: 'bio',
  receiveMessage: 'receive_message',
  intros: 'intros',
  description: 'description',
  links: 'links',
  channels: 'channels',
  instagram: 'instagram',
  youtube: 'youtube',
  snapchat: 'snapchat',
  facebook: 'facebook',
  earnPerMessage: 'earn_per_message',
  image: 'image',
  backgroundImage: 'background_image',
} as const;

/** A change to a profile, as checked by the handler; money in micro-credits, images as stored paths. */
export interface ProfileChanges {
  category?: ProfileCategory;
  bio?: string;
  receiveMessage?: boolean;
  intros?: string;
  description?: string;
  links?: string;
  channels?: string;
  instagram?: string;
  youtube?: string;
  snapchat?: string;
  facebook?: string;
  earnPerMessage?: bigint;
  image?: string | null;
  backgroundImage?: string | null;
}

/** A page of rows and how many there are in all. */
export interface RowsPage {
  rows: Row[];
  total: number;
}

/** Creator profiles, ratings and favourites. */
@Injectable()
export class ProfilesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Every account has a profile with the defaults: the row is made the first time it is needed. */
  async ensureProfile(manager: EntityManager, memberId: string): Promise<void> {
    await manager.query(`INSERT INTO member_profiles (member_id) VALUES ($1) ON CONFLICT DO NOTHING`, [memberId]);
  }

  /** The same outside any transaction: a profile's first read makes its row. */
  ensureProfileOnRead(memberId: string): Promise<void> {
    return this.ensureProfile(this.db.manager, memberId);
  }

  /** Whether `memberId` names a member others may rate or favour. */
  async isVisibleMember(manager: EntityManager, memberId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM users u WHERE u.id = $1 AND ${VISIBLE_MEMBER}`, [
      memberId,
    ]);
    return rows.length > 0;
  }

  /**
   * The member's profile row (PROFILE_COLUMNS) with whether others may see the member, whether the
   * profile row exists yet, and what the caller did (rated, favoured); undefined for no account.
   */
  async profile(memberId: string, callerId: string): Promise<Row | undefined> {
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

  /** Changes the fields given, if any. */
  async update(manager: EntityManager, memberId: string, changes: ProfileChanges): Promise<void> {
    const values: unknown[] = [memberId];
    const sets = Object.entries(COLUMNS)
      .filter(([field]) => changes[field as keyof ProfileChanges] !== undefined)
      .map(([field, column]) => {
        const value = changes[field as keyof ProfileChanges];
        return `${column} = $${values.push(typeof value === 'bigint' ? value.toString() : value)}`;
      });
    if (!sets.length) return;
    await manager.query(
      `UPDATE member_profiles SET ${sets.join(', ')}, updated_at = now() WHERE member_id = $1`,
      values,
    );
  }

  /** The name lives on the account. */
  async rename(manager: EntityManager, memberId: string, name: string): Promise<void> {
    await manager.query(`UPDATE users SET name = $2, updated_at = now() WHERE id = $1`, [memberId, name]);
  }

  /** Stores the rating once per rater and member; false when the rater had rated the member already. */
  async insertRating(manager: EntityManager, raterId: string, receiverId: string, stars: number): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO ratings (rater_id, receiver_id, stars) VALUES ($1, $2, $3)
       ON CONFLICT (rater_id, receiver_id) DO NOTHING RETURNING rater_id`,
      [raterId, receiverId, stars],
    );
    return inserted.length > 0;
  }

  /** Adds a rating to the member's exact sum and count (under the profile row's lock); answers both. */
  async addToRating(
    manager: EntityManager,
    memberId: string,
    stars: number,
  ): Promise<{ ratingSum: number; ratingCount: number }> {
    const [totals]: { rating_sum: number; rating_count: number }[] = await manager.query(
      `WITH rated AS (
         UPDATE member_profiles SET rating_sum = rating_sum + $2, rating_count = rating_count + 1
         WHERE member_id = $1 RETURNING rating_sum, rating_count)
       SELECT rating_sum, rating_count FROM rated`,
      [memberId, stars],
    );
    return { ratingSum: totals.rating_sum, ratingCount: totals.rating_count };
  }

  async addFavourite(manager: EntityManager, memberId: string, favouriteId: string): Promise<void> {
    await manager.query(
      `INSERT INTO favourites (member_id, favourite_id) VALUES ($1, $2) ON CONFLICT (member_id, favourite_id) DO NOTHING`,
      [memberId, favouriteId],
    );
  }

  async removeFavourite(memberId: string, favouriteId: string): Promise<void> {
    await this.db.query(`DELETE FROM favourites WHERE member_id = $1 AND favourite_id = $2`, [memberId, favouriteId]);
  }

  /**
   * One page of a favourites list (id, name, image), newest first; `mine`: whom the member favours,
   * `by`: who favours the member. Members others may no longer see are left out.
   */
  async favourites(memberId: string, direction: 'mine' | 'by', page: number, limit: number): Promise<RowsPage> {
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
    return { rows, total };
  }

  /**
   * One page of members others may see (id, name, email, category, image), the caller left out, by
   * part of the name (any case, anywhere in the name, its own % and _ taken literally) and/or the
   * exact e-mail address.
   */
  async findMembers(
    callerId: string,
    criteria: { name?: string; email?: string },
    page: number,
    limit: number,
  ): Promise<RowsPage> {
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
    return { rows, total };
  }
}
