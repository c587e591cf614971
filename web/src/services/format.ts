import { referralReward as domainReferralReward } from '@earnwave/domain';
import { MICROS_PER_CREDIT, parseCredits, roundHalfEven } from '@earnwave/money';

/** Credits (JSON numbers from the API) to micro-credits; anything unparsable counts as 0. */
export function toMicros(credits: number | string): bigint {
  try {
    return parseCredits(credits);
  } catch {
    return 0n;
  }
}

/** Credits shown to 2 decimals, rounding half to even (spec 9's rounding helper, from @earnwave/money). */
export function usdt(credits: number | string | bigint): string {
  return roundHalfEven(typeof credits === 'bigint' ? credits : toMicros(credits), 2);
}

/** Spec 9's default currency symbol. */
export const CURRENCY = '$';
export const money = (credits: number | string | bigint) => `${CURRENCY}${usdt(credits)}`;

/** A movement of money: money() with its sign, + for what came in and − for what went out. */
export function signedMoney(credits: number | string | bigint): string {
  const micros = typeof credits === 'bigint' ? credits : toMicros(credits);
  const sign = micros > 0n ? '+' : micros < 0n ? '−' : '';
  return `${sign}${money(micros < 0n ? -micros : micros)}`;
}

/**
 * The most a referral at `multiplier` earns a member of a level priced `price` (spec 9), in whole
 * tokens: the server's own rule (@earnwave/domain's referralReward), for a friend who paid as much.
 */
export function referralReward(multiplier: number, price: number): bigint {
  const micros = toMicros(price);
  return (domainReferralReward(multiplier, micros, micros) + MICROS_PER_CREDIT - 1n) / MICROS_PER_CREDIT;
}

/** Week-on-week change as a percent, or a dash when the previous week is zero (spec 2 and 9). */
export const NO_CHANGE = '—';
export function weekOnWeek(current: number, previous: number): string {
  if (!previous) return NO_CHANGE;
  const percent = Math.round(((current - previous) / previous) * 100);
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

/** DD-MM-YYYY, as the credit purchase sends its date (spec 5). */
export function ddmmyyyy(date: { format: (pattern: string) => string }): string {
  return date.format('DD-MM-YYYY');
}
