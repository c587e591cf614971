import { TOTP_PERIOD_SECONDS } from '@earnwave/contracts';
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP (RFC 6238) with what every authenticator app expects: SHA-1, 6 digits, 30-second steps,
 * a 160-bit secret in base32. otplib does the arithmetic; we keep which step was used last.
 */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// address a QR code carries to the authenticator app. */
export const totpUri = (issuer: string, account: string, secret: string): string =>
  generateURI({ issuer, label: account, secret });

/** A code as typed: 6 digits, spaces allowed ("123 456"). */
export const asTotpCode = (code: string): string | undefined => {
  const digits = code.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
};

/**
 * The time step of the code, when it is the code of this step or of the one before or after
 * (clocks drift, people type slowly) and later than `afterStep`, the last step accepted: so a
 * code, or an earlier one, never works twice.
 */
export async function totpStep(secret: string, code: string, afterStep?: number): Promise<number | undefined> {
  try {
    const result = await verify({ secret, token: code, epochTolerance: TOTP_PERIOD_SECONDS, afterTimeStep: afterStep });
    // The functional API answers HOTP's result type too; a TOTP result carries its time step.
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined; // a secret that does not decode: no code matches it
  }
}
