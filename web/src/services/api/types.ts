import type {
  LevelFeature,
  MemberLevelRewards,
  MemberStatus,
  MemberSubscriptionView,
  MembershipLevelCard,
  NotificationItem,
  ReferralStatus,
  Role,
  TransactionType,
} from '@earnwave/contracts';
import type { Paged, Pagination } from './client';

/** Answer shapes of the calls the member client makes (read from the API's controllers). */
export type { LevelFeature, MemberLevelRewards, MembershipLevelCard, MemberSubscriptionView, NotificationItem };

export interface LoginAnswer {
  token: string;
  id: string;
  name: string;
  email: string;
  role: Role;
  status: MemberStatus;
}

/** One of the member's live sessions (a signed-in device); `current` is the one asking. */
export interface SessionItem {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string;
  userAgent: string;
  current: boolean;
}

export interface RegistrationPayload {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  isAccepted: boolean;
  referralCode?: string;
  role: Role;
}

export interface OptionAnswer {
  optionKey: string;
  optionValue: string;
}

export interface MemberRecord {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: MemberStatus;
  daysLeft: number;
  balance: number;
  memberSubscription: MemberSubscriptionView | null;
}

export interface SubscriptionAnswer {
  id: string;
  level: string;
  method: string;
  receipt: string;
  amount: number;
  startedAt: string | null;
  status: string;
  memberStatus: MemberStatus;
}

export interface Referral {
  id: string;
  name: string;
  status: ReferralStatus;
  updatedAt: string;
}

export interface Warning {
  title: string;
  linkPath: string;
  linkTitle: string;
  type: 'warning' | 'info' | 'danger';
}

export interface ProgressCounter {
  referrals: { active: number; goal: number; total: number; byStatus: Record<ReferralStatus, number> };
  views: { today: number; week: number; goal: number };
  commitment: 'complete' | 'incomplete';
  weeklyRewards: { current: number; previous: number };
  weeklyImpressions: { current: number; previous: number };
  warnings: Warning[];
}

export interface RewardsUsage {
  usedRewards: number;
  weeklyTokenLimit: number;
}

export interface Transaction {
  id: string;
  type: TransactionType;
  amount: number;
  createdAt: string;
}

/**
 * `GET members/{id}/transactions`: the rows of the range (or of one page, with `pagination`), and
 * over the whole filtered range the earnings (`totalAmount`) and every transaction less the
 * activation-type ones (`netAmount`, spec 9's displayed total).
 */
export interface TransactionsAnswer {
  totalAmount: number;
  netAmount: number;
  transactions: Transaction[];
  pagination?: Pagination;
}

/** The history's filters: `days` back from `to` (or now), or `from` and `to` (ISO 8601); a type; a page. */
export interface TransactionsFilter {
  days?: number;
  from?: string;
  to?: string;
  type?: TransactionType;
  page?: number;
  limit?: number;
}

export interface CountedView {
  id: string;
  contentId: string;
  reward: number;
  createdAt: string;
}

export interface ContentItem {
  id: string;
  type: 'image' | 'video';
  filename: string;
}

export interface ViewAnswer extends CountedView {
  usedRewards: number;
  weeklyTokenLimit: number;
}

/** `GET notifications`: a page of the member's notifications and how many of all of them are unread. */
export interface NotificationsPage extends Paged<NotificationItem> {
  unread: number;
}
