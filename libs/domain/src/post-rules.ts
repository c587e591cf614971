/**
 * Paid post views (ARCHITECTURE.md, paid posts): the viewer pays the post's costView once; the
 * author earns it less the platform's fee, a percentage an administrator sets
 * (`post_view_fee_percent`). Fee rates are basis points (1/100 of a percent) so that the money
 * stays integer; amounts are micro-credits.
 */

export const BASIS_POINTS_PER_PERCENT = 100n;
const WHOLE = 100n * BASIS_POINTS_PER_PERCENT;

/**
 * A fee percent as an administrator stores it (a number from 0 to 100 with at most 2 decimals)
 * in basis points, or undefined for anything else.
 */
export function feePercentToBasisPoints(value: unknown): bigint | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const basisPoints = BigInt(match[1]) * BASIS_POINTS_PER_PERCENT + BigInt((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= WHOLE ? basisPoints : undefined;
}

/**
 * How a paid view's price splits: the platform's fee (rounded down, so a rounding never costs the
 * author) and what the author earns. The two always sum to the price.
 */
export function splitPostViewPrice(price: bigint, feeBasisPoints: bigint): { fee: bigint; earned: bigint } {
  if (price < 0n) throw new RangeError('price must be >= 0');
  if (feeBasisPoints < 0n || feeBasisPoints > WHOLE) throw new RangeError('fee must be 0 to 100 percent');
  const fee = (price * feeBasisPoints) / WHOLE;
  return { fee, earned: price - fee };
}
