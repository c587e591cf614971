/** Keys of the settings an administrator edits (spec 3, Options). */
export const OPTION_KEYS = {
  landingInvestment: 'landing_investment',
  membershipDesc: 'membership_desc',
  membershipCommon: 'membership_common',
  dashTodaysNotification: 'dash_todays_notification',
  bannerImages: 'banner_images',
  contact: 'contact',
  /** JSON: level slug -> { buyButtonId, paymentLinkId } of the hosted card-payment button. */
  cardPaymentLinks: 'card_payment_links',
  /** JSON number: the platform's share of a paid post view, in percent (0 to 100, 2 decimals). */
  postViewFeePercent: 'post_view_fee_percent',
  /**
   * JSON boolean, false by default: the worker approves deposits whose chain check is verified
   * itself (the payment desk), except from flagged accounts.
   */
  depositAutoApproval: 'deposit_auto_approval',
} as const;
export type OptionKey = (typeof OPTION_KEYS)[keyof typeof OPTION_KEYS];

/** Readable without signing in: what the landing page and the public pages show. */
export const PUBLIC_OPTION_KEYS: readonly OptionKey[] = [
  OPTION_KEYS.landingInvestment,
  OPTION_KEYS.membershipDesc,
  OPTION_KEYS.bannerImages,
  OPTION_KEYS.contact,
];

export interface LandingSection {
  title: string;
  description: string;
  relativePath: string;
}
export interface LandingInvestment {
  title: string;
  subTitle: string;
  sectionMessage: string;
  headerTitle: string;
  headerSubTitle: string;
  sections: LandingSection[];
}
export interface MembershipDesc {
  title: string;
  /** HTML, sanitised on save and on read. */
  content: string;
  videoLink: string;
}
export interface MembershipCommon {
  qr: string;
  wallet: string;
  network: string;
}
export interface BannerImage {
  imageUrl: string;
}
export interface ContactInfo {
  name: string;
  email: string;
}
