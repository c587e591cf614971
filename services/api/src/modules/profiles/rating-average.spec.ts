import { averageRating } from './rating-average';

describe('averageRating', () => {
  it('is 0 when nobody has rated', () => {
    expect(averageRating(0, 0)).toBe(0);
  });

  it('is the exact mean when it has at most 2 decimals', () => {
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(13, 4)).toBe(3.25);
  });

  it('rounds to 2 decimals, half up', () => {
    expect(averageRating(13, 3)).toBe(4.33);
    expect(averageRating(14, 3)).toBe(4.67);
    expect(averageRating(33, 8)).toBe(4.13);
    expect(averageRating(1, 8)).toBe(0.13);
  });

  it('stays exact for large counts', () => {
    expect(averageRating(4 * 1_000_000_001 + 1, 1_000_000_001)).toBe(4);
    expect(averageRating(2_000_000_000 * 5, 2_000_000_000)).toBe(5);
  });
});
