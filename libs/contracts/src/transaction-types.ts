/** Ledger transaction types as members see them in their history (ARCHITECTURE.md). */
export const TRANSACTION_TYPES = [
  'content_view',
  'referral',
  'task_reward',
  'task_payment',
  'task_refund',
  'gift_sent',
  'gift_received',
  'post_view_paid',
  'post_view_earned',
  'message_paid',
  'message_earned',
  'credit_purchase',
  'withdrawal',
  'withdrawal_fee',
  'withdrawal_released',
  'reversal',
  'activation',
  'debt_repayment',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** A membership paid from outside the balance: left out of the rewards total (spec 3 and 9). */
export const ACTIVATION_TYPE = 'activation' satisfies TransactionType;

/** What counts toward a member's earnings total (never `activation`, never a spend). */
export const EARNING_TYPES: readonly TransactionType[] = [
  'content_view',
  'referral',
  'task_reward',
  'gift_received',
  'post_view_earned',
  'message_earned',
];

/** How the member client names each type in the history (the Transactions screen and its CSV). */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  content_view: 'Content view reward',
  referral: 'Referral reward',
  task_reward: 'Task reward',
  task_payment: 'Task payment',
  task_refund: 'Task refund',
  gift_sent: 'Gift sent',
  gift_received: 'Gift received',
  post_view_paid: 'Paid post view',
  post_view_earned: 'Post view earned',
  message_paid: 'Paid messages',
  message_earned: 'Messages earned',
  credit_purchase: 'Credits bought',
  withdrawal: 'Withdrawal',
  withdrawal_fee: 'Withdrawal fee',
  withdrawal_released: 'Withdrawal returned',
  reversal: 'Correction',
  activation: 'Membership activation',
  debt_repayment: 'Debt repaid',
};

/** `GET members/{id}/transactions` pages: 20 rows by default, at most 100. */
export const TRANSACTIONS_PAGE_SIZE = 20;
export const TRANSACTIONS_PAGE_MAX = 100;
/** The longest range one history call covers (a leap year). */
export const TRANSACTIONS_RANGE_MAX_DAYS = 366;
