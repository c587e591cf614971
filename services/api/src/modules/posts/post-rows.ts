import { hasCapability, type PostFileType } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { PostNotFound } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { VISIBLE_MEMBER } from '../profiles';
import { restrictedMediaSql } from './post-media.policy';

/** Who is asking: the signed-in account's id and role. */
export type PostCaller = Pick<UserEntity, 'id' | 'role'>;

/** A post as one SELECT answers it for a caller; money in micro-credits (text). */
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
  /** The post's file stays off the public uploads path (restrictedMediaSql). */
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

/**
 * The columns of a PostRow, for the caller whose id is bound at `$callerParam`. Views count
 * distinct viewers (one row per viewer and post); likes one per member.
 */
export function postColumns(callerParam: string): string {
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
export const POST_FROM = `user_posts p
  JOIN users u ON u.id = p.member_id
  LEFT JOIN member_profiles mp ON mp.member_id = p.member_id`;

/** Newest first; the id breaks ties so that pages never repeat or skip a post. */
export const POST_ORDER = `p.created_at DESC, p.id DESC`;

/** Posts that are neither deleted, hidden nor private. */
const OPEN_POST = `p.deleted_at IS NULL AND p.hidden_at IS NULL AND NOT p.is_private`;

/**
 * The open posts a caller's lists show, `$1` being the caller's id: by members others may see (the
 * profiles' rule, so that no post leads to a profile that is not found) and the caller's own,
 * whatever their membership. Administrators keep every account that is not deactivated.
 */
export function listedPosts(caller: PostCaller): string {
  if (hasCapability(caller.role, 'oversee')) return `${OPEN_POST} AND u.deactivated_at IS NULL`;
  return `${OPEN_POST} AND (p.member_id = $1 OR ${VISIBLE_MEMBER})`;
}

export type Audience = 'admin' | 'author' | 'other';

export function audienceOf(caller: PostCaller, post: Pick<PostRow, 'member_id'>): Audience {
  if (hasCapability(caller.role, 'oversee')) return 'admin';
  return caller.id === post.member_id ? 'author' : 'other';
}

/**
 * Who sees a post: its author always (hidden ones marked), administrators always; others only
 * a post that is neither private nor hidden, by a member others may see.
 */
export function isVisibleTo(caller: PostCaller, post: PostRow): boolean {
  if (post.deleted_at) return false;
  if (audienceOf(caller, post) !== 'other') return true;
  return !post.is_private && !post.hidden_at && post.member_visible;
}

/** The post for this caller, or 404 for an unknown, deleted or (to this caller) invisible one. */
export async function visiblePost(manager: EntityManager, caller: PostCaller, postId: string): Promise<PostRow> {
  const [row]: PostRow[] = await manager.query(`SELECT ${postColumns('$2')} FROM ${POST_FROM} WHERE p.id = $1`, [
    postId,
    caller.id,
  ]);
  if (!row || !isVisibleTo(caller, row)) throw new PostNotFound();
  return row;
}
