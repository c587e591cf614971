import { accountChanges, assertBalanced, transfer, UnbalancedEntryError } from './entries';
import { memberAvailable } from './ledger-accounts';

describe('ledger entries', () => {
  it('accepts a transfer and refuses unbalanced, zero or one-legged entries', () => {
    expect(() => assertBalanced(transfer('gift_sent', 'k', 'a', 'b', 5n))).not.toThrow();
    const base = { type: 'gift_sent' as const, idempotencyKey: 'k' };
    expect(() =>
      assertBalanced({
        ...base,
        postings: [
          { account: 'a', amount: -5n },
          { account: 'b', amount: 4n },
        ],
      }),
    ).toThrow(UnbalancedEntryError);
    expect(() =>
      assertBalanced({
        ...base,
        postings: [
          { account: 'a', amount: 0n },
          { account: 'b', amount: 0n },
        ],
      }),
    ).toThrow(UnbalancedEntryError);
    expect(() => assertBalanced({ ...base, postings: [{ account: 'a', amount: 0n }] })).toThrow(UnbalancedEntryError);
  });

  it('nets the changes per account, each row once', () => {
    const changes = accountChanges([
      transfer('gift_sent', '1', 'a', 'b', 5n),
      transfer('gift_sent', '2', 'b', 'a', 2n),
    ]);
    expect(changes).toEqual(
      new Map([
        ['a', { balance: -3n, sentOut: 0n, bought: 0n }],
        ['b', { balance: 3n, sentOut: 0n, bought: 0n }],
      ]),
    );
  });

  it("counts what leaves and what is bought on a member's available account, for the free limit", () => {
    const [member, other] = [memberAvailable('00000000-0000-4000-8000-000000000001'), 'platform:deposits'];
    const changes = accountChanges([
      transfer('credit_purchase', 'p', other, member, 9n),
      transfer('gift_sent', 'g', member, 'platform:clearing', 4n),
      transfer('task_refund', 'r', 'task:t:escrow', member, 1n),
      transfer('content_view', 'v', 'platform:rewards', member, 2n),
    ]);
    expect(changes.get(member)).toEqual({ balance: 8n, sentOut: 3n, bought: 9n });
    // Only members' available accounts keep the counters.
    expect(changes.get('platform:clearing')).toEqual({ balance: 4n, sentOut: 0n, bought: 0n });
  });

  it('keeps an account whose balance nets to zero when a counter moved', () => {
    const member = memberAvailable('00000000-0000-4000-8000-000000000002');
    const changes = accountChanges([
      transfer('gift_sent', 'g', member, 'platform:clearing', 2n),
      transfer('content_view', 'v', 'platform:rewards', member, 2n),
      transfer('content_view', 'w', 'platform:rewards', 'x', 1n),
      transfer('content_view', 'y', 'x', 'platform:rewards', 1n),
    ]);
    expect(changes.get(member)).toEqual({ balance: 0n, sentOut: 2n, bought: 0n });
    expect(changes.has('x')).toBe(false);
  });
});
