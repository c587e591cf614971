/** Membership status of an account (spec 3 and 4). Deactivation is kept apart from it. */
export const MEMBER_STATUSES = ['inactive', 'pending', 'active'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Referral status as shown to the referrer (spec 4); `not verified` is spelled with a space. */
export const REFERRAL_STATUSES = ['not verified', 'inactive', 'pending', 'active'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
