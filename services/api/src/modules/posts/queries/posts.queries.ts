import { Injectable } from '@nestjs/common';
import { hasCapability, pagination, type Pagination, type PostView, type PostViewLogEntry } from '@earnwave/contracts';
import { creditsToJson } from '@earnwave/money';
import { MemberNotFound, PostViewsForAuthorOnly } from '@earnwave/domain';
import { PostsRepository, type PostsPage } from '../infra/posts.repository';
import { PostPresenter } from '../post-presenter';
import { audienceOf, requireVisible, type PostCaller } from '../post-access';

export interface Paged<T> {
  items: T[];
  pagination: Pagination;
}

/** The member-side reads of posts (creators API contract, posts and paid views). */
@Injectable()
export class PostsQueries {
  constructor(
    private readonly posts: PostsRepository,
    private readonly presenter: PostPresenter,
  ) {}

  /** The Lounge: the listed posts, newest first, optionally of one author category. */
  async feed(caller: PostCaller, category: string | undefined, page: number, limit: number): Promise<Paged<PostView>> {
    return this.paged(caller, await this.posts.feed(caller, category, limit, (page - 1) * limit), page, limit);
  }

  /** The caller's own posts, private and hidden ones included. */
  async ownPosts(caller: PostCaller, page: number, limit: number): Promise<Paged<PostView>> {
    return this.paged(caller, await this.posts.ownPosts(caller.id, limit, (page - 1) * limit), page, limit);
  }

  /**
   * A member's posts: the public ones, or all of them for the member themself (and for
   * administrators). 404 for an unknown member, or to other members one they may not see (as their
   * profile answers).
   */
  async memberPosts(caller: PostCaller, memberId: string, page: number, limit: number): Promise<Paged<PostView>> {
    if (memberId === caller.id) return this.ownPosts(caller, page, limit);
    const member = await this.posts.memberVisibility(memberId);
    const oversees = hasCapability(caller.role, 'oversee');
    if (!member || (!member.visible && !oversees)) throw new MemberNotFound();
    const posts = await this.posts.memberPosts(caller, memberId, oversees, limit, (page - 1) * limit);
    return this.paged(caller, posts, page, limit);
  }

  async post(caller: PostCaller, postId: string): Promise<PostView> {
    return this.presenter.present(requireVisible(caller, await this.posts.postFor(postId, caller.id)), caller);
  }

  /** Who viewed a post, newest first, and what each paid: for its author (and administrators). */
  async viewLog(caller: PostCaller, postId: string, page: number, limit: number): Promise<Paged<PostViewLogEntry>> {
    const post = requireVisible(caller, await this.posts.postFor(postId, caller.id));
    if (audienceOf(caller, post) === 'other') throw new PostViewsForAuthorOnly();
    const rows = await this.posts.viewers(postId, limit, (page - 1) * limit);
    return {
      items: rows.map((row) => ({
        viewer: { id: row.viewer_id, name: row.name, userProfile: { image: row.image } },
        createdAt: new Date(row.created_at).toISOString(),
        amountDeduct: creditsToJson(BigInt(row.amount)),
      })),
      pagination: pagination(page, limit, post.views),
    };
  }

  private paged(caller: PostCaller, { total, rows }: PostsPage, page: number, limit: number): Paged<PostView> {
    return {
      items: rows.map((row) => this.presenter.present(row, caller)),
      pagination: pagination(page, limit, total),
    };
  }
}
