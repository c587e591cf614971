import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LedgerWriter, MembershipLookup, outboxRow, UnitOfWork, type Transaction } from '@earnwave/db';
import { feePercentToBasisPoints, PriceChanged, splitPostViewPrice } from '@earnwave/domain';
import { PostPurchases } from '../infra/post-purchases';
import { audienceOf, requireVisible } from '../post-access';
import { ViewPostCommand } from './view-post.command';

/**
 * ARCHITECTURE.md, paid posts. A view is one row per viewer and post, written in the same
 * transaction as the spend: the row's unique key is what charges a paid view once, however many
 * confirmed calls race (the first claims the row, the others find it taken and charge nothing; a
 * refused spend rolls the claim back). The viewer pays the post's current price from their
 * balance into clearing, under the balance's row lock, and only if it is the price they confirmed
 * (else 409 with the price now, nothing charged); the worker settles the price less the platform's
 * fee (both copied into the event now) to the author. Authors and administrators never pay and are
 * not counted as viewers; a free post's view is recorded (amount 0) on opening. The purchase holds
 * the post's row (FOR KEY SHARE) so that an edit swapping its file cannot slip in before it commits.
 */
@CommandHandler(ViewPostCommand)
export class ViewPostHandler implements ICommandHandler<ViewPostCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly memberships: MembershipLookup,
    private readonly posts: PostPurchases,
    private readonly ledger: LedgerWriter,
  ) {}

  async execute({ caller, postId, confirmedPrice }: ViewPostCommand) {
    return this.unitOfWork.run(async (manager) => {
      const post = requireVisible(caller, await this.posts.postFor(postId, caller.id, manager));
      if (audienceOf(caller, post) !== 'other') return { charged: false };
      if (BigInt(post.cost_view) === 0n) {
        await this.posts.recordFreeView(manager, postId, caller.id);
        return { charged: false };
      }
      if (confirmedPrice === undefined || post.is_bought) return { charged: false };
      // Holds the post until this purchase commits (its author's edit waits: a sold post's file is
      // fixed), and pays its price as it is now.
      const price = await this.posts.holdForPurchase(manager, postId);
      const membership = await this.memberships.requireEarningMembership(manager, caller.id);
      // The viewer pays only the price they confirmed: a price changed since, they are asked again.
      if (confirmedPrice !== price) throw new PriceChanged('costView', price);
      // Claims the view: a new row, or a view recorded while the post was free becomes a purchase.
      if (!(await this.posts.claimPaidView(manager, postId, caller.id, price))) return { charged: false };
      const { fee, earned } = splitPostViewPrice(price, await this.feeBasisPoints(manager));
      const key = `post_view:${postId}:${caller.id}`;
      // The settlement's event goes in with the debit, in one statement, and not on a replayed key.
      const spent = await this.ledger.spend(
        manager,
        {
          payerId: caller.id,
          amount: price,
          type: 'post_view_paid',
          idempotencyKey: key,
          spending: 'postView',
          metadata: { postId, authorId: post.member_id },
          membership,
        },
        [
          outboxRow('member-transfer.spent', {
            spendTransactionKey: key,
            payerId: caller.id,
            receiverId: post.member_id,
            amount: earned.toString(),
            fee: fee.toString(),
            receiverType: 'post_view_earned',
          }),
        ],
      );
      return { charged: spent };
    });
  }

  /** The platform's share of a view, as set now (`post_view_fee_percent`); none when unset or malformed. */
  private async feeBasisPoints(manager: Transaction): Promise<bigint> {
    const setting = await this.posts.postViewFeeSetting(manager);
    if (setting === undefined) return 0n;
    try {
      return feePercentToBasisPoints(JSON.parse(setting)) ?? 0n;
    } catch {
      return 0n;
    }
  }
}
