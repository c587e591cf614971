import {
  InsufficientBalance,
  memberAvailable,
  MembershipRequired,
  PLATFORM,
  PostNotFound,
  PriceChanged,
} from '@earnwave/domain';
import { inMemoryPorts } from '@earnwave/testing';
import { randomUUID } from 'node:crypto';
import { InMemoryPostPurchases, type PublishedPost } from '../infra/post-purchases.fake';
import { ViewPostCommand } from './view-post.command';
import { ViewPostHandler } from './view-post.handler';

/** A paid post's view on the fakes: who pays, what, once, and what the author is settled. */
describe('ViewPostHandler', () => {
  function world() {
    const ports = inMemoryPorts();
    const posts = new InMemoryPostPurchases();
    const handler = new ViewPostHandler(ports.unitOfWork, ports.memberships, posts, ports.ledger);
    const author = randomUUID();
    const publish = (costView: bigint, post: Partial<PublishedPost> = {}) => {
      const id = randomUUID();
      posts.publish({ id, memberId: author, costView, ...post });
      return id;
    };
    const view = (viewerId: string, postId: string, confirmedPrice?: bigint, role: 'member' | 'admin' = 'member') =>
      handler.execute(new ViewPostCommand({ id: viewerId, role }, postId, confirmedPrice));
    return { ...ports, posts, author, publish, view };
  }

  it("charges the confirmed price once into clearing and settles it to the author less the platform's fee", async () => {
    const { ledger, outbox, posts, member, publish, view, author } = world();
    posts.feeSetting = '12.5';
    const viewer = member(10_000n);
    const postId = publish(800n);
    expect(await view(viewer, postId, 800n)).toEqual({ charged: true });
    expect(ledger.balance(memberAvailable(viewer))).toBe(9_200n);
    expect(ledger.entries('post_view_paid')).toMatchObject([
      {
        idempotencyKey: `post_view:${postId}:${viewer}`,
        postings: [
          { account: memberAvailable(viewer), amount: -800n },
          { account: PLATFORM.clearing, amount: 800n },
        ],
        metadata: { postId, authorId: author },
      },
    ]);
    expect(outbox.ofType('member-transfer.spent').map((event) => event.payload)).toEqual([
      {
        spendTransactionKey: `post_view:${postId}:${viewer}`,
        payerId: viewer,
        receiverId: author,
        amount: '700',
        fee: '100',
        receiverType: 'post_view_earned',
      },
    ]);
    expect(posts.viewOf(postId, viewer)).toBe(800n);
    // Opening it again, confirmed or not, charges nothing more.
    expect(await view(viewer, postId, 800n)).toEqual({ charged: false });
    expect(await view(viewer, postId)).toEqual({ charged: false });
    expect(ledger.balance(memberAvailable(viewer))).toBe(9_200n);
  });

  it('asks again with the price now when the author changed it since the viewer confirmed, charging nothing', async () => {
    const { ledger, posts, member, publish, view } = world();
    const viewer = member(10_000n);
    const postId = publish(500n);
    posts.reprice(postId, 900n);
    await expect(view(viewer, postId, 500n)).rejects.toEqual(new PriceChanged('costView', 900n));
    expect(ledger.balance(memberAvailable(viewer))).toBe(10_000n);
    expect(posts.viewOf(postId, viewer)).toBeUndefined();
    expect(await view(viewer, postId, 900n)).toEqual({ charged: true });
  });

  it('only opens a paid post when no price was confirmed, recording nothing', async () => {
    const { ledger, posts, member, publish, view } = world();
    const viewer = member(10_000n);
    const postId = publish(500n);
    expect(await view(viewer, postId)).toEqual({ charged: false });
    expect(posts.viewOf(postId, viewer)).toBeUndefined();
    expect(ledger.entries()).toHaveLength(1);
  });

  it('records a free post’s view once, unpaid, and charges it once it has a price', async () => {
    const { ledger, posts, member, publish, view } = world();
    const viewer = member(1_000n);
    const postId = publish(0n);
    expect(await view(viewer, postId)).toEqual({ charged: false });
    expect(posts.viewOf(postId, viewer)).toBe(0n);
    posts.reprice(postId, 300n);
    expect(await view(viewer, postId, 300n)).toEqual({ charged: true });
    expect(posts.viewOf(postId, viewer)).toBe(300n);
    expect(ledger.balance(memberAvailable(viewer))).toBe(700n);
  });

  it('never charges or counts the author or an administrator', async () => {
    const { ledger, posts, author, publish, view } = world();
    const postId = publish(500n);
    const admin = randomUUID();
    expect(await view(author, postId, 500n)).toEqual({ charged: false });
    expect(await view(admin, postId, 500n, 'admin')).toEqual({ charged: false });
    expect(posts.viewOf(postId, author)).toBeUndefined();
    expect(posts.viewOf(postId, admin)).toBeUndefined();
    expect(ledger.entries('post_view_paid')).toEqual([]);
  });

  it('refuses a view the balance cannot pay with the posts’ own words, and takes back its claim on the view', async () => {
    const { outbox, posts, member, publish, view } = world();
    const viewer = member(499n);
    const postId = publish(500n);
    await expect(view(viewer, postId, 500n)).rejects.toEqual(new InsufficientBalance('postView'));
    expect(posts.viewOf(postId, viewer)).toBeUndefined();
    expect(outbox.events).toEqual([]);
  });

  it('refuses a viewer without a membership before claiming the view', async () => {
    const { ledger, posts, publish, view } = world();
    const viewer = randomUUID();
    ledger.credit(viewer, 1_000n);
    const postId = publish(500n);
    await expect(view(viewer, postId, 500n)).rejects.toBeInstanceOf(MembershipRequired);
    expect(posts.viewOf(postId, viewer)).toBeUndefined();
  });

  it('answers 404 for a post the viewer may not see: private, hidden, deleted or unknown', async () => {
    const { member, publish, view } = world();
    const viewer = member(1_000n);
    const unseen = [
      publish(500n, { isPrivate: true }),
      publish(500n, { hidden: true }),
      publish(500n, { deleted: true }),
    ];
    for (const postId of [...unseen, randomUUID()]) {
      await expect(view(viewer, postId, 500n)).rejects.toBeInstanceOf(PostNotFound);
    }
  });

  it('takes no fee while the setting is unset or malformed', async () => {
    const { outbox, posts, member, publish, view } = world();
    const viewer = member(1_000n);
    posts.feeSetting = '"a lot"';
    await view(viewer, publish(200n), 200n);
    expect(outbox.ofType('member-transfer.spent')[0].payload).toMatchObject({ amount: '200', fee: '0' });
  });
});
