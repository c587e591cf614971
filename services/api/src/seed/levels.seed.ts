import {
  FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS,
  FREE_MEMBERSHIP_MONTHS,
  OPTION_KEYS,
  type CardPaymentLinks,
  type LevelFeature,
  type MembershipLevelSlug,
} from '@earnwave/contracts';
import { referralReward } from '@earnwave/domain';
import { MICROS_PER_CREDIT, parseCredits } from '@earnwave/money';
import type { EntityManager } from 'typeorm';
import { SettingsService } from '../modules/settings';
import type { SeedRepository } from './infra/seed.repository';

interface LevelSeed {
  slug: MembershipLevelSlug;
  title: string;
  subTitle: string;
  buttonText: string;
  /** Credits. */
  price: number;
  isFeatured: boolean;
  featuresTitle: string;
  featuresList: LevelFeature[];
  /** Views per token (credit). */
  contentView: number;
  /** Credits per week. */
  weeklyTokenLimit: number;
}

/**
 * One referral map for every level: the reward is ceil(multiplier x the referrer's level price)
 * when the referred member paid at least that price (less when they paid less), so it grows 10x
 * with the price, like the reward per view (spec 9, level multipliers).
 */
const REFERRALS = { '1': 0.1, '2': 0.15, '3': 0.2, more: 0.25 };

/** Each rung earns 10x the one below per view, per referral and per week, and costs 10x as much. */
const LADDER: (Pick<LevelSeed, 'slug' | 'title' | 'subTitle' | 'buttonText'> & {
  featured?: boolean;
  extras?: LevelFeature[];
})[] = [
  {
    slug: 'bronze',
    title: 'Bronze',
    subTitle: `Start free for ${FREE_MEMBERSHIP_MONTHS} months, or buy it to lift the withdrawal limit`,
    buttonText: 'Start with Bronze',
    extras: [
      { id: 0, title: `Free for ${FREE_MEMBERSHIP_MONTHS} months`, tag: { type: 'success', label: 'FREE' } },
      { id: 0, title: `Taken free: withdraw up to ${FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS} credits in total` },
    ],
  },
  {
    slug: 'silver',
    title: 'Silver',
    subTitle: '10x Bronze on every view and every referral',
    buttonText: 'Choose Silver',
    featured: true,
    extras: [{ id: 0, title: 'Most members pick Silver', tag: { type: 'warning', label: 'POPULAR' } }],
  },
  { slug: 'gold', title: 'Gold', subTitle: '10x Silver on every view and every referral', buttonText: 'Choose Gold' },
  {
    slug: 'cash',
    title: 'Cash',
    subTitle: 'The top level: 10x Gold on every view and every referral',
    buttonText: 'Choose Cash',
    extras: [{ id: 0, title: 'Paid in USDT only', tag: { type: 'info', label: 'USDT' } }],
  },
];

const tokens = (count: number) => `${count} ${count === 1 ? 'token' : 'tokens'}`;

/** The best referral reward a level pays (the last multiplier, a referral of like price), in credits. */
function bestReferralCredits(price: number): number {
  const micros = parseCredits(price);
  return Number(referralReward(REFERRALS.more, micros, micros) / MICROS_PER_CREDIT);
}

/** The ladder, its numbers and the features that state them derived from each rung's step. */
export const LEVELS: LevelSeed[] = LADDER.map(({ featured = false, extras = [], ...level }, step) => {
  const [price, contentView, weeklyTokenLimit] = [10 * 10 ** step, 1000 / 10 ** step, 10 ** step];
  const stated = [
    contentView === 1 ? '1 token per view' : `1 token per ${contentView} views`,
    `Referral rewards up to ${tokens(bestReferralCredits(price))}`,
    `Up to ${tokens(weeklyTokenLimit)} a week`,
  ];
  return {
    ...level,
    price,
    isFeatured: featured,
    featuresTitle: `What ${level.title} gives you`,
    featuresList: [...stated.map((title) => ({ id: 0, title })), ...extras].map((feature, index) => ({
      ...feature,
      id: index + 1,
    })),
    contentView,
    weeklyTokenLimit,
  };
});

/** Placeholders until an administrator pastes the real hosted buttons; cash is paid in USDT only. */
const CARD_PAYMENT_LINKS: CardPaymentLinks = {
  bronze: { buyButtonId: 'buy_btn_bronze_placeholder', paymentLinkId: 'plink_bronze_placeholder' },
  silver: { buyButtonId: 'buy_btn_silver_placeholder', paymentLinkId: 'plink_silver_placeholder' },
  gold: { buyButtonId: 'buy_btn_gold_placeholder', paymentLinkId: 'plink_gold_placeholder' },
};

/** Inserts missing levels and the card buttons; an administrator's edits are never overwritten. */
export async function seedLevels(manager: EntityManager, seeds: SeedRepository): Promise<number> {
  const created = await seeds.insertMissingLevels(
    manager,
    LEVELS.map((level, index) => ({
      ...level,
      price: parseCredits(level.price).toString(),
      featuresList: JSON.stringify(level.featuresList),
      referrals: JSON.stringify(REFERRALS),
      weeklyTokenLimit: parseCredits(level.weeklyTokenLimit).toString(),
      sortOrder: index + 1,
    })),
  );
  await SettingsService.set(manager, OPTION_KEYS.cardPaymentLinks, JSON.stringify(CARD_PAYMENT_LINKS), true);
  return created;
}
