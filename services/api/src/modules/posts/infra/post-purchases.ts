import type { Transaction } from '@earnwave/db';
import type { PostRow } from './posts.repository';

/**
 * What viewing a post asks of the posts' data: the post as the caller reads it, its price held for
 * a purchase, the view rows that charge a paid view once, and the platform's fee setting. The port
 * of ViewPostHandler, implemented by PostsRepository over PostgreSQL and by InMemoryPostPurchases
 * (`post-purchases.fake.ts`); both pass `post-purchases.contract.ts`.
 */
export abstract class PostPurchases {
  /** The post as the caller reads it (whoever may see it); undefined when there is no such post. */
  abstract postFor(postId: string, callerId: string, tx: Transaction): Promise<PostRow | undefined>;

  /** The post's price now, holding the post until the transaction ends (an edit waits for it). */
  abstract holdForPurchase(tx: Transaction, postId: string): Promise<bigint>;

  /** Records a free view (amount 0), once per viewer and post. */
  abstract recordFreeView(tx: Transaction, postId: string, viewerId: string): Promise<void>;

  /**
   * Claims the viewer's paid view at `price`: a new row, or a view recorded while the post was free
   * becomes a purchase. Answers false when the viewer had already paid.
   */
  abstract claimPaidView(tx: Transaction, postId: string, viewerId: string, price: bigint): Promise<boolean>;

  /** The stored `post_view_fee_percent` setting (JSON text), undefined when unset. */
  abstract postViewFeeSetting(tx: Transaction): Promise<string | undefined>;
}
