import { REFERRAL_MULTIPLIER_MAX } from './constants';
import { creditsRangeMsg, LEAST_CREDITS, MONEY_LIMITS } from './money-bounds';

/** Membership levels, from the cheapest up (spec 3): upgrading gives 10x per view and per referral. */
export const MEMBERSHIP_LEVEL_SLUGS = ['bronze', 'silver', 'gold', 'cash'] as const;
export type MembershipLevelSlug = (typeof MEMBERSHIP_LEVEL_SLUGS)[number];

/** How a subscription was paid: taken free (bronze only), USDT transfer proof, or card. */
export const SUBSCRIPTION_METHODS = ['free', 'usdt', 'card'] as const;
export type SubscriptionMethod = (typeof SUBSCRIPTION_METHODS)[number];

/** `expired` covers both a term that ran out and a membership replaced by an upgrade. */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'rejected', 'expired', 'refunded'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A level's rank on the ladder: a higher rank is a higher level. */
export function levelRank(slug: string): number {
  return MEMBERSHIP_LEVEL_SLUGS.indexOf(slug as MembershipLevelSlug);
}

export interface LevelFeature {
  id: number;
  title: string;
  tag?: { type: string; label: string };
}

/** A level as the membership page's chooser reads it (spec 3); price in credits. */
export interface MembershipLevelCard {
  id: MembershipLevelSlug;
  slug: MembershipLevelSlug;
  title: string;
  subTitle: string;
  buttonText: string;
  price: number;
  isFeatured: boolean;
  available: boolean;
  featuresTitle: string;
  featuresList: LevelFeature[];
}

/** A member's level as the rewards screens read it (spec 3); amounts in credits. */
export interface MemberLevelRewards {
  slug: MembershipLevelSlug;
  price: number;
  /** Referral ordinal ("1", "2", ... or "more") to multiplier of the price. */
  referrals: Record<string, number>;
  /** Views needed per token (credit). */
  contentView: number;
  weeklyTokenLimit: number;
}

/** The member record's subscription (ARCHITECTURE.md, member record); amount in credits. */
export interface MemberSubscriptionView {
  membershipLevel: MembershipLevelSlug;
  startedAt: string;
  endedAt: string;
  amount: number;
  receiptNumber: string;
}

/** The hosted card-payment buttons per level, an administrator's setting (`card_payment_links`). */
export type CardPaymentLinks = Partial<Record<MembershipLevelSlug, { buyButtonId: string; paymentLinkId: string }>>;

/** Texts of the level ladder's editing (the console shows the server's message as it is). */
export const LEVEL_MSG = {
  levelNotFound: 'This membership level does not exist.',
  referralsInvalid: `Referral multipliers are numbers from 0 to ${REFERRAL_MULTIPLIER_MAX} with at most 3 decimals, for ordinals "1" to "999" and "more" (required).`,
  featureTagTypeRequired: 'A feature tag has a type.',
  featureTagLabelRequired: 'A feature tag has a label.',
  featureIdInvalid: 'A feature has a whole-number id.',
  featureTooLong: 'A feature is at most 200 characters.',
  featureTitleRequired: 'A feature needs a title.',
  titleTooLong: 'The title is at most 80 characters.',
  titleRequired: 'Enter a title.',
  subTitleTooLong: 'The subtitle is at most 200 characters.',
  subTitleIsText: 'The subtitle is text.',
  buttonTextTooLong: 'The button text is at most 40 characters.',
  buttonTextRequired: 'Enter the button text.',
  priceInvalid: creditsRangeMsg('The price', LEAST_CREDITS, MONEY_LIMITS.levelPrice),
  featuredInvalid: 'Featured is true or false.',
  availableInvalid: 'Available is true or false.',
  featuresTitleTooLong: 'The features title is at most 120 characters.',
  featuresTitleIsText: 'The features title is text.',
  featuresTooMany: 'At most 30 features.',
  featuresNotList: 'The features are a list.',
  contentViewTooHigh: 'Views per credit is at most 1,000,000.',
  contentViewInvalid: 'Views per credit is a whole number, at least 1.',
  weeklyTokenLimitInvalid: creditsRangeMsg('The weekly token limit', 0, MONEY_LIMITS.weeklyTokenLimit),
} as const;
