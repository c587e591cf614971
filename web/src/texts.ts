import {
  APP_NAME,
  CREDIT_PURCHASE_FEE_CREDITS,
  FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS,
  FREE_MEMBERSHIP_MONTHS,
} from '@earnwave/contracts';

/**
 * Every text the spec gives the member client, in one place (STYLE.md habit 11). Server messages
 * are shown as the server sends them; these are the client's own.
 */
export const TEXT = {
  appName: APP_NAME,
  loading: 'Loading...',
  loadingImpressions: 'Loading impressions...',
  headlineWords: ['Access', 'Monetising', 'Knowledge', 'Rewards', 'Marketing', APP_NAME],
  /** The hero's lead; index.html paints the same words before the JavaScript arrives. */
  heroLead: 'Earn rewards in USDT: view suggested content, invite friends and do tasks.',
  tryForFree: 'Try for FREE',
  tryForFreeOffer: `${FREE_MEMBERSHIP_MONTHS} months of free basic membership`,
  tryForFreeLimit: `Maximum withdrawal limit ${FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS} USDT`,
  becomeCreator: 'Become a creator',
  becomeFan: 'Become a Fan',
  advertiser: 'Advertiser',
  login: 'Login',
  register: 'Register',
  privacyPolicy: 'Privacy Policy',
  termsAndConditions: 'Terms and Conditions',
  contactUs: 'Contact us',

  notFromRegistration: "You didn't come here from registration",
  returnToLogin: 'Return to login',
  linkNotEnabled: 'Sorry link is not enable',
  linkNotValid: 'The link is not valid.',
  sendResetLink: 'Send reset link',
  setPassword: 'Set password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  seeYouAgain: 'See you again!',
  signedOut: `Thanks for using ${APP_NAME}, you are now successfully signed out.`,
  returnToLoginLink: 'Return to Login',
  notFound: "The page you're looking for is not found.",
  takeMeHome: 'Take me home',
  serverError: 'Whoops, something went wrong!',
  registered: (name: string) => `Successfully registered as ${name}`,
  emailSend: (email: string) => `Email send to ${email}`,
  loginWithNewPassword: 'Login with your new password',
  userNotAuthenticated: 'User not authenticated.',

  popularChoice: 'POPULAR CHOICE',
  applicationProcessing: 'Your application is being processed',
  waitForActivation: 'Please, wait for membership activation',
  membershipActivated: 'Your membership was successfully activated',
  goToDashboard: 'Go To Dasboard',

  errorLoadingChart: 'Error loading chart.',
  noReferralsYet: 'No referrals yet',
  creditRequested: 'Credit request submitted successfully!',
  creditFailed: 'Failed to update payment details. Please try again.',
  referralSent: (email: string) => `Send referral email to ${email}`,
  passwordChanged: 'Password changed successfully',
  accountRemoved: 'Your account removed',
  deactivateConfirm:
    'Make sure you have withdrawn all fund before deactivating your account. All saved settings and balances will be lost.',
  sessions: 'Sessions',
  sessionsIntro: 'The devices signed in to your account. Sign out any you do not recognise.',
  thisDevice: 'This device',
  unknownDevice: 'Unknown device',
  signOut: 'Sign out',
  signOutEverywhereElse: 'Sign out everywhere else',
  deviceSignedOut: 'That device is signed out.',
  otherDevicesSignedOut: 'Every other device is signed out.',
  stillViewing: 'Are you still viewing this page?',
  leavePage: 'Leave this page? The item you are viewing will not be counted.',
  withdrawalFee: CREDIT_PURCHASE_FEE_CREDITS,
  comingSoon: 'This section is coming soon.',

  notifications: 'Notifications',
  markAllRead: 'Mark all as read',
  noNotifications: 'No notifications yet',
  unreadNotification: 'New',
} as const;

/** `Page | Earnwave`: the page title suffix is the product's name (spec 9). */
export const pageTitle = (title?: string) => (title ? `${title} | ${APP_NAME}` : APP_NAME);
