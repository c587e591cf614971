import {
  FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS,
  FREE_MEMBERSHIP_MONTHS,
  MEMBERSHIP_LEVEL_SLUGS,
} from '@earnwave/contracts';
import { referralMultiplier, referralReward, viewReward } from '@earnwave/domain';
import { MICROS_PER_CREDIT, parseCredits } from '@earnwave/money';
import { LEVELS } from './levels.seed';

const REFERRALS = { '1': 0.1, '2': 0.15, '3': 0.2, more: 0.25 };
const earnedBy = (contentView: number) =>
  Array.from({ length: contentView }, (_, index) => viewReward(index + 1, contentView)).reduce((a, b) => a + b, 0n);

describe('the seeded level ladder', () => {
  it('holds the four levels in ladder order, silver alone featured', () => {
    expect(LEVELS.map((level) => level.slug)).toEqual([...MEMBERSHIP_LEVEL_SLUGS]);
    expect(LEVELS.filter((level) => level.isFeatured).map((level) => level.slug)).toEqual(['silver']);
  });

  it('earns 10x the level below per view and per week', () => {
    for (let index = 1; index < LEVELS.length; index++) {
      const [below, above] = [LEVELS[index - 1], LEVELS[index]];
      expect(above.price).toBe(below.price * 10);
      expect(above.weeklyTokenLimit).toBe(below.weeklyTokenLimit * 10);
      expect(below.contentView).toBe(above.contentView * 10);
      // contentView views earn exactly 1 credit, so a tenth of the views earns the same.
      expect(earnedBy(above.contentView)).toBe(MICROS_PER_CREDIT);
    }
  });

  it('pays referral rewards of ceil(multiplier x price) for a referral of like price: 10x per level from silver up, bronze rounded up', () => {
    const rewards = (ordinal: number) =>
      LEVELS.map((level) => {
        const price = parseCredits(level.price);
        return referralReward(referralMultiplier(REFERRALS, ordinal), price, price);
      });
    const credits = (amounts: bigint[]) => amounts.map((amount) => Number(amount / MICROS_PER_CREDIT));
    expect(credits(rewards(1))).toEqual([1, 10, 100, 1000]);
    expect(credits(rewards(2))).toEqual([2, 15, 150, 1500]);
    expect(credits(rewards(3))).toEqual([2, 20, 200, 2000]);
    expect(credits(rewards(4))).toEqual([3, 25, 250, 2500]);
    expect(rewards(50)).toEqual(rewards(4));
  });

  it('numbers each level feature from 1 without gaps', () => {
    for (const level of LEVELS) {
      expect(level.featuresList.map((feature) => feature.id)).toEqual(level.featuresList.map((_, index) => index + 1));
    }
  });

  it('states each level’s numbers in its features and titles', () => {
    expect(LEVELS.map((level) => [level.featuresTitle, ...level.featuresList.map((feature) => feature.title)])).toEqual(
      [
        [
          'What Bronze gives you',
          '1 token per 1000 views',
          'Referral rewards up to 3 tokens',
          'Up to 1 token a week',
          `Free for ${FREE_MEMBERSHIP_MONTHS} months`,
          `Taken free: withdraw up to ${FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS} credits in total`,
        ],
        [
          'What Silver gives you',
          '1 token per 100 views',
          'Referral rewards up to 25 tokens',
          'Up to 10 tokens a week',
          'Most members pick Silver',
        ],
        ['What Gold gives you', '1 token per 10 views', 'Referral rewards up to 250 tokens', 'Up to 100 tokens a week'],
        [
          'What Cash gives you',
          '1 token per view',
          'Referral rewards up to 2500 tokens',
          'Up to 1000 tokens a week',
          'Paid in USDT only',
        ],
      ],
    );
    expect(LEVELS.map((level) => [level.price, level.contentView, level.weeklyTokenLimit])).toEqual([
      [10, 1000, 1],
      [100, 100, 10],
      [1000, 10, 100],
      [10000, 1, 1000],
    ]);
  });
});
