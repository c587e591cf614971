import {
  APP_NAME,
  CONTENT_VIEW_MIN_SECONDS,
  CREDIT_PURCHASE_FEE_CREDITS,
  FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS,
  FREE_MEMBERSHIP_MONTHS,
  WITHDRAWAL_FEE_CREDITS,
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
  startFree: `Start free for ${FREE_MEMBERSHIP_MONTHS} months`,
  viewCountsAfter: `Each item counts after ${CONTENT_VIEW_MIN_SECONDS} seconds of viewing.`,
  withdrawalRequested: `An administrator will send it to your wallet. The ${WITHDRAWAL_FEE_CREDITS} credits fee is held with it.`,
  termsRewards: `Rewards are paid in credits (1 credit = 1 USDT). Withdrawals go to the crypto wallet you name, through an administrator, and carry a fee of ${WITHDRAWAL_FEE_CREDITS} credits. Free basic members may send out at most ${FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS} credits of what they earned (withdrawals, gifts, paid posts, chat and tasks together); credits they bought are not limited.`,
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
  pageNotFound: 'Page not found',
  notFound: "The page you're looking for is not found.",
  errorTitle: 'Error',
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
  download: 'Download',
  downloadFailed: 'Download failed. Check CORS settings or the file URL.',

  notifications: 'Notifications',
  markAllRead: 'Mark all as read',
  noNotifications: 'No notifications yet',
  unreadNotification: 'New',

  twoFactor: 'Two-factor sign-in',
  twoFactorOff:
    'Ask for a code from an authenticator app on your phone at every sign-in, so that your password alone cannot open your account.',
  twoFactorOn: 'On: every sign-in asks for a code from your authenticator app.',
  recoveryCodesLeft: (left: number) => `${left} recovery code${left === 1 ? '' : 's'} left.`,
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  twoFactorTurnedOff: 'Two-factor sign-in is off.',
  continue: 'Continue',
  copyFailed: 'Copying failed: select the codes and copy them by hand.',
  confirmWithPassword: 'Enter your password to set up an authenticator app.',
  scanQr:
    'Scan this QR code with an authenticator app (or enter the key by hand), then type the 6-digit code it shows.',
  qrCodeLabel: 'QR code for your authenticator app',
  setupKey: 'Key for manual entry',
  authenticatorCode: 'Authentication code',
  recoveryCode: 'Recovery code',
  recoveryCodesTitle: 'Your recovery codes',
  recoveryCodesIntro:
    'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not shown again.',
  /** The downloaded file of recovery codes. */
  recoveryCodesFile: (codes: string[]) => `${APP_NAME} recovery codes (each works once):\n${codes.join('\n')}\n`,
  copyCodes: 'Copy codes',
  codesCopied: 'Recovery codes copied.',
  downloadCodes: 'Download',
  savedCodes: 'I have saved them',
  turnOffIntro: 'Enter your password and a code from your authenticator app (or a recovery code).',
  codeOrRecovery: 'Code or recovery code',
  cancel: 'Cancel',
  codeStepIntro: 'Enter the 6-digit code from your authenticator app.',
  recoveryStepIntro: 'Enter one of the recovery codes you saved when you turned on two-factor sign-in.',
  useRecoveryCode: 'Use a recovery code',
  payoutCodeHelp:
    'Two-factor sign-in is on: enter the 6-digit code your authenticator app shows now (or a recovery code) to confirm this withdrawal.',
  withdrawalCancelTitle: 'Cancel a withdrawal',
  withdrawalCancelIntro:
    'You are about to cancel the withdrawal this link was mailed for. The amount and its fee go back to your balance.',
  withdrawalCancelButton: 'Cancel the withdrawal',
  withdrawalCancelled: 'The withdrawal is cancelled. The amount and its fee are back in your balance.',
  useAuthenticator: 'Use the authenticator app',
  verify: 'Verify',
  logInAgain: 'Log in again',
} as const;

/** `Page | Earnwave`: the page title suffix is the product's name (spec 9). */
/** The upload texts of spec 5 (image drop zones) and spec 8 (posts and uploads). */
export const UPLOAD_TEXT = {
  onlyImages: 'Only image files are allowed',
  noFile: 'Please select a file to upload',
  noRelativePath: 'Upload failed: No relativePath in response',
  failed: 'Upload failed',
  uploaded: 'File uploaded successfully',
  uploading: 'Uploading...',
  /** An image drop zone's hint, with an image in it or empty, and its remove button. */
  replaceImage: 'Click or drop another image to replace it',
  dropImage: 'Click or drop an image here',
  remove: (label: string) => `Remove ${label.toLowerCase()}`,
} as const;

export const IMAGE_UPLOADED = 'Image uploaded successfully';

export const NETWORK_ERROR = 'The server cannot be reached. Please try again.';

/** The landing page's own words besides TEXT's (spec 1): its navbar, hero, footer and contact modal. */
export const LANDING_TEXT = {
  main: 'Main',
  about: 'About',
  darkMode: 'Dark mode',
  dark: 'Dark',
  light: 'Light',
  theHomeOf: 'The home of',
  explanatoryVideo: 'Explanatory video',
  socialLinks: 'Social links',
  social: { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', x: 'X', linkedin: 'LinkedIn' },
  writeTo: 'Write to ',
  at: ' at ',
} as const;

/** What each referral status means (spec 4). */
export const STATUS_MEANINGS: Record<string, string> = {
  active: 'membership activated',
  pending: 'membership under review',
  inactive: 'should submit membership details',
  'not verified': 'should verify e-mail',
};

/** The membership chooser's heading when membership_desc has no title (or could not be read). */
export const CHOOSE_MEMBERSHIP = 'Choose your membership';

/** The balance card's texts, shared by the card and the dashboard's stand-in for it. */
export const BALANCE_TEXT = { title: 'Balance', label: 'Available credits (1 credit = 1 USDT)' };

export const pageTitle = (title?: string) => (title ? `${title} | ${APP_NAME}` : APP_NAME);
