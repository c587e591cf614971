import { CREDIT_PURCHASE_FEE_CREDITS } from './constants';

const CREDIT_PURCHASE_MAX = 1_000_000;

/**
 * The largest amount, in whole credits, that each money field accepts: far above any honest use,
 * and far below where a JSON number (2^53 micro-credits is about 9e9 credits) or a bigint column
 * could lose it. Anything above is refused with the field's param (400), never a 500. The API's
 * `Credits` rule reads its bound from here, so no amount field goes without one.
 */
export const MONEY_LIMITS = {
  creditPurchase: CREDIT_PURCHASE_MAX,
  /** A credit purchase's totalCost: the amount plus the fee. */
  creditPurchaseTotal: CREDIT_PURCHASE_MAX + CREDIT_PURCHASE_FEE_CREDITS,
  withdrawal: 1_000_000,
  gift: 100_000,
  postCostView: 10_000,
  earnPerMessage: 100_000,
  taskOptionCost: 100_000,
  taskTotalCost: 10_000_000,
  levelPrice: 1_000_000,
  weeklyTokenLimit: 1_000_000,
} as const;
export type MoneyField = keyof typeof MONEY_LIMITS;

/** The smallest amount above 0: one micro-credit. */
export const LEAST_CREDITS = 0.000001;

/**
 * The refusal of an amount outside its range, from the figures the server checks, e.g.
 * creditsRangeMsg('A gift', 1, MONEY_LIMITS.gift) is
 * "A gift is a number of credits from 1 to 100,000, with at most 6 decimals."
 */
export function creditsRangeMsg(what: string, min: number, max: number, { whole = false } = {}): string {
  const top = max.toLocaleString('en-US');
  const range = min === LEAST_CREDITS ? `above 0 and at most ${top}` : `from ${min} to ${top}`;
  return whole
    ? `${what} is a whole number of credits ${range}.`
    : `${what} is a number of credits ${range}, with at most 6 decimals.`;
}
