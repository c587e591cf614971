import { RECOVERY_CODE_COUNT } from '@earnwave/contracts';
import { randomInt } from 'node:crypto';

/** Crockford's base32: no i, l, o or u, so that nothing reads as another character. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** 10 characters of 5 bits: 50 bits each, kept as argon2id hashes (ASVS 5.0 V6.5.2 asks for a slow hash below 112 bits). */
const LENGTH = 10;

/** A new set of recovery codes, in the form that is hashed. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
}

/** A recovery code as shown to the member, once: `xxxxx-xxxxx`. */
export const shownRecoveryCode = (code: string): string => `${code.slice(0, LENGTH / 2)}-${code.slice(LENGTH / 2)}`;

/**
 * A recovery code as typed, in the form that is hashed: lower case, without spaces and dashes,
 * with the letters people confuse with digits read as those digits; undefined when it cannot be one.
 */
export function asRecoveryCode(input: string): string | undefined {
  const code = input.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
  return code.length === LENGTH && [...code].every((char) => ALPHABET.includes(char)) ? code : undefined;
}
