/**
 * Texts the server answers with. The spec does not show the server's wording, so these are
 * ours; the client shows them as they are, so keep them short and human.
 */
export const MSG = {
  ok: 'OK',
  validationFailed: 'Please check the highlighted fields.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request body is too large.',
  unauthenticated: 'User not authenticated.',
  forbidden: 'You are not allowed to do that.',
  notFound: 'Not found.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  internal: 'Something went wrong. Please try again.',

  registered: 'Registration successful. Please check your e-mail to verify your address.',
  emailTaken: 'This e-mail address is already registered.',
  passwordsDiffer: 'Password and confirm password do not match.',
  passwordWeak: 'Password must be 8 to 128 characters and contain at least one letter and one number.',
  termsNotAccepted: 'You must accept the terms and conditions.',
  referralCodeUnknown: 'This referral code does not exist.',
  roleNotAllowed: 'Choose member, advertiser or member_advertiser as the role.',
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 80 characters.',
  emailInvalid: 'Enter a valid e-mail address.',

  loggedIn: 'Login successful.',
  credentialsRequired: 'E-mail and password are required.',
  badCredentials: 'Invalid e-mail or password.',
  emailNotVerified: 'Please verify your e-mail address before logging in. We sent you a link when you registered.',
  accountDeactivated: 'This account has been deactivated. Contact support to reactivate it.',

  emailVerified: 'Your e-mail address is verified. You can log in now.',
  linkInvalid: 'The link is not valid.',
  linkUsed: 'This link has already been used.',
  linkEmailMismatch: 'The link does not belong to this e-mail address.',

  resetMailSent: 'If an account exists for this address, we have sent a link to reset the password.',
  passwordReset: 'Login with your new password',
  passwordChanged: 'Password changed successfully',
  oldPasswordWrong: 'The old password is not correct.',
  accountRemoved: 'Your account removed',
} as const;
