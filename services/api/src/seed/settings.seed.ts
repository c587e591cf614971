import {
  APP_NAME,
  FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS,
  FREE_MEMBERSHIP_MONTHS,
  OPTION_KEYS,
  type BannerImage,
  type ContactInfo,
  type LandingInvestment,
  type MembershipCommon,
  type MembershipDesc,
} from '@earnwave/contracts';
import type { EntityManager } from 'typeorm';
import { SettingsService } from '../modules/settings';

const landing: LandingInvestment = {
  title: `Earn with ${APP_NAME}`,
  subTitle: 'Get rewarded for your attention, your network and your content.',
  sectionMessage: 'Three steps to your first rewards',
  headerTitle: `${APP_NAME} for members and creators`,
  headerSubTitle: `1 credit = 1 USDT. Start free for ${FREE_MEMBERSHIP_MONTHS} months.`,
  sections: [
    {
      title: 'Join',
      description: 'Choose one of 3 membership levels, or start with the free basic membership.',
      relativePath: 'assets/landing/join.svg',
    },
    {
      title: 'Earn',
      description: 'Watch suggested content every day and collect tokens toward your weekly rewards.',
      relativePath: 'assets/landing/earn.svg',
    },
    {
      title: 'Chain',
      description: 'Invite friends: every friend who activates a membership earns you a referral reward.',
      relativePath: 'assets/landing/chain.svg',
    },
  ],
};

const membershipDesc: MembershipDesc = {
  title: 'Try for FREE',
  content:
    `<p>${FREE_MEMBERSHIP_MONTHS} months of free basic membership. Maximum withdrawal limit ${FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS} USDT.</p>` +
    '<p>Upgrade at any time to earn 10x more per view and per referral.</p>',
  videoLink: 'assets/video/membership.webm',
};

const membershipCommon: MembershipCommon = {
  qr: 'assets/payments/usdt-qr.svg',
  // Tron's all-zero address: valid for the network, and owned by nobody, so a demo transfer goes nowhere real.
  wallet: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
  network: 'tron',
};

const banners: BannerImage[] = [{ imageUrl: 'assets/banner/banner-1.svg' }];
const contact: ContactInfo = { name: `${APP_NAME} support`, email: 'support@earnwave.local' };

const todaysNotification =
  '<h2>Welcome!</h2><p>View your 12 suggested items today to keep your weekly commitment complete.</p>';

/** Default settings; an administrator's later edits are never overwritten. */
export async function seedSettings(manager: EntityManager): Promise<void> {
  const defaults: Record<string, string> = {
    [OPTION_KEYS.landingInvestment]: JSON.stringify(landing),
    [OPTION_KEYS.membershipDesc]: JSON.stringify(membershipDesc),
    [OPTION_KEYS.membershipCommon]: JSON.stringify(membershipCommon),
    [OPTION_KEYS.bannerImages]: JSON.stringify(banners),
    [OPTION_KEYS.contact]: JSON.stringify(contact),
    [OPTION_KEYS.dashTodaysNotification]: todaysNotification,
    // No platform fee on paid post views until an administrator sets one.
    [OPTION_KEYS.postViewFeePercent]: JSON.stringify(0),
    // A person approves every deposit until an administrator lets verified ones through.
    [OPTION_KEYS.depositAutoApproval]: JSON.stringify(false),
  };
  for (const [key, value] of Object.entries(defaults)) {
    await SettingsService.set(manager, key, value, true);
  }
}
