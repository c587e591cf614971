import {
  FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS,
  FREE_MEMBERSHIP_MONTHS,
  OPTION_KEYS,
  type CardPaymentLinks,
  type LevelFeature,
  type MembershipLevelSlug,
} from '@earnwave/contracts';
import { parseCredits } from '@earnwave/money';
import type { EntityManager } from 'typeorm';
import { OptionsService } from '../modules/options';

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

const features = (perView: string, perReferral: string, weekly: string, extra: LevelFeature[] = []): LevelFeature[] => [
  { id: 1, title: perView },
  { id: 2, title: perReferral },
  { id: 3, title: weekly },
  ...extra.map((feature, index) => ({ ...feature, id: 4 + index })),
];

/** A ladder where each level earns 10x the one below per view and per referral. */
export const LEVELS: LevelSeed[] = [
  {
    slug: 'bronze',
    title: 'Bronze',
    subTitle: `Start free for ${FREE_MEMBERSHIP_MONTHS} months, or buy it to lift the withdrawal limit`,
    buttonText: 'Start with Bronze',
    price: 10,
    isFeatured: false,
    featuresTitle: 'What Bronze gives you',
    featuresList: features('1 token per 1000 views', 'Referral rewards up to 3 tokens', 'Up to 1 token a week', [
      { id: 0, title: `Free for ${FREE_MEMBERSHIP_MONTHS} months`, tag: { type: 'success', label: 'FREE' } },
      { id: 0, title: `Taken free: withdraw up to ${FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS} credits in total` },
    ]),
    contentView: 1000,
    weeklyTokenLimit: 1,
  },
  {
    slug: 'silver',
    title: 'Silver',
    subTitle: '10x Bronze on every view and every referral',
    buttonText: 'Choose Silver',
    price: 100,
    isFeatured: true,
    featuresTitle: 'What Silver gives you',
    featuresList: features('1 token per 100 views', 'Referral rewards up to 25 tokens', 'Up to 10 tokens a week', [
      { id: 0, title: 'Most members pick Silver', tag: { type: 'warning', label: 'POPULAR' } },
    ]),
    contentView: 100,
    weeklyTokenLimit: 10,
  },
  {
    slug: 'gold',
    title: 'Gold',
    subTitle: '10x Silver on every view and every referral',
    buttonText: 'Choose Gold',
    price: 1000,
    isFeatured: false,
    featuresTitle: 'What Gold gives you',
    featuresList: features('1 token per 10 views', 'Referral rewards up to 250 tokens', 'Up to 100 tokens a week'),
    contentView: 10,
    weeklyTokenLimit: 100,
  },
  {
    slug: 'cash',
    title: 'Cash',
    subTitle: 'The top level: 10x Gold on every view and every referral',
    buttonText: 'Choose Cash',
    price: 10000,
    isFeatured: false,
    featuresTitle: 'What Cash gives you',
    featuresList: features('1 token per view', 'Referral rewards up to 2500 tokens', 'Up to 1000 tokens a week', [
      { id: 0, title: 'Paid in USDT only', tag: { type: 'info', label: 'USDT' } },
    ]),
    contentView: 1,
    weeklyTokenLimit: 1000,
  },
];

/** Placeholders until an administrator pastes the real hosted buttons; cash is paid in USDT only. */
const CARD_PAYMENT_LINKS: CardPaymentLinks = {
  bronze: { buyButtonId: 'buy_btn_bronze_placeholder', paymentLinkId: 'plink_bronze_placeholder' },
  silver: { buyButtonId: 'buy_btn_silver_placeholder', paymentLinkId: 'plink_silver_placeholder' },
  gold: { buyButtonId: 'buy_btn_gold_placeholder', paymentLinkId: 'plink_gold_placeholder' },
};

/** Inserts missing levels and the card buttons; an administrator's edits are never overwritten. */
export async function seedLevels(manager: EntityManager): Promise<number> {
  let created = 0;
  for (const [index, level] of LEVELS.entries()) {
    const rows: unknown[] = await manager.query(
      `INSERT INTO membership_levels (slug, title, sub_title, button_text, price, is_featured, available,
         features_title, features_list, referrals, content_view, weekly_token_limit, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (slug) DO NOTHING RETURNING slug`,
      [
        level.slug,
        level.title,
        level.subTitle,
        level.buttonText,
        parseCredits(level.price).toString(),
        level.isFeatured,
        level.featuresTitle,
        JSON.stringify(level.featuresList),
        JSON.stringify(REFERRALS),
        level.contentView,
        parseCredits(level.weeklyTokenLimit).toString(),
        index + 1,
      ],
    );
    created += rows.length;
  }
  await OptionsService.set(manager, OPTION_KEYS.cardPaymentLinks, JSON.stringify(CARD_PAYMENT_LINKS), true);
  return created;
}
