/** Two-factor sign-in (TOTP, RFC 6238): the rules the server and both clients share. */

/** Recovery codes handed out when TOTP is turned on, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the token between the password and the code lives. */
export const MFA_TOKEN_TTL_SECONDS = 5 * 60;
/** Authenticator codes: 6 digits, a new one every 30 s (what every authenticator app shows). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** A code field takes at most this many characters (a recovery code with dashes or spaces fits). */
export const MFA_CODE_MAX_LENGTH = 64;

/** What `POST /members/login` answers instead of a session when the account has TOTP on. */
export interface MfaChallenge {
  mfaRequired: true;
  mfaToken: string;
}

/** `GET /users/{id}/mfa`: the account's second factor, for Settings and the admin console. */
export interface MfaStatus {
  totpEnabled: boolean;
  recoveryCodesLeft: number;
  /** The caller must turn TOTP on before anything else (administrators in production). */
  enrolmentRequired: boolean;
}

/** A 403 that only enrolment lifts carries this in `data`, so a client can lead to the set-up. */
export const MFA_ENROLMENT_REQUIRED = 'mfaEnrolmentRequired';

export const TWO_FACTOR_MSG = {
  status: 'Two-factor sign-in.',
  passwordWrong: 'The password is not correct.',
  passwordRequired: 'Enter your password.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeWrong: 'This code is not correct, or it was already used. Wait for the next code and try again.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notStarted: 'Start the set-up first: no authenticator is waiting for confirmation.',
  notOn: 'Two-factor sign-in is not on.',
  enrolStarted: 'Scan the QR code with your authenticator app, then enter the code it shows.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are shown only once.',
  disabled: 'Two-factor sign-in is off.',
  codeNeeded: 'Enter the code from your authenticator app to finish signing in.',
  mfaTokenInvalid: 'This sign-in step has expired. Please log in again.',
  adminMustEnrol:
    'Administrators must turn on two-factor sign-in before anything else. Set it up with an authenticator app first.',
} as const;
