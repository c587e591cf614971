/** Texts of the referral invitation (the client shows the server's message as it is). */
export const REFERRAL_MSG = {
  ownEmail: 'You cannot invite yourself.',
  alreadyMember: 'This person is already a member.',
  /** The spec's success toast. */
  sent: (email: string) => `Send referral email to ${email}`,
} as const;
