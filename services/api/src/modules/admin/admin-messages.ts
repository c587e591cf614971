import { REFERRAL_MULTIPLIER_MAX } from '@earnwave/domain';

/** Texts of the admin API (the console shows the server's message as it is). */
export const ADMIN_MSG = {
  memberNotFound: 'This member does not exist.',
  alreadyDeactivated: 'This account is already deactivated.',
  notDeactivated: 'This account is not deactivated.',
  ownAccount: 'An administrator cannot deactivate their own account.',
  alreadyVerified: 'This e-mail address is already verified.',
  verificationSent: 'A new verification link was sent.',
  levelNotFound: 'This membership level does not exist.',
  optionNotFound: 'This setting does not exist.',
  contentNotFound: 'This content does not exist.',
  fileRequired: 'Choose an image or a video to upload.',
  fileType: 'Upload a PNG, JPEG, GIF, WebP or SVG image, or an MP4 or WebM video.',
  fileTooLarge: 'The file is too large: images up to 5 MB, videos up to 50 MB.',
  emptyUpdate: 'Nothing to change.',
  referralsInvalid: `Referral multipliers are numbers from 0 to ${REFERRAL_MULTIPLIER_MAX} with at most 3 decimals, for ordinals "1" to "999" and "more" (required).`,
  ticketIssued: 'The queue board is open to you for 15 minutes.',
} as const;
