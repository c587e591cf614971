import { assertBalanced, netDeltas, transfer, UnbalancedEntryError } from './entries';

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

  it('nets the deltas per account', () => {
    const deltas = netDeltas([transfer('gift_sent', '1', 'a', 'b', 5n), transfer('gift_sent', '2', 'b', 'a', 2n)]);
    expect(deltas).toEqual(
      new Map([
        ['a', -3n],
        ['b', 3n],
      ]),
    );
  });
});
