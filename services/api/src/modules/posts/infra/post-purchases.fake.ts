import type { Transaction } from '@earnwave/db';
import { onRollback } from '@earnwave/testing';
import type { PostRow } from './posts.repository';
import { PostPurchases } from './post-purchases';

/** A post as published: its author and price, and what its author chose (private) or moderation did (hidden). */
export interface PublishedPost {
  id: string;
  memberId: string;
  costView: bigint;
  isPrivate?: boolean;
  hidden?: boolean;
  deleted?: boolean;
}

/** Posts, their views and the fee setting in memory (beside the port: a library imports no service). */
export class InMemoryPostPurchases extends PostPurchases {
  /** What `post_view_fee_percent` holds (JSON text), undefined when unset. */
  feeSetting: string | undefined;
  private readonly posts = new Map<string, PublishedPost>();
  /** Each viewer's view of a post (`{post}:{viewer}`): what they paid, 0 for a free view. */
  private readonly views = new Map<string, bigint>();

  publish(post: PublishedPost): void {
    this.posts.set(post.id, { ...post });
  }

  /** Sets the post's price, as its author's edit does. */
  reprice(postId: string, costView: bigint): void {
    this.posts.set(postId, { ...this.posts.get(postId)!, costView });
  }

  /** What the viewer's view row holds: undefined when none, else the amount paid (0 for free). */
  viewOf(postId: string, viewerId: string): bigint | undefined {
    return this.views.get(`${postId}:${viewerId}`);
  }

  async postFor(postId: string, callerId: string): Promise<PostRow | undefined> {
    const post = this.posts.get(postId);
    if (!post) return undefined;
    const viewers = [...this.views.keys()].filter((key) => key.startsWith(`${postId}:`));
    return {
      id: post.id,
      member_id: post.memberId,
      member_name: 'Author',
      member_image: null,
      member_visible: true,
      title: 'A post',
      description: '',
      post_relative_path: `posts/${post.id}.png`,
      post_file_type: 'image',
      cost_view: post.costView.toString(),
      target_view: 0,
      is_private: post.isPrivate ?? false,
      hidden_at: post.hidden ? new Date(0) : null,
      hidden_reason: post.hidden ? 'hidden' : null,
      media_restricted: post.costView > 0n,
      created_at: new Date(0),
      deleted_at: post.deleted ? new Date(0) : null,
      views: viewers.length,
      like_count: 0,
      is_liked: false,
      is_bought: (this.viewOf(postId, callerId) ?? 0n) > 0n,
    };
  }

  async holdForPurchase(_tx: Transaction, postId: string): Promise<bigint> {
    return this.posts.get(postId)!.costView;
  }

  async recordFreeView(tx: Transaction, postId: string, viewerId: string): Promise<void> {
    if (this.viewOf(postId, viewerId) === undefined) this.setView(tx, postId, viewerId, 0n);
  }

  async claimPaidView(tx: Transaction, postId: string, viewerId: string, price: bigint): Promise<boolean> {
    const paid = this.viewOf(postId, viewerId);
    if (paid !== undefined && paid > 0n) return false;
    this.setView(tx, postId, viewerId, price);
    return true;
  }

  async postViewFeeSetting(): Promise<string | undefined> {
    return this.feeSetting;
  }

  /** Writes the viewer's view row; a rollback puts back what it held (or none). */
  private setView(tx: Transaction, postId: string, viewerId: string, amount: bigint): void {
    const key = `${postId}:${viewerId}`;
    const before = this.views.get(key);
    this.views.set(key, amount);
    onRollback(tx, () => (before === undefined ? this.views.delete(key) : this.views.set(key, before)));
  }
}
