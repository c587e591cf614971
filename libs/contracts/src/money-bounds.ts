/**
 * The largest amount, in whole credits, that each money field accepts: far above any honest use,
 * and far below where a JSON number (2^53 micro-credits is about 9e9 credits) or a bigint column
 * could lose it. Anything above is refused with the field's param (400), never a 500.
 */
export const MONEY_LIMITS = {
  creditPurchase: 1_000_000,
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
