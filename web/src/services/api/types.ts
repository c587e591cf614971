import type {
  LevelFeature,
  MemberLevelRewards,
  MemberSubscriptionView,
  MembershipLevelCard,
  NotificationItem,
  TransactionType,
  WireData,
  WireSchema,
} from '@earnwave/contracts';

/**
 * Answer shapes of the calls the member client makes: generated from the API's OpenAPI document
 * (`npm run openapi`), named here for the pages.
 */
export type { LevelFeature, MemberLevelRewards, MembershipLevelCard, MemberSubscriptionView, NotificationItem };

export type LoginAnswer = Extract<WireData<'AccountsController_logIn'>, { token: string }>;

/** One of the member's live sessions (a signed-in device); `current` is the one asking. */
export type SessionItem = WireSchema<'SessionItem'>;

export type RegistrationPayload = WireSchema<'RegisterDto'>;

export type RegistrationAnswer = WireData<'AccountsController_register'>;

export type OptionAnswer = WireData<'SettingsController_option'>;

export type MemberRecord = WireSchema<'MemberRecord'>;

export type SubscriptionAnswer = WireData<'MembershipsController_requestSubscription'>;

export type Referral = WireData<'ReferralsController_referrals'>[number];

export type Warning = WireSchema<'Warning'>;

export type ProgressCounter = WireData<'MemberStatsController_progress'>;

export type RewardsUsage = WireData<'MemberStatsController_rewardsUsage'>;

/**
 * `GET members/{id}/transactions`: the rows of the range (or of one page, with `pagination`), and
 * over the whole filtered range the earnings (`totalAmount`) and every transaction less the
 * activation-type ones (`netAmount`, spec 9's displayed total).
 */
export type TransactionsAnswer = WireData<'MemberLedgerController_transactions'>;

export type Transaction = TransactionsAnswer['transactions'][number];

/** The history's filters: `days` back from `to` (or now), or `from` and `to` (ISO 8601); a type; a page. */
export interface TransactionsFilter {
  days?: number;
  from?: string;
  to?: string;
  type?: TransactionType;
  page?: number;
  limit?: number;
}

/** A counted view, as the content views' daily chart reads it. */
export type CountedView = WireData<'MemberStatsController_views'>[number];

export type ContentItem = WireSchema<'HandedContent'>;

/** A counted view, with the week's rewards used and the limit. */
export type ViewAnswer = WireData<'ContentViewsController_count'>;

/** `GET notifications`: a page of the member's notifications and how many of all of them are unread. */
export type NotificationsPage = WireSchema<'NotificationsPage'>;
