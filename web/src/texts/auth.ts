/**
 * The sign-in, registration and e-mail pages' texts (spec 2 and 5): the login and register forms
 * and the pages under /login, /register, /confirm-mail, /verification, /forgot-password,
 * /reset-password and /logout. The shared ones (return to login, the link errors) are TEXT's.
 */
export const AUTH_TEXT = {
  logIn: 'Log in',
  emailAddress: 'Email address',
  password: 'Password',
  forgotPassword: 'Forgot password?',
  noAccountYet: 'No account yet? ',
  createAccount: 'Create an account',

  register: 'Register',
  name: 'Name',
  confirmPassword: 'Confirm Password',
  joinAs: 'I join as',
  roles: { member: 'Member', advertiser: 'Advertiser', memberAdvertiser: 'Member and advertiser' },
  referralCode: 'Referral code',
  iAccept: 'I accept the ',
  terms: 'terms',
  andThe: ' and the ',
  privacyPolicy: 'privacy policy',
  haveAccount: 'Already have an account? ',

  checkEmail: 'Please check your e-mail',
  verificationSent: 'Verification e-mail sent',
  emailSentTo: 'An e-mail has been sent to ',
  clickTheLink: '. Please click on the included link to verify your address.',

  emailVerification: 'E-mail verification',
  emailVerified: 'Your e-mail is verified',
  verifiedCanLogIn: (email: string) => `${email} has been verified. You can log in now.`,

  forgotTitle: 'Forgot your password?',
  forgotIntro: "Enter your e-mail and we'll send you a reset link.",
  emailRequired: 'Enter your e-mail address.',

  resetPassword: 'Reset password',
  newPasswordRequired: 'Enter a new password.',
  confirmRequired: 'Confirm the new password.',

  logout: 'Logout',
} as const;
