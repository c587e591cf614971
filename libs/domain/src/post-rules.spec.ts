import { feePercentToBasisPoints, splitPostViewPrice } from './post-rules';

const C = 1_000_000n;

describe('post view rules', () => {
  it.each([
    [0, 0n],
    [5, 500n],
    [2.5, 250n],
    [12.34, 1234n],
    [100, 10_000n],
    ['7.5', 750n],
  ])('reads the fee percent %p as %p basis points', (value, expected) => {
    expect(feePercentToBasisPoints(value)).toBe(expected);
  });

  it.each([-1, 100.01, 1.234, 'ten', '', null, Number.NaN, {}])('refuses the fee percent %p', (value) => {
    expect(feePercentToBasisPoints(value)).toBeUndefined();
  });

  it('gives the author the whole price when there is no fee', () => {
    expect(splitPostViewPrice(3n * C, 0n)).toEqual({ fee: 0n, earned: 3n * C });
  });

  it('keeps the fee for the platform, rounded down, and the rest for the author', () => {
    expect(splitPostViewPrice(2n * C, 1000n)).toEqual({ fee: 200_000n, earned: 1_800_000n });
    // 12.5% of 0.000003 credits is 0.000000375: the fee rounds down to nothing.
    expect(splitPostViewPrice(3n, 1250n)).toEqual({ fee: 0n, earned: 3n });
    expect(splitPostViewPrice(7n * C, 10_000n)).toEqual({ fee: 7n * C, earned: 0n });
  });

  it('always splits the whole price', () => {
    for (const price of [0n, 1n, 999_999n, 1_234_567n, 10_000n * C]) {
      for (const fee of [0n, 1n, 333n, 5000n, 9999n, 10_000n]) {
        const split = splitPostViewPrice(price, fee);
        expect(split.fee + split.earned).toBe(price);
        expect(split.fee >= 0n && split.earned >= 0n).toBe(true);
      }
    }
  });
});
