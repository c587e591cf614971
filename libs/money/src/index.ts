/**
 * Credits as integers of micro-credits (1 credit = 1,000,000). Conversions go through decimal
 * strings, never through `x * 1e6` (0.29 * 1e6 is not 290000).
 */
export const MICROS_PER_CREDIT = 1_000_000n;
export const CREDIT_DECIMALS = 6;

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

export class InvalidAmountError extends Error {
  constructor(
    readonly input: unknown,
    reason: string,
  ) {
    super(reason);
    this.name = 'InvalidAmountError';
  }
}

/**
 * Parses credits given as a JSON number or a decimal string into micro-credits. More than 6
 * decimals, exponents, NaN and infinities are refused rather than rounded.
 */
export function parseCredits(value: number | string): bigint {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new InvalidAmountError(value, 'not a decimal number');
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > CREDIT_DECIMALS) {
    throw new InvalidAmountError(value, `at most ${CREDIT_DECIMALS} decimals`);
  }
  const micros = BigInt(whole) * MICROS_PER_CREDIT + BigInt(fraction.padEnd(CREDIT_DECIMALS, '0'));
  return sign ? -micros : micros;
}

/** A JS number prints with an exponent past 1e21 or below 1e-6; those are not amounts. */
function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new InvalidAmountError(value, 'not a finite number');
  const text = String(value);
  if (/e/i.test(text)) throw new InvalidAmountError(value, 'out of range');
  return text;
}

/** Micro-credits as an exact decimal string with the trailing zeros removed ("12.5", "-0.000001"). */
export function formatCredits(micros: bigint): string {
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  const whole = abs / MICROS_PER_CREDIT;
  const fraction = (abs % MICROS_PER_CREDIT).toString().padStart(CREDIT_DECIMALS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Micro-credits as the JSON number the API answers with (exact up to 2^53 micro-credits). */
export function creditsToJson(micros: bigint): number {
  return Number(formatCredits(micros));
}

/**
 * Rounds micro-credits to `decimals` places, half to even (spec 9's rounding helper), and
 * answers the rounded value as a fixed string, e.g. roundHalfEven(2_345_000n, 2) === "2.34".
 */
export function roundHalfEven(micros: bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > CREDIT_DECIMALS) {
    throw new RangeError(`decimals must be 0..${CREDIT_DECIMALS}`);
  }
  const step = 10n ** BigInt(CREDIT_DECIMALS - decimals);
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  let units = abs / step;
  const remainder = abs % step;
  const twice = remainder * 2n;
  if (twice > step || (twice === step && units % 2n === 1n)) units += 1n;
  const scale = 10n ** BigInt(decimals);
  const whole = units / scale;
  const fraction = decimals ? `.${(units % scale).toString().padStart(decimals, '0')}` : '';
  return `${negative && units !== 0n ? '-' : ''}${whole}${fraction}`;
}
