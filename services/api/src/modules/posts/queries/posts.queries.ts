import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hasCapability, pagination, type Pagination, type PostView, type PostViewLogEntry } from '@earnwave/contracts';
import { creditsToJson } from '@earnwave/money';
import { MemberNotFound, PostViewsForAuthorOnly } from '@earnwave/domain';
import { DataSource } from 'typeorm';
import { VISIBLE_MEMBER } from '../../profiles';
import { PostPresenter } from '../post-presenter';
import {
  audienceOf,
  listedPosts,
  POST_FROM,
  POST_ORDER,
  postColumns,
  visiblePost,
  type PostCaller,
  type PostRow,
} from '../post-rows';

export interface Paged<T> {
  items: T[];
  pagination: Pagination;
}

/** The member-side reads of posts (creators API contract, posts and paid views). */
@Injectable()
export class PostsQueries {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly presenter: PostPresenter,
  ) {}

  /** The Lounge: the listed posts, newest first, optionally of one author category. */
  feed(caller: PostCaller, category: string | undefined, page: number, limit: number): Promise<Paged<PostView>> {
    const params: unknown[] = [caller.id];
    let where = listedPosts(caller);
    if (category) where += ` AND coalesce(mp.category, 'user') = $${params.push(category.toLowerCase())}`;
    return this.page(caller, where, params, page, limit);
  }

  /** The caller's own posts, private and hidden ones included. */
  ownPosts(caller: PostCaller, page: number, limit: number): Promise<Paged<PostView>> {
    return this.page(caller, `p.deleted_at IS NULL AND p.member_id = $1`, [caller.id], page, limit);
  }

  /**
   * A member's posts: the public ones, or all of them for the member themself (and for
   * administrators). 404 for an unknown member, or to other members one they may not see (as their
   * profile answers).
   */
  async memberPosts(caller: PostCaller, memberId: string, page: number, limit: number): Promise<Paged<PostView>> {
    if (memberId === caller.id) return this.ownPosts(caller, page, limit);
    const [member]: { visible: boolean }[] = await this.db.query(
      `SELECT ${VISIBLE_MEMBER} AS visible FROM users u WHERE u.id = $1 AND u.role <> 'admin'`,
      [memberId],
    );
    const oversees = hasCapability(caller.role, 'oversee');
    if (!member || (!member.visible && !oversees)) throw new MemberNotFound();
    const where = oversees ? `p.deleted_at IS NULL` : listedPosts(caller);
    return this.page(caller, `${where} AND p.member_id = $2`, [caller.id, memberId], page, limit);
  }

  async post(caller: PostCaller, postId: string): Promise<PostView> {
    return this.presenter.present(await visiblePost(this.db.manager, caller, postId), caller);
  }

  /** Who viewed a post, newest first, and what each paid: for its author (and administrators). */
  async viewLog(caller: PostCaller, postId: string, page: number, limit: number): Promise<Paged<PostViewLogEntry>> {
    const post = await visiblePost(this.db.manager, caller, postId);
    if (audienceOf(caller, post) === 'other') throw new PostViewsForAuthorOnly();
    const rows: { viewer_id: string; name: string; image: string | null; created_at: Date; amount: string }[] =
      await this.db.query(
        `SELECT v.viewer_id, u.name, mp.image, v.created_at, v.amount::text AS amount
         FROM post_views v JOIN users u ON u.id = v.viewer_id LEFT JOIN member_profiles mp ON mp.member_id = v.viewer_id
         WHERE v.post_id = $1 ORDER BY v.created_at DESC, v.viewer_id DESC LIMIT $2 OFFSET $3`,
        [postId, limit, (page - 1) * limit],
      );
    return {
      items: rows.map((row) => ({
        viewer: { id: row.viewer_id, name: row.name, userProfile: { image: row.image } },
        createdAt: new Date(row.created_at).toISOString(),
        amountDeduct: creditsToJson(BigInt(row.amount)),
      })),
      pagination: pagination(page, limit, post.views),
    };
  }

  private async page(
    caller: PostCaller,
    where: string,
    params: unknown[],
    page: number,
    limit: number,
  ): Promise<Paged<PostView>> {
    // $1 is the caller's id, which only the columns use: the count names it too, for its type.
    const [{ total }]: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total FROM ${POST_FROM} WHERE ${where} AND $1::uuid IS NOT NULL`,
      params,
    );
    const rows: PostRow[] = total
      ? await this.db.query(
          `SELECT ${postColumns('$1')} FROM ${POST_FROM} WHERE ${where} ORDER BY ${POST_ORDER}
           LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
          params,
        )
      : [];
    return {
      items: rows.map((row) => this.presenter.present(row, caller)),
      pagination: pagination(page, limit, total),
    };
  }
}
