import { MICROS_PER_CREDIT } from '@earnwave/money';
import { REFERRAL_MULTIPLIER_MAX } from '@earnwave/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Weeks run Monday 00:00 to Sunday 24:00 UTC: the start of the week that holds `at`. */
export function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The UTC day that holds `at`, as YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** UTC midnight of the day that holds `at`. */
export function utcMidnight(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/**
 * What the n-th counted view (1-based, over the member's whole history) earns: floor(1 credit /
 * contentView), and every contentView-th view adds the remainder, so contentView views earn
 * exactly 1 credit.
 */
export function viewReward(ordinal: number, contentView: number): bigint {
  if (!Number.isInteger(contentView) || contentView < 1)
    throw new RangeError('contentView must be a whole number >= 1');
  const share = MICROS_PER_CREDIT / BigInt(contentView);
  const remainder = MICROS_PER_CREDIT - share * BigInt(contentView);
  return ordinal % contentView === 0 ? share + remainder : share;
}

/** The weekly cap: once the week's rewards reach the level's weekly limit, no view counts until Monday. */
export function weeklyCapReached(usedThisWeek: bigint, weeklyLimit: bigint): boolean {
  return usedThisWeek >= weeklyLimit;
}

/** A reward capped at what is left of the week's limit (never below zero). */
export function capToWeeklyLimit(reward: bigint, usedThisWeek: bigint, weeklyLimit: bigint): bigint {
  if (weeklyCapReached(usedThisWeek, weeklyLimit)) return 0n;
  const left = weeklyLimit - usedThisWeek;
  return reward < left ? reward : left;
}

/** The multiplier for a referrer's n-th rewarded referral: its ordinal's entry, else `more`. */
export function referralMultiplier(referrals: Record<string, number>, ordinal: number): number {
  return referrals[String(ordinal)] ?? referrals.more ?? 0;
}

/**
 * ceil(multiplier × min(referrer's level price, price the referred member paid)) whole credits,
 * in micro-credits, and never more than that smaller price: a referral pays out at most what came
 * in with it, so throw-away accounts buying the cheapest level cannot farm a dear level's reward.
 * Multipliers carry at most 3 decimals (the level editor refuses more) and are applied in
 * thousandths: no float touches money.
 */
export function referralReward(multiplier: number, referrerPriceMicros: bigint, paidMicros: bigint): bigint {
  const base = referrerPriceMicros < paidMicros ? referrerPriceMicros : paidMicros;
  if (base <= 0n) return 0n;
  const thousandths = BigInt(Math.round(Math.min(multiplier, REFERRAL_MULTIPLIER_MAX) * 1000));
  const perCreditInThousandths = MICROS_PER_CREDIT * 1000n;
  const credits = (base * thousandths + perCreditInThousandths - 1n) / perCreditInThousandths;
  const reward = credits * MICROS_PER_CREDIT;
  return reward < base ? reward : base;
}

/** Whole days left until `endedAt` (0 once it has passed). */
export function daysLeft(endedAt: Date | null, now: Date): number {
  if (!endedAt) return 0;
  return Math.max(0, Math.ceil((endedAt.getTime() - now.getTime()) / DAY_MS));
}

/** `months` calendar months after `from`, clamped to the month's last day (Jan 31 + 1 = Feb 28/29). */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  target.setUTCHours(from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds());
  return target;
}
