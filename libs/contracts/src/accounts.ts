/** Texts of the administrators' member actions (the console shows the server's message as it is). */
export const ACCOUNT_MSG = {
  memberNotFound: 'This member does not exist.',
  alreadyDeactivated: 'This account is already deactivated.',
  notDeactivated: 'This account is not deactivated.',
  ownAccount: 'An administrator cannot deactivate their own account.',
  alreadyVerified: 'This e-mail address is already verified.',
} as const;
