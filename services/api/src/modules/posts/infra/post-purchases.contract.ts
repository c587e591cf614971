import { randomUUID } from 'node:crypto';
import type { UnitOfWork } from '@earnwave/db';
import type { PostPurchases } from './post-purchases';

/** What the post purchases' contract needs of the world it runs in. */
export interface PostPurchasesWorld {
  posts: PostPurchases;
  unitOfWork: UnitOfWork;
  member(): Promise<string>;
  /** A public post of the author's at this price; answers its id. */
  post(authorId: string, costView: bigint): Promise<string>;
  reprice(postId: string, costView: bigint): Promise<void>;
  /** Stores `post_view_fee_percent` (JSON text). */
  setFee(value: string): Promise<void>;
}

/** Run against PostsRepository and InMemoryPostPurchases (`post-purchases.contract.spec.ts`). */
export function postPurchasesContract(name: string, world: () => PostPurchasesWorld): void {
  describe(`${name} (the post purchases' contract)`, () => {
    it('answers the post with its price now, bought by the viewer only once they paid', async () => {
      const { posts, unitOfWork, member, post, reprice } = world();
      const [author, viewer] = [await member(), await member()];
      const postId = await post(author, 0n);
      await unitOfWork.run((tx) => posts.recordFreeView(tx, postId, viewer));
      await reprice(postId, 700n);
      const before = await unitOfWork.run((tx) => posts.postFor(postId, viewer, tx));
      expect(before).toMatchObject({ id: postId, member_id: author, cost_view: '700', is_bought: false, views: 1 });
      expect(await unitOfWork.run((tx) => posts.holdForPurchase(tx, postId))).toBe(700n);
      // The view recorded while the post was free becomes the purchase.
      expect(await unitOfWork.run((tx) => posts.claimPaidView(tx, postId, viewer, 700n))).toBe(true);
      const after = await unitOfWork.run((tx) => posts.postFor(postId, viewer, tx));
      expect(after).toMatchObject({ is_bought: true, views: 1 });
      expect(await unitOfWork.run((tx) => posts.postFor(postId, author, tx))).toMatchObject({ is_bought: false });
    });

    it('claims a paid view once per viewer, and a free view never turns a purchase back', async () => {
      const { posts, unitOfWork, member, post } = world();
      const [author, viewer] = [await member(), await member()];
      const postId = await post(author, 300n);
      expect(await unitOfWork.run((tx) => posts.claimPaidView(tx, postId, viewer, 300n))).toBe(true);
      expect(await unitOfWork.run((tx) => posts.claimPaidView(tx, postId, viewer, 300n))).toBe(false);
      await unitOfWork.run((tx) => posts.recordFreeView(tx, postId, viewer));
      expect(await unitOfWork.run((tx) => posts.postFor(postId, viewer, tx))).toMatchObject({ is_bought: true });
    });

    it('answers no post for an id nobody published', async () => {
      const { posts, unitOfWork, member } = world();
      const viewer = await member();
      expect(await unitOfWork.run((tx) => posts.postFor(randomUUID(), viewer, tx))).toBeUndefined();
    });

    it('answers the fee setting as stored, none while unset', async () => {
      const { posts, unitOfWork, setFee } = world();
      expect(await unitOfWork.run((tx) => posts.postViewFeeSetting(tx))).toBeUndefined();
      await setFee('12.5');
      expect(await unitOfWork.run((tx) => posts.postViewFeeSetting(tx))).toBe('12.5');
    });
  });
}
