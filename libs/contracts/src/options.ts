import { PAYMENT_NETWORK_KEYS } from './networks';

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

/** How the console lists each setting, in its order. */
export const OPTION_LABELS: Record<OptionKey, string> = {
  [OPTION_KEYS.landingInvestment]: 'Landing page: texts, header and the three steps',
  [OPTION_KEYS.membershipDesc]: 'Membership description and video',
  [OPTION_KEYS.membershipCommon]: 'USDT payment: wallet, QR code and network',
  [OPTION_KEYS.cardPaymentLinks]: 'Card payment buttons per level',
  [OPTION_KEYS.bannerImages]: 'Banner images',
  [OPTION_KEYS.contact]: 'Contact details',
  [OPTION_KEYS.postViewFeePercent]: 'Paid post views: platform fee (%)',
  [OPTION_KEYS.depositAutoApproval]:
    'Payment desk: approve deposits the chain check verified (never from flagged accounts)',
  [OPTION_KEYS.dashTodaysNotification]: "Dashboard: today's notification (HTML)",
};

/** The settings' fields as their refusals name them (OPTION_MSG). */
export const OPTION_FIELDS = {
  stepTitle: 'The step title',
  stepDescription: 'The step description',
  stepPicture: 'The step picture',
  title: 'The title',
  subTitle: 'The subtitle',
  sectionMessage: 'The section message',
  headerTitle: 'The header title',
  headerSubTitle: 'The header subtitle',
  description: 'The description',
  videoLink: 'The video link',
  qrCode: 'The QR code picture',
  walletAddress: 'The wallet address',
  buyButtonId: 'The buy button id',
  paymentLinkId: 'The payment link id',
  bannerImage: 'The banner image',
  contactName: 'The contact name',
} as const;

/** Texts of the settings' editing (the console shows the server's message as it is). */
export const OPTION_MSG = {
  notFound: 'This setting does not exist.',
  required: (field: string) => `Enter ${field.toLowerCase()}.`,
  tooLong: (field: string, max: number) => `${field} is at most ${max} characters.`,
  linkInvalid: (field: string) => `${field}: enter an http(s) URL or a path on this server.`,
  networkChoice: `Choose the network: one of ${PAYMENT_NETWORK_KEYS.join(', ')}.`,
  landingSteps: 'The landing page has exactly three steps.',
  contactEmailInvalid: 'Enter a valid contact e-mail address.',
  valueNotObject: 'The value is an object of the fields of this setting.',
  bannerImagesTooMany: 'At most 10 banner images.',
  bannerImagesRequired: 'Give at least one banner image.',
  bannerImagesNotList: 'The banner images are a list.',
  feePercentInvalid: 'The fee is a percentage from 0 to 100 with at most 2 decimals.',
  autoApprovalInvalid: 'Auto-approval is on (true) or off (false).',
  notificationTooLong: 'The notification is at most 20,000 characters.',
  notificationIsText: 'The notification is HTML text.',
} as const;
