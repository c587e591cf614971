import type { NewNotification, PostedEntry } from '@earnwave/db';
import { NOTIFICATION_TEXT } from '@earnwave/contracts';
import { memberAvailable, type TransactionType } from '@earnwave/domain';
import { formatCredits, roundHalfEven } from '@earnwave/money';

type Text = (amount: string, payer: string) => { title: string; body: string };

/**
 * The notifications settled money earns, in one place (their words: libs/contracts'
 * NOTIFICATION_TEXT). Content views earn none: that would be
 * one per view. Spends and platform movements earn none either: the member made them. Credits
 * another member paid (gifts, paid post views, chat) name that member, whatever spend sent them
 * (the `member-transfer.spent` event's receiverType).
 */
const { giftReceived, referral, postViewEarned, messageEarned, taskReward } = NOTIFICATION_TEXT;
const TEXTS: Partial<Record<TransactionType, Text>> = {
  gift_received: (amount, payer) => ({ title: giftReceived.title, body: giftReceived.body(amount, payer) }),
  referral: (amount) => ({ title: referral.title, body: referral.body(amount) }),
  post_view_earned: (amount, payer) => ({ title: postViewEarned.title, body: postViewEarned.body(amount, payer) }),
  message_earned: (amount, payer) => ({ title: messageEarned.title, body: messageEarned.body(amount, payer) }),
  task_reward: (amount) => ({ title: taskReward.title, body: taskReward.body(amount) }),
};

/**
 * Credits as the member's client shows them (2 decimals, half to even, spec 9); an amount too
 * small to show that way is written exactly, so a notification never reads "0.00 credits".
 */
export function formatAmount(micros: bigint): string {
  const shown = roundHalfEven(micros, 2);
  return micros !== 0n && /^-?0\.00$/.test(shown) ? formatCredits(micros) : shown;
}

/** Credits one member paid another: their notifications name the payer. */
const PAID_BY_A_MEMBER: ReadonlySet<TransactionType> = new Set(['gift_received', 'post_view_earned', 'message_earned']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The member who paid the credits of a member-to-member transfer (its settlement's metadata). */
function payerOf(entry: PostedEntry): string | undefined {
  const payerId = entry.metadata?.payerId;
  return PAID_BY_A_MEMBER.has(entry.type) && typeof payerId === 'string' && UUID.test(payerId) ? payerId : undefined;
}

/**
 * The notification a posted entry deserves, if any: for the member it credits, with the amount
 * credited to them (net of any fee) and, for a transfer, the payer's name from `payerNames`.
 */
export function notificationFor(
  entry: PostedEntry,
  payerNames: ReadonlyMap<string, string> = new Map(),
): NewNotification | undefined {
  const text = TEXTS[entry.type];
  if (!text || !entry.memberId) return undefined;
  const account = memberAvailable(entry.memberId);
  const credited = entry.postings
    .filter((posting) => posting.account === account)
    .reduce((sum, posting) => sum + posting.amount, 0n);
  if (credited <= 0n) return undefined;
  const payerId = payerOf(entry);
  const payer = (payerId && payerNames.get(payerId)) || NOTIFICATION_TEXT.someone;
  return { memberId: entry.memberId, type: entry.type, ...text(formatAmount(credited), payer) };
}

/** The members who paid the credits of a settled group: its notifications name them. */
export function payersOf(posted: PostedEntry[]): string[] {
  return [...new Set(posted.flatMap((entry) => payerOf(entry) ?? []))];
}

/** The notifications of a settled group, given the names of its payers (`payersOf`). */
export function notificationsFor(posted: PostedEntry[], payerNames: ReadonlyMap<string, string>): NewNotification[] {
  return posted.flatMap((entry) => notificationFor(entry, payerNames) ?? []);
}
