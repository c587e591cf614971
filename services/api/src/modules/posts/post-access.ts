import { hasCapability } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { NotYourPost, PostNotFound } from '@earnwave/domain';
import type { PostRow } from './infra/posts.repository';

/** Who is asking: the signed-in account's id and role. */
export type PostCaller = Pick<UserEntity, 'id' | 'role'>;

export type Audience = 'admin' | 'author' | 'other';

export function audienceOf(caller: PostCaller, post: Pick<PostRow, 'member_id'>): Audience {
  if (hasCapability(caller.role, 'oversee')) return 'admin';
  return caller.id === post.member_id ? 'author' : 'other';
}

/**
 * Who sees a post: its author always (hidden ones marked), administrators always; others only
 * a post that is neither private nor hidden, by a member others may see.
 */
function isVisibleTo(caller: PostCaller, post: PostRow): boolean {
  if (post.deleted_at) return false;
  if (audienceOf(caller, post) !== 'other') return true;
  return !post.is_private && !post.hidden_at && post.member_visible;
}

/** The post for this caller, or 404 for an unknown, deleted or (to this caller) invisible one. */
export function requireVisible(caller: PostCaller, row: PostRow | undefined): PostRow {
  if (!row || !isVisibleTo(caller, row)) throw new PostNotFound();
  return row;
}

/**
 * The post for a change by its author: 404 when the caller cannot see it, 403 when they can but
 * did not write it (administrators moderate by hiding, never edit).
 */
export function requireAuthor(caller: PostCaller, row: PostRow | undefined): PostRow {
  const post = requireVisible(caller, row);
  if (audienceOf(caller, post) !== 'author') throw new NotYourPost();
  return post;
}
