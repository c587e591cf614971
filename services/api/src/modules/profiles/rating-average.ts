/**
 * The average of a member's ratings, round(sum / count, 2) half up, computed exactly from the
 * integers kept on the profile (never from a running float); 0 when nobody has rated yet.
 */
export function averageRating(sum: number, count: number): number {
  if (count <= 0) return 0;
  const hundredths = (BigInt(sum) * 200n + BigInt(count)) / (2n * BigInt(count));
  return Number(hundredths) / 100;
}
