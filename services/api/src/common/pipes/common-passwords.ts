import { dictionary } from '@zxcvbn-ts/language-common';

/** zxcvbn's ranked list of the 49,233 most common passwords (lower-cased), the top 10,000 among them. */
const COMMON_PASSWORDS = new Set<string>(dictionary['passwords-common']);

/** Case-insensitive: `Password1` is as guessable as `password1`. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
