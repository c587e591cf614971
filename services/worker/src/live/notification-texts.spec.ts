import type { PostedEntry } from '@earnwave/db';
import { memberAvailable, PLATFORM, transfer } from '@earnwave/domain';
import { formatAmount, notificationFor } from './notification-texts';

const MEMBER = '7d8f2c8e-1b6a-4a53-9f0e-2f1d7f3a9c11';
const PAYER = '0b6f3c1e-5a2d-4e8f-9c7b-1d2e3f4a5b6c';
const posted = (entry: Omit<PostedEntry, 'transactionId'>): PostedEntry => ({ ...entry, transactionId: 'tx' });

describe('notification texts', () => {
  it('shows amounts with 2 decimals, half to even, as the client does', () => {
    expect(formatAmount(1_500_000n)).toBe('1.50');
    expect(formatAmount(2_345_000n)).toBe('2.34');
    expect(formatAmount(2_355_000n)).toBe('2.36');
    expect(formatAmount(10_000_000n)).toBe('10.00');
  });

  it('writes an amount too small for 2 decimals exactly, never as 0.00', () => {
    expect(formatAmount(4_000n)).toBe('0.004');
    expect(formatAmount(1n)).toBe('0.000001');
  });

  it('tells the receiver of a gift who sent it and what it was worth, net of the fee', () => {
    const gift = posted({
      type: 'gift_received',
      idempotencyKey: 'settle:g1',
      memberId: MEMBER,
      metadata: { payerId: PAYER },
      postings: [
        { account: PLATFORM.clearing, amount: -2_000_000n },
        { account: memberAvailable(MEMBER), amount: 1_800_000n },
        { account: PLATFORM.fees, amount: 200_000n },
      ],
    });
    expect(notificationFor(gift, new Map([[PAYER, 'Ada']]))).toEqual({
      memberId: MEMBER,
      type: 'gift_received',
      title: 'Gift received',
      body: 'Ada sent you 1.80 credits',
    });
  });

  it.each([
    ['post_view_earned', 'Post viewed', 'Ada paid 3.00 credits to view your post'],
    ['message_earned', 'Message earned', 'Ada paid 3.00 credits to chat with you'],
  ] as const)('names the member who paid for a %s', (type, title, body) => {
    const entry = posted(
      transfer(type, `k:${type}`, PLATFORM.clearing, memberAvailable(MEMBER), 3_000_000n, {
        memberId: MEMBER,
        metadata: { payerId: PAYER },
      }),
    );
    expect(notificationFor(entry, new Map([[PAYER, 'Ada']]))).toEqual({ memberId: MEMBER, type, title, body });
  });

  it('says "A member" when the payer is not known', () => {
    const gift = posted(
      transfer('gift_received', 'k:g', PLATFORM.clearing, memberAvailable(MEMBER), 1_000_000n, { memberId: MEMBER }),
    );
    expect(notificationFor(gift)?.body).toBe('A member sent you 1.00 credits');
  });

  it.each(['referral', 'post_view_earned', 'message_earned', 'task_reward'] as const)(
    'notifies a %s credited to the member',
    (type) => {
      const entry = posted(
        transfer(type, `k:${type}`, PLATFORM.rewards, memberAvailable(MEMBER), 3_000_000n, { memberId: MEMBER }),
      );
      expect(notificationFor(entry)).toMatchObject({
        memberId: MEMBER,
        type,
        body: expect.stringContaining('3.00 credits'),
      });
    },
  );

  it('does not notify a content view: that would be one per view', () => {
    const view = posted(
      transfer('content_view', 'k:cv', PLATFORM.rewards, memberAvailable(MEMBER), 250_000n, { memberId: MEMBER }),
    );
    expect(notificationFor(view)).toBeUndefined();
  });

  it('does not notify what the member did themselves, nor an entry without a member', () => {
    const spend = posted(
      transfer('gift_sent', 'k:gs', memberAvailable(MEMBER), PLATFORM.clearing, 1_000_000n, { memberId: MEMBER }),
    );
    expect(notificationFor(spend)).toBeUndefined();
    const anonymous = posted(transfer('referral', 'k:r', PLATFORM.rewards, PLATFORM.revenue, 1_000_000n));
    expect(notificationFor(anonymous)).toBeUndefined();
  });
});
