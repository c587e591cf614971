import { REFERRAL_GOAL } from '@earnwave/contracts';

/**
 * The dashboard's texts (spec 2): its home cards, the Impressions screen, the referrals and the
 * settings. The balance card's are WALLET_TEXT (wallet.ts); the two-factor and sessions cards'
 * are TEXT (index.ts).
 */
export const HOME_TEXT = {
  welcome: 'Welcome, ',
  todaysActivity: "Today's activity",
  allDone: 'All done for today.',
  todaysNotification: "Today's notification",
  weeklyRewards: 'Weekly Rewards',
  weeklyImpressions: 'Weekly Impressions',
  vsLastWeek: 'vs last week: ',
  noChange: 'No change to compare',
  commitment: (commitment: number | string) => `Commitment: ${commitment}`,
  rewardsThisWeek: 'Impressions rewards this week',
  usedOf: (used: string, limit: string) => `Used ${used} of ${limit} USDT`,
  /** The rewards chart's two parts. */
  used: 'Used',
  available: 'Available',
  membershipExpired: 'Membership Expired',
  goToSettings: 'Go to Settings',
  close: 'Close',
  expiredAdvice:
    'Your membership has expired. Withdraw your funds, then terminate your account in Settings, or renew your membership to keep earning.',
} as const;

/** The Impressions screen (`/dashboard/commitments`): the content viewer and today's chart. */
export const CONTENT_VIEWS_TEXT = {
  title: 'Impressions',
  suggestedContent: 'Suggested content',
  suggestedVideo: 'Suggested video',
  nothingToView: 'No content to view right now. Come back tomorrow.',
  countingStopped: 'Counting has stopped for this week.',
  paused: 'Paused.',
  viewing: 'Viewing',
  yes: 'Yes',
  pausedUntilConfirmed: 'Viewing is paused until you confirm.',
  openLarger: (type: string) => `Open ${type} in a larger view`,
  timeViewed: (type: string) => `Time viewed of this ${type}`,
  todaysViews: "Today's views and rewards",
  viewsSeries: 'Views',
  rewardsSeries: 'Rewards (USDT)',
  viewsToday: 'Views today',
  rewardsToday: 'Rewards today (USDT)',
} as const;

/** The referral cards, the Earn Tokens modal and `/dashboard/referrals`. */
export const REFERRALS_TEXT = {
  title: 'Referrals',
  statsTitle: 'My Referrals Stats',
  activeOfGoal: (active: number, goal: number) => `${active} of ${goal} active referrals`,
  progressLabel: `Progress to ${REFERRAL_GOAL} active referrals`,
  latestTitle: 'My Referrals',
  viewAll: 'View All',
  add: 'Add',
  yourLink: 'Your referral link',
  inviteByEmail: 'Invite a friend by e-mail',
  emailRequired: 'Enter an e-mail address.',
  emailPlaceholder: 'friend@example.com',
  sendInvitation: 'Send invitation',
  earnTokens: 'Earn Tokens',
  shareLink: 'Share your link: every friend who activates a paid membership earns you a referral reward.',
  inviteFriends: 'Invite friends',
  myReferrals: 'My referrals',
  username: 'Username',
  status: 'Status',
  chat: 'Chat',
} as const;

/** `/dashboard/settings`: its cards but two-factor sign-in and the sessions (TEXT). */
export const SETTINGS_TEXT = {
  title: 'Settings',
  changePassword: 'Change Password',
  oldPassword: 'Old Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  oldPasswordRequired: 'Enter your old password.',
  newPasswordRequired: 'Enter a new password.',
  confirmRequired: 'Confirm the new password.',
  updatePassword: 'Update Password',
  membership: 'Membership',
  level: 'Level',
  startDate: 'Start Date',
  endDate: 'End Date',
  amountPaid: 'Amount Paid',
  receiptNo: 'Receipt No',
  noMembership: 'No membership yet.',
  /** A session's device as a person names it ("Firefox on Windows"); the names are the products'. */
  deviceOn: (browser: string, system: string) => `${browser} on ${system}`,
  signedIn: (ip: string, signedIn: string, lastSeen: string) => `${ip} · Signed in ${signedIn} · Last seen ${lastSeen}`,
  terminateMembership: 'Terminate Membership',
  deactivateAdvice:
    'Deactivating your account freezes your balance. Withdraw your funds first; an administrator can reactivate the account later.',
  deactivateAccount: 'Deactivate Account',
  password: 'Password',
  passwordRequired: 'Enter your password.',
  on: 'On',
  off: 'Off',
} as const;
