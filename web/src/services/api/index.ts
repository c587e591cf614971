import {
  DEFAULT_STATS_DAYS,
  OPTION_KEYS,
  type CardPaymentLinks,
  type ContactInfo,
  type LandingInvestment,
  type MembershipCommon,
  type MembershipDesc,
  type MembershipLevelSlug,
  type WireData,
} from '@earnwave/contracts';
import { api } from './client';
import type { LoginStep } from './two-factor';
import type {
  ContentItem,
  CountedView,
  MemberLevelRewards,
  MemberRecord,
  MembershipLevelCard,
  NotificationsPage,
  OptionAnswer,
  ProgressCounter,
  Referral,
  RegistrationAnswer,
  RegistrationPayload,
  RewardsUsage,
  SessionItem,
  SubscriptionAnswer,
  TransactionsAnswer,
  TransactionsFilter,
  ViewAnswer,
} from './types';

export * from './client';
export * from './types';
export * from './creators';
export * from './task-management';
export * from './seminars';
export * from './tasks-member';
export * from './chat';
export * from './two-factor';

const json = <T>(option: OptionAnswer) => JSON.parse(option.optionValue) as T;

/** A query string of the fields that are set. */
const queryOf = (fields: object) =>
  new URLSearchParams(
    Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

/** The balance read's path (theme-boot.js sends it early too: early-calls.ts). */
export const balancePath = (memberId: string) => `/members/${memberId}/balance`;

/** Every call of spec 7 the member client makes, typed, through the one client. */
export const Api = {
  // Public (spec 7, Public and membership)
  membershipVideo: (signal?: AbortSignal) =>
    api.get<WireData<'SettingsController_video'>>(`/options/video/${OPTION_KEYS.membershipDesc}`, {
      auth: false,
      signal,
    }),
  landing: (signal?: AbortSignal) =>
    api
      .get<OptionAnswer>(`/options/public/${OPTION_KEYS.landingInvestment}`, { auth: false, signal })
      .then(json<LandingInvestment>),
  bannerImages: (signal?: AbortSignal) =>
    api.get<WireData<'SettingsController_bannerImages'>>('/bannerImages', { auth: false, signal }),
  contact: (signal?: AbortSignal) => api.get<ContactInfo>('/contact', { auth: false, signal }),

  // Account
  register: (payload: RegistrationPayload) =>
    api.post<RegistrationAnswer>('/members/registration', payload, { auth: false }),
  login: (email: string, password: string) =>
    api.post<LoginStep>('/members/login', { email, password }, { auth: false }),
  verifyEmail: (hash: string, email: string) =>
    api.post<WireData<'AccountsController_verifyEmail'>>('/users/verify-email', { email }, { bearer: hash }),
  forgotPassword: (email: string) =>
    api.post<WireData<'AccountsController_forgotPassword'>>('/users/forgot-password', { email }, { auth: false }),
  resetPassword: (hash: string, body: { password: string; confirmPassword: string; email: string }) =>
    api.post<WireData<'AccountsController_resetPassword'>>('/users/reset-password', body, { bearer: hash }),
  changePassword: (id: string, body: { oldPassword: string; newPassword: string; confirmPassword: string }) =>
    api.put<WireData<'AccountsController_changePassword'>>(`/users/${id}/password`, body),
  deactivate: (id: string) => api.delete<null>(`/users/${id}`),
  /**
   * Ends this device's session. The token is given, not read from storage, so that a session that
   * already ended answers 401 without the client's usual redirect to /login.
   */
  logout: (token: string) => api.post<null>('/users/logout', undefined, { bearer: token }),

  // Sessions: the member's signed-in devices
  sessions: (id: string, signal?: AbortSignal) => api.get<SessionItem[]>(`/users/${id}/sessions`, { signal }),
  endSession: (id: string, sessionId: string) => api.delete<null>(`/users/${id}/sessions/${sessionId}`),
  endOtherSessions: (id: string) => api.delete<null>(`/users/${id}/sessions`),

  // Membership
  memberRecord: (id: string, signal?: AbortSignal) => api.get<MemberRecord>(`/members/${id}`, { signal }),
  membershipLevels: (id: string, signal?: AbortSignal) =>
    api.get<MembershipLevelCard[]>(`/members/${id}/membership-levels`, { signal }),
  memberLevel: (id: string, signal?: AbortSignal) =>
    api.get<MemberLevelRewards>(`/users/${id}/membership-level`, { signal }),
  subscribe: (body: { level: MembershipLevelSlug; receipt: string; amount: number; startedAt: string }) =>
    api.post<SubscriptionAnswer>('/members/subscription', body, { idempotent: true }),
  /** The chooser's title and HTML (sanitised by the server on save and on read). */
  membershipDesc: (signal?: AbortSignal) =>
    api.get<OptionAnswer>(`/options/${OPTION_KEYS.membershipDesc}`, { signal }).then(json<MembershipDesc>),
  membershipCommon: (signal?: AbortSignal) =>
    api.get<OptionAnswer>(`/options/${OPTION_KEYS.membershipCommon}`, { signal }).then(json<MembershipCommon>),
  cardPaymentLinks: (signal?: AbortSignal) =>
    api.get<OptionAnswer>(`/options/${OPTION_KEYS.cardPaymentLinks}`, { signal }).then(json<CardPaymentLinks>),
  todaysNotification: (signal?: AbortSignal) =>
    api.get<OptionAnswer>(`/options/${OPTION_KEYS.dashTodaysNotification}`, { signal }).then((o) => o.optionValue),

  // Wallet and referrals
  balance: (id: string, signal?: AbortSignal) =>
    api.get<WireData<'WalletController_balance'>>(balancePath(id), { signal }),
  buyCredits: (body: { sendCreditAmount: number; purchaseDate: string; totalCost: number; txid?: string }) =>
    api.post<WireData<'WalletController_buyCredits'>>('/users/create/credit/balance', body, { idempotent: true }),
  /** `code`: the authenticator's code, asked for when the member has two-factor sign-in on. */
  withdraw: (body: { amount: number; walletAddress: string; code?: string }) =>
    api.post<WireData<'WalletController_withdraw'>>('/withdrawal-requests', body, {
      idempotent: true,
    }),
  /** The mailed link's cancellation of a pending withdrawal, its hash as the bearer. */
  cancelWithdrawal: (hash: string) =>
    api.post<WireData<'WalletController_cancelWithdrawal'>>(
      '/withdrawal-requests/cancel',
      {},
      { bearer: hash, auth: false },
    ),
  sendReferral: (id: string, email: string) =>
    api.post<WireData<'ReferralsController_send'>>(`/members/${id}/referral/send`, { email }),
  referralCode: (id: string, signal?: AbortSignal) =>
    api.get<WireData<'ReferralsController_referralCode'>>(`/members/${id}/referral-code`, { signal }),
  referrals: (id: string, signal?: AbortSignal) => api.get<Referral[]>(`/members/${id}/referrals`, { signal }),
  transactions: (id: string, filter: TransactionsFilter = { days: DEFAULT_STATS_DAYS }, signal?: AbortSignal) =>
    api.get<TransactionsAnswer>(`/members/${id}/transactions?${queryOf(filter)}`, { signal }),
  views: (id: string, days = 14, signal?: AbortSignal) =>
    api.get<CountedView[]>(`/members/${id}/commitments/views?days=${days}`, { signal }),
  progress: (id: string, signal?: AbortSignal) =>
    api.get<ProgressCounter>(`/members/${id}/progress-counter`, { signal }),
  rewardsUsage: (id: string, signal?: AbortSignal) => api.get<RewardsUsage>(`/members/${id}/rewards-usage`, { signal }),

  // Notifications (ARCHITECTURE.md, live updates); without ids, all of them are marked as read
  notifications: (page: number, limit: number) =>
    api.get<NotificationsPage>(`/notifications?page=${page}&limit=${limit}`),
  markNotificationsRead: (ids?: string[]) =>
    api.put<WireData<'NotificationsController_markRead'>>('/notifications/read', ids ? { ids } : {}),

  // Content viewing
  contents: (id: string, limit: number) => api.get<ContentItem[]>(`/members/${id}/contents?limit=${limit}`),
  countView: (id: string, contentId: string) =>
    api.post<ViewAnswer>(`/members/${id}/content-views`, { contentId }, { idempotent: true }),
};
