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
