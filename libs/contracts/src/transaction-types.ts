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
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** What counts toward a member's earnings total (never `activation`, never a spend). */
export const EARNING_TYPES: readonly TransactionType[] = [
  'content_view',
  'referral',
  'task_reward',
  'gift_received',
  'post_view_earned',
  'message_earned',
];
