import type { NewNotification, PostedEntry } from '@earnwave/db';
import { memberAvailable, type TransactionType } from '@earnwave/domain';
import { formatCredits, roundHalfEven } from '@earnwave/money';

/**
 * The notifications settled money earns, in one place. Content views earn none: that would be
 * one per view. Spends and platform movements earn none either: the member made them.
 */
const TEXTS: Partial<Record<TransactionType, (amount: string) => { title: string; body: string }>> = {
  gift_received: (amount) => ({ title: 'Gift received', body: `You received a gift of ${amount} credits.` }),
  referral: (amount) => ({ title: 'Referral reward', body: `You earned ${amount} credits for a referral.` }),
  post_view_earned: (amount) => ({
    title: 'Post viewed',
    body: `Your paid post was viewed: you earned ${amount} credits.`,
  }),
  message_earned: (amount) => ({ title: 'Chat earnings', body: `You earned ${amount} credits from a chat.` }),
  task_reward: (amount) => ({
    title: 'Task reward',
    body: `Your task proof was approved: you earned ${amount} credits.`,
  }),
};

/**
 * Credits as the member's client shows them (2 decimals, half to even, spec 9); an amount too
 * small to show that way is written exactly, so a notification never reads "0.00 credits".
 */
export function formatAmount(micros: bigint): string {
  const shown = roundHalfEven(micros, 2);
  return micros !== 0n && /^-?0\.00$/.test(shown) ? formatCredits(micros) : shown;
}

/** The notification a posted entry deserves, if any: for the member it credits. */
export function notificationFor(entry: PostedEntry): NewNotification | undefined {
  const text = TEXTS[entry.type];
  if (!text || !entry.memberId) return undefined;
  const account = memberAvailable(entry.memberId);
  const credited = entry.postings
    .filter((posting) => posting.account === account)
    .reduce((sum, posting) => sum + posting.amount, 0n);
  if (credited <= 0n) return undefined;
  return { memberId: entry.memberId, type: entry.type, ...text(formatAmount(credited)) };
}
