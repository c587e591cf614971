import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hasCapability, OPTION_KEYS, type PostFileType } from '@earnwave/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { UploadAccess } from '../../../common/storage/uploads.route';
import { VISIBLE_MEMBER } from '../../profiles';
import type { PostCaller } from '../post-access';

/** A post as the repository reads it for a caller (PostsRepository.postFor); money in micro-credits (text). */
export interface PostRow {
  id: string;
  member_id: string;
  member_name: string;
  member_image: string | null;
  /** The author is a member others may see (the profiles' VISIBLE_MEMBER). */
  member_visible: boolean;
  title: string;
  description: string;
  post_relative_path: string;
  post_file_type: PostFileType;
  cost_view: string;
  target_view: number;
  is_private: boolean;
  hidden_at: Date | null;
  hidden_reason: string | null;
  /** The post's file stays off the public uploads path (the repository's restrictedMediaSql). */
  media_restricted: boolean;
  created_at: Date;
  deleted_at: Date | null;
  views: number;
  like_count: number;
  /** The caller likes it. */
  is_liked: boolean;
  /** The caller paid for a view of it (a view recorded while it was free is not a purchase). */
  is_bought: boolean;
}
import { PostPurchases } from './post-purchases';

/**
 * Whether the stored file at `path` (an SQL expression) stays off the public uploads path: it was
 * ever a paid or private post's file (private_post_media, noted by a trigger on every write of a
 * post and never forgotten: buyers paid for it, so neither another file, nor a price of 0, nor
 * making the post public again publishes it), or a hidden post names it now.
 */
export function restrictedMediaSql(path: string): string {
  return `(EXISTS (SELECT 1 FROM private_post_media pm WHERE pm.relative_path = ${path})
    OR EXISTS (SELECT 1 FROM user_posts hp WHERE hp.post_relative_path = ${path} AND hp.hidden_at IS NOT NULL))`;
}

/**
 * The columns of a PostRow, for the caller whose id is bound at `$callerParam`. Views count
 * distinct viewers (one row per viewer and post); likes one per member.
 */
function postColumns(callerParam: string): string {
  return `p.id, p.member_id, u.name AS member_name, mp.image AS member_image,
    ${VISIBLE_MEMBER} AS member_visible,
    p.title, p.description, p.post_relative_path, p.post_file_type, p.cost_view::text AS cost_view, p.target_view,
    p.is_private, p.hidden_at, p.hidden_reason, p.created_at, p.deleted_at,
    ${restrictedMediaSql('p.post_relative_path')} AS media_restricted,
    (SELECT count(*)::int FROM post_views v WHERE v.post_id = p.id) AS views,
    (SELECT count(*)::int FROM post_likes l WHERE l.post_id = p.id) AS like_count,
    EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.member_id = ${callerParam}) AS is_liked,
    EXISTS (SELECT 1 FROM post_views v WHERE v.post_id = p.id AND v.viewer_id = ${callerParam} AND v.amount > 0)
      AS is_bought`;
}

/** Posts with their author's name and picture (a profile row may not exist yet). */
const POST_FROM = `user_posts p
  JOIN users u ON u.id = p.member_id
  LEFT JOIN member_profiles mp ON mp.member_id = p.member_id`;

/** Newest first; the id breaks ties so that pages never repeat or skip a post. */
const POST_ORDER = `p.created_at DESC, p.id DESC`;

/** Posts that are neither deleted, hidden nor private. */
const OPEN_POST = `p.deleted_at IS NULL AND p.hidden_at IS NULL AND NOT p.is_private`;

/**
 * The open posts a caller's lists show, `$1` being the caller's id: by members others may see (the
 * profiles' rule, so that no post leads to a profile that is not found) and the caller's own,
 * whatever their membership. Administrators keep every account that is not deactivated.
 */
function listedPosts(caller: PostCaller): string {
  if (hasCapability(caller.role, 'oversee')) return `${OPEN_POST} AND u.deactivated_at IS NULL`;
  return `${OPEN_POST} AND (p.member_id = $1 OR ${VISIBLE_MEMBER})`;
}

/** A page of posts and how many there are in all. */
export interface PostsPage {
  total: number;
  rows: PostRow[];
}

/** A post's fields as a form sets them; money in micro-credits. */
export interface PostFields {
  title: string;
  description: string;
  relativePath: string;
  fileType: PostFileType;
  costView: bigint;
  targetView: number;
  isPrivate: boolean;
}

/** One viewer of a post and what they paid (micro-credits, text). */
export interface PostViewerRow {
  viewer_id: string;
  name: string;
  image: string | null;
  created_at: Date;
  amount: string;
}

/** Members' posts, their likes and views. */
@Injectable()
export class PostsRepository extends PostPurchases {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  /** The post as the caller reads it (whoever may see it); undefined when there is no such post. */
  async postFor(
    postId: string,
    callerId: string,
    manager: EntityManager = this.db.manager,
  ): Promise<PostRow | undefined> {
    const [row]: PostRow[] = await manager.query(`SELECT ${postColumns('$2')} FROM ${POST_FROM} WHERE p.id = $1`, [
      postId,
      callerId,
    ]);
    return row;
  }

  /** The post as postFor reads it, locked for a change. */
  async lockPostFor(manager: EntityManager, postId: string, callerId: string): Promise<PostRow | undefined> {
    const [row]: PostRow[] = await manager.query(
      `SELECT ${postColumns('$2')} FROM ${POST_FROM} WHERE p.id = $1 FOR UPDATE OF p`,
      [postId, callerId],
    );
    return row;
  }

  /** The Lounge's posts the caller sees, optionally of one author category. */
  feed(caller: PostCaller, category: string | undefined, limit: number, offset: number): Promise<PostsPage> {
    const params: unknown[] = [caller.id];
    let where = listedPosts(caller);
    if (category) where += ` AND coalesce(mp.category, 'user') = $${params.push(category.toLowerCase())}`;
    return this.page(where, params, limit, offset);
  }

  /** The caller's own posts, private and hidden ones included. */
  ownPosts(callerId: string, limit: number, offset: number): Promise<PostsPage> {
    return this.page(`p.deleted_at IS NULL AND p.member_id = $1`, [callerId], limit, offset);
  }

  /** Another member's posts: the ones the caller's lists show, or `everyPost` that was not deleted. */
  memberPosts(
    caller: PostCaller,
    memberId: string,
    everyPost: boolean,
    limit: number,
    offset: number,
  ): Promise<PostsPage> {
    const where = everyPost ? `p.deleted_at IS NULL` : listedPosts(caller);
    return this.page(`${where} AND p.member_id = $2`, [caller.id, memberId], limit, offset);
  }

  /** Whether the member (never an administrator) exists and others may see them; undefined when unknown. */
  async memberVisibility(memberId: string): Promise<{ visible: boolean } | undefined> {
    const [member]: { visible: boolean }[] = await this.db.query(
      `SELECT ${VISIBLE_MEMBER} AS visible FROM users u WHERE u.id = $1 AND u.role <> 'admin'`,
      [memberId],
    );
    return member;
  }

  /** Who viewed a post, newest first, with what each paid. */
  viewers(postId: string, limit: number, offset: number): Promise<PostViewerRow[]> {
    return this.db.query(
      `SELECT v.viewer_id, u.name, mp.image, v.created_at, v.amount::text AS amount
       FROM post_views v JOIN users u ON u.id = v.viewer_id LEFT JOIN member_profiles mp ON mp.member_id = v.viewer_id
       WHERE v.post_id = $1 ORDER BY v.created_at DESC, v.viewer_id DESC LIMIT $2 OFFSET $3`,
      [postId, limit, offset],
    );
  }

  async insert(manager: EntityManager, post: PostFields & { id: string; memberId: string }): Promise<void> {
    await manager.query(
      `INSERT INTO user_posts (id, member_id, title, description, post_relative_path, post_file_type, cost_view,
                               target_view, is_private)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        post.id,
        post.memberId,
        post.title,
        post.description,
        post.relativePath,
        post.fileType,
        post.costView.toString(),
        post.targetView,
        post.isPrivate,
      ],
    );
  }

  /** Changes the fields given; the others keep their values. */
  async update(manager: EntityManager, postId: string, changes: Partial<PostFields>): Promise<void> {
    await manager.query(
      `UPDATE user_posts SET
         title = coalesce($2, title),
         description = coalesce($3, description),
         post_relative_path = coalesce($4, post_relative_path),
         post_file_type = coalesce($5, post_file_type),
         cost_view = coalesce($6::bigint, cost_view),
         target_view = coalesce($7::int, target_view),
         is_private = coalesce($8::boolean, is_private),
         updated_at = now()
       WHERE id = $1`,
      [
        postId,
        changes.title ?? null,
        changes.description ?? null,
        changes.relativePath ?? null,
        changes.fileType ?? null,
        changes.costView?.toString() ?? null,
        changes.targetView ?? null,
        changes.isPrivate ?? null,
      ],
    );
  }

  /** Marks the post deleted; the row stays. */
  async markDeleted(manager: EntityManager, postId: string): Promise<void> {
    await manager.query(`UPDATE user_posts SET deleted_at = now(), updated_at = now() WHERE id = $1`, [postId]);
  }

  /** Hides a shown post; answers its author and title, or undefined when no shown post was hidden. */
  async hide(
    manager: EntityManager,
    postId: string,
    reason: string | undefined,
    adminId: string,
  ): Promise<{ member_id: string; title: string } | undefined> {
    // An UPDATE answers [rows, count].
    const [[changed]]: [{ member_id: string; title: string }[], number] = await manager.query(
      `UPDATE user_posts SET hidden_at = now(), hidden_reason = $2, hidden_by = $3, updated_at = now()
       WHERE id = $1 AND deleted_at IS NULL AND hidden_at IS NULL
       RETURNING member_id, title`,
      [postId, reason, adminId],
    );
    return changed;
  }

  /** Shows a hidden post again; answers its author and title, or undefined when no hidden post was shown. */
  async unhide(manager: EntityManager, postId: string): Promise<{ member_id: string; title: string } | undefined> {
    const [[changed]]: [{ member_id: string; title: string }[], number] = await manager.query(
      `UPDATE user_posts SET hidden_at = NULL, hidden_reason = NULL, hidden_by = NULL, updated_at = now()
       WHERE id = $1 AND deleted_at IS NULL AND hidden_at IS NOT NULL
       RETURNING member_id, title`,
      [postId],
    );
    return changed;
  }

  /** Whether the post exists and was not deleted. */
  async exists(manager: EntityManager, postId: string): Promise<boolean> {
    const [exists]: unknown[] = await manager.query(`SELECT 1 FROM user_posts WHERE id = $1 AND deleted_at IS NULL`, [
      postId,
    ]);
    return !!exists;
  }

  /** Likes the post once, however often asked. */
  async like(manager: EntityManager, postId: string, memberId: string): Promise<void> {
    await manager.query(`INSERT INTO post_likes (post_id, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      postId,
      memberId,
    ]);
  }

  async unlike(manager: EntityManager, postId: string, memberId: string): Promise<void> {
    await manager.query(`DELETE FROM post_likes WHERE post_id = $1 AND member_id = $2`, [postId, memberId]);
  }

  async likeCount(manager: EntityManager, postId: string): Promise<number> {
    const [{ like_count }]: { like_count: number }[] = await manager.query(
      `SELECT count(*)::int AS like_count FROM post_likes WHERE post_id = $1`,
      [postId],
    );
    return like_count;
  }

  /**
   * The post's price now, holding its row until the caller's transaction ends: FOR KEY SHARE waits
   * for an edit's FOR UPDATE and makes the next one wait (a purchase turning a free view into a
   * paid one updates its view row only, which alone would not).
   */
  async holdForPurchase(manager: EntityManager, postId: string): Promise<bigint> {
    const [row]: { cost_view: string }[] = await manager.query(
      `SELECT cost_view::text AS cost_view FROM user_posts WHERE id = $1 FOR KEY SHARE`,
      [postId],
    );
    return BigInt(row.cost_view);
  }

  /** Whether anyone paid to view the post (a view recorded while it was free is no sale). */
  async wasSold(manager: EntityManager, postId: string): Promise<boolean> {
    const sold: unknown[] = await manager.query(`SELECT 1 FROM post_views WHERE post_id = $1 AND amount > 0 LIMIT 1`, [
      postId,
    ]);
    return sold.length > 0;
  }

  /** Records a free view (amount 0), once per viewer and post. */
  async recordFreeView(manager: EntityManager, postId: string, viewerId: string): Promise<void> {
    await manager.query(
      `INSERT INTO post_views (post_id, viewer_id, amount) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`,
      [postId, viewerId],
    );
  }

  /**
   * Claims the viewer's paid view at `price`: a new row, or a view recorded while the post was free
   * becomes a purchase. Answers false when the viewer had already paid (the row was taken).
   */
  async claimPaidView(manager: EntityManager, postId: string, viewerId: string, price: bigint): Promise<boolean> {
    const claimed: unknown[] = await manager.query(
      `INSERT INTO post_views (post_id, viewer_id, amount) VALUES ($1, $2, $3)
       ON CONFLICT (post_id, viewer_id) DO UPDATE SET amount = EXCLUDED.amount, created_at = now()
         WHERE post_views.amount = 0
       RETURNING 1`,
      [postId, viewerId, price.toString()],
    );
    return claimed.length > 0;
  }

  /** The stored `post_view_fee_percent` setting (JSON text), undefined when unset. */
  async postViewFeeSetting(manager: EntityManager): Promise<string | undefined> {
    const [row]: { option_value: string }[] = await manager.query(
      `SELECT option_value FROM options WHERE option_key = $1`,
      [OPTION_KEYS.postViewFeePercent],
    );
    return row?.option_value;
  }

  /** How the public uploads path serves a stored file, by the posts that name it (PostMediaPolicy). */
  async mediaAccess(relativePath: string): Promise<UploadAccess> {
    const [row]: { access: UploadAccess }[] = await this.db.query(
      `SELECT CASE
                WHEN ${restrictedMediaSql('$1')} THEN 'restricted'
                WHEN EXISTS (SELECT 1 FROM user_posts WHERE post_relative_path = $1) THEN 'attached'
                ELSE 'public'
              END AS access`,
      [relativePath],
    );
    return row.access;
  }

  private async page(where: string, params: unknown[], limit: number, offset: number): Promise<PostsPage> {
    // $1 is the caller's id, which only the columns use: the count names it too, for its type.
    const [{ total }]: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total FROM ${POST_FROM} WHERE ${where} AND $1::uuid IS NOT NULL`,
      params,
    );
    const rows: PostRow[] = total
      ? await this.db.query(
          `SELECT ${postColumns('$1')} FROM ${POST_FROM} WHERE ${where} ORDER BY ${POST_ORDER}
           LIMIT ${limit} OFFSET ${offset}`,
          params,
        )
      : [];
    return { total, rows };
  }
}
