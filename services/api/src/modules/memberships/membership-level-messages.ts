import { REFERRAL_MULTIPLIER_MAX } from '@earnwave/domain';

/** Texts of the level ladder's editing (the console shows the server's message as it is). */
export const LEVEL_MSG = {
  levelNotFound: 'This membership level does not exist.',
  referralsInvalid: `Referral multipliers are numbers from 0 to ${REFERRAL_MULTIPLIER_MAX} with at most 3 decimals, for ordinals "1" to "999" and "more" (required).`,
} as const;
