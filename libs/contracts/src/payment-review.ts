import type { TransactionType } from './transaction-types';

/**
 * The payment desk's review of the account behind a payout or a deposit (the console's `review`):
 * who else is behind it, where its credits came from, and the flags that hold it for a person to
 * look at (the worker's auto-approval skips a flagged account). Computed in
 * `libs/db/src/payment-review/`; texts here so that the console shows the server's words.
 */

/** An account younger than this many days is flagged `new-account`. */
export const NEW_ACCOUNT_DAYS = 7;
/** Sign-ups and sign-ins from one network address link two accounts when this many days apart or less. */
export const ADDRESS_LINK_DAYS = 30;
/** How long the addresses and device ids it links by are kept unless REVIEW_RETENTION_DAYS says otherwise. */
export const REVIEW_RETENTION_DAYS_DEFAULT = 180;

export const LINK_REASONS = ['wallet', 'device', 'address', 'referral'] as const;
export type LinkReason = (typeof LINK_REASONS)[number];

export const LINK_REASON_TEXTS: Record<LinkReason, string> = {
  wallet: 'withdrew to the same wallet address',
  device: 'signed in from the same device',
  address: `signed up or in from the same network address within ${ADDRESS_LINK_DAYS} days`,
  referral: 'referred one another, directly or through one account',
};

export const REVIEW_FLAGS = [
  'new-account',
  'shared-wallet',
  'shared-device',
  'referral-ring',
  'earned-only-from-linked',
] as const;
export type ReviewFlag = (typeof REVIEW_FLAGS)[number];

/** Why each flag holds a payout, in the sentence the console shows beside it. */
export const REVIEW_FLAG_TEXTS: Record<ReviewFlag, string> = {
  'new-account': `The account is less than ${NEW_ACCOUNT_DAYS} days old.`,
  'shared-wallet': 'Another account withdrew to a wallet address this account withdraws to.',
  'shared-device': 'Another account signed in from a device this account signed in from.',
  'referral-ring':
    'The account referred, or was referred by, an account it shares a device, network address or wallet with: referral rewards paid within one person’s accounts.',
  'earned-only-from-linked':
    'Every credit the account earned came from accounts linked to it (gifts, referrals, paid posts or chat), none from viewing or tasks.',
};

/**
 * Whether a deposit's sender (what its chain check found) is one the account paid from in a deposit
 * approved before: the worker's auto-approval takes only those; the first deposit from a sender
 * waits for an administrator, since anyone can submit a Txid another person paid.
 */
export const DEPOSIT_SENDER_TEXTS = {
  known: 'The account paid from this sender before, in a deposit that was approved.',
  first: 'First deposit from this sender: anyone can submit a Txid another person paid, so an administrator decides.',
} as const;

/** A deposit's sender as the review tells it (DEPOSIT_SENDER_TEXTS). */
export interface DepositSenderNote {
  known: boolean;
  sentence: string;
}

/** Where a member's credits came from, summed over the account's life from the ledger. */
export const FUND_SOURCES = [
  'viewing',
  'referrals',
  'giftsReceived',
  'tasks',
  'postSales',
  'chat',
  'purchased',
  'other',
] as const;
export type FundSource = (typeof FUND_SOURCES)[number];

/**
 * The source each ledger transaction type credits the member from; null for a spend or for the
 * member's own money coming back (a released withdrawal, a task's refund), which is no new source.
 * A reversal counts against the source of the transaction it reverses.
 */
export const FUND_SOURCE_OF: Record<TransactionType, FundSource | null> = {
  content_view: 'viewing',
  referral: 'referrals',
  task_reward: 'tasks',
  task_payment: null,
  task_refund: null,
  gift_sent: null,
  gift_received: 'giftsReceived',
  post_view_paid: null,
  post_view_earned: 'postSales',
  message_paid: null,
  message_earned: 'chat',
  credit_purchase: 'purchased',
  withdrawal: null,
  withdrawal_fee: null,
  withdrawal_released: null,
  reversal: 'other',
  activation: 'other',
  // What a member's later credits pay of a debt (a reversed referral reward): money going out, no source.
  debt_repayment: null,
};

/** Another account behind the same person, as far as the desk can tell, and why. */
export interface LinkedAccount {
  memberId: string;
  name: string;
  reasons: LinkReason[];
}

export interface ReviewFlagNote {
  flag: ReviewFlag;
  /** REVIEW_FLAG_TEXTS[flag]: why the flag holds the payout. */
  sentence: string;
}

/** The review of the account behind a payment (credits are numbers, as in every console record). */
export interface PaymentReview {
  linkedAccounts: LinkedAccount[];
  /** Credits by origin over the account's life (FUND_SOURCE_OF), net of reversals. */
  sourceOfFunds: Record<FundSource, number>;
  accountAgeDays: number;
  /** The account's withdrawals paid out (approved) among those asked before the payment reviewed. */
  previousWithdrawals: { count: number; total: number };
  flags: ReviewFlagNote[];
}
