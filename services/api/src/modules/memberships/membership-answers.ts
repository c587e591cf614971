import type {
  MemberLevelRewards,
  MemberStatus,
  MemberSubscriptionView,
  MembershipLevelCard,
} from '@earnwave/contracts';
import type { MemberSubscription, MembershipLevel } from '@earnwave/db';
import { creditsToJson } from '@earnwave/money';

/** How the API shows memberships: credits as JSON numbers, level ids as slugs. */

export function levelCard(level: MembershipLevel): MembershipLevelCard {
  return {
    id: level.slug,
    slug: level.slug,
    title: level.title,
    subTitle: level.subTitle,
    buttonText: level.buttonText,
    price: creditsToJson(level.price),
    isFeatured: level.isFeatured,
    available: level.available,
    featuresTitle: level.featuresTitle,
    featuresList: level.featuresList,
  };
}

export function levelRewards(level: MembershipLevel): MemberLevelRewards {
  return {
    slug: level.slug,
    price: creditsToJson(level.price),
    referrals: level.referrals,
    contentView: level.contentView,
    weeklyTokenLimit: creditsToJson(level.weeklyTokenLimit),
  };
}

export function memberSubscriptionView(subscription: MemberSubscription): MemberSubscriptionView {
  return {
    membershipLevel: subscription.level,
    startedAt: subscription.startedAt!.toISOString(),
    endedAt: subscription.endedAt!.toISOString(),
    amount: creditsToJson(subscription.amount),
    receiptNumber: subscription.receipt,
  };
}

/** The transfer day (YYYY-MM-DD) as the client sent it: that day at UTC midnight. */
export function transferInstant(day: string | null): string | null {
  return day ? `${day}T00:00:00.000Z` : null;
}

/** What the member is told about the request they just made. */
export function requestView(subscription: MemberSubscription, memberStatus: MemberStatus) {
  return {
    id: subscription.id,
    level: subscription.level,
    method: subscription.method,
    receipt: subscription.receipt,
    amount: creditsToJson(subscription.amount),
    startedAt: transferInstant(subscription.transferDate),
    status: subscription.status,
    memberStatus,
  };
}

/** The admin console's `membership-requests` record (a bare record with `id`). */
export function membershipRequestRecord(subscription: MemberSubscription) {
  return {
    id: subscription.id,
    memberId: subscription.memberId,
    level: subscription.level,
    method: subscription.method,
    receipt: subscription.receipt,
    amount: creditsToJson(subscription.amount),
    transferDate: transferInstant(subscription.transferDate),
    status: subscription.status,
    startedAt: subscription.startedAt?.toISOString() ?? null,
    endedAt: subscription.endedAt?.toISOString() ?? null,
    rejectionReason: subscription.rejectionReason,
    createdAt: subscription.createdAt.toISOString(),
    decidedAt: subscription.decidedAt?.toISOString() ?? null,
  };
}
