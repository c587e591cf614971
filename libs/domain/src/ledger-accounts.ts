import type { LedgerEntry } from './entries';

/** Ledger account names (ARCHITECTURE.md, Money and the ledger). */
export const PLATFORM = {
  /** Funds every earned reward; goes negative by what was paid out as rewards. */
  rewards: 'platform:rewards',
  /** Money that came in from outside (USDT transfers, cards); goes negative by what came in. */
  deposits: 'platform:deposits',
  /** Money sent out to members' wallets. */
  payouts: 'platform:payouts',
  /** Spends between members awaiting settlement by the worker. */
  clearing: 'platform:clearing',
  fees: 'platform:fees',
  revenue: 'platform:revenue',
} as const;

export const memberAvailable = (memberId: string) => `member:${memberId}:available`;
export const memberHeld = (memberId: string) => `member:${memberId}:held`;
export const taskEscrow = (taskId: string) => `task:${taskId}:escrow`;
/**
 * What a member owes the platform, as a negative balance that never holds credit (a check
 * constraint): a refunded or disputed card payment's referral reward taken back beyond the
 * referrer's balance. The member's available balance stays at or above zero; every later credit to
 * it pays this off first (`payDebts` in libs/db's ledger writer), so while a member owes, nothing
 * they receive can be spent or withdrawn. Their net worth is available + debt.
 */
export const memberDebt = (memberId: string) => `member:${memberId}:debt`;

/** The only accounts whose balance may go below zero: the sources of outside and reward money. */
export const MAY_GO_NEGATIVE: ReadonlySet<string> = new Set([PLATFORM.rewards, PLATFORM.deposits]);

/** Whether the account's balance may go below zero: the platform's sources and members' debts. */
export function mayGoNegative(account: string): boolean {
  return MAY_GO_NEGATIVE.has(account) || /^member:[0-9a-f-]{36}:debt$/.test(account);
}

/**
 * Accounts without a balance row kept under lock; the balance of each is the sum of its postings
 * (ledger:verify and the console compute it so). A hot row would serialise every writer that
 * touches it: every spend between members passes through clearing, and every reward (content
 * views, referrals) is paid from rewards, so settlement groups on several workers queued for that
 * one row lock. Neither needs the lock for a check: clearing is proven against the unsettled spends
 * by the reconciliation, and rewards may go negative. Postings stay append-only and balanced.
 */
export const UNPROJECTED: ReadonlySet<string> = new Set([PLATFORM.clearing, PLATFORM.rewards]);

/** The member an account belongs to, if any. */
export function memberOfAccount(account: string): string | undefined {
  const match = /^member:([0-9a-f-]{36}):(available|held|debt)$/.exec(account);
  return match?.[1];
}

/** The members whose available balance these entries change: whom a live balance push is for. */
export function membersWithAvailableChange(entries: readonly Pick<LedgerEntry, 'postings'>[]): string[] {
  const members = new Set<string>();
  for (const { postings } of entries) {
    for (const { account } of postings) {
      const member = memberOfAccount(account);
      if (member && account === memberAvailable(member)) members.add(member);
    }
  }
  return [...members];
}
