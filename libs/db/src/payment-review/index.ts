import { FUND_SOURCES, type FundSource, type LinkReason, type PaymentReview } from '@earnwave/contracts';
import { creditsToJson } from '@earnwave/money';
import type { EntityManager } from 'typeorm';
import { accountFlags, flagNotes } from './flags';
import { linkedMembersSql } from './linked-accounts';
import { sourceOfFunds } from './source-of-funds';

export { accountFlags, accountFlagsOf, anyFlagSql, flagNotes, hasFlagSql } from './flags';
export { depositSenderNote, knownSenderSql } from './deposit-senders';
export * from './chain-checks';
export * from './decision-gate';
export { eraseExpiredReviewRecords, recordSignupAddress } from './signup-addresses';

/**
 * The payment desk's review of the account behind a payment: who else is behind it, where its
 * credits came from, its age, what it was paid out before and its flags. Shown to administrators
 * only (the console's payment records). `before`, the moment the payment reviewed was asked, bounds
 * the previous withdrawals (none given: all the account's).
 */
export async function paymentReview(
  manager: EntityManager,
  userId: string,
  before?: string | Date | null,
): Promise<PaymentReview> {
  const linked = (await manager.query(
    `SELECT link.member_id, u.name, array_agg(link.reason ORDER BY link.reason) AS reasons
       FROM (${linkedMembersSql('$1::uuid')}) link
       JOIN users u ON u.id = link.member_id
      GROUP BY link.member_id, u.name
      ORDER BY u.name, link.member_id`,
    [userId],
  )) as { member_id: string; name: string; reasons: LinkReason[] }[];
  const [account] = (await manager.query(
    `SELECT floor(extract(epoch FROM now() - u.created_at) / 86400)::int AS age_days,
            count(w.id)::int AS paid_count, coalesce(sum(w.amount), 0)::text AS paid_total
       FROM users u
       LEFT JOIN withdrawal_requests w
         ON w.member_id = u.id AND w.status = 'approved' AND ($2::timestamptz IS NULL OR w.created_at < $2)
      WHERE u.id = $1
      GROUP BY u.id`,
    [userId, before ?? null],
  )) as { age_days: number; paid_count: number; paid_total: string }[];
  const funds = await sourceOfFunds(manager, userId);
  const flags = await accountFlags(manager, userId);
  return {
    linkedAccounts: linked.map((row) => ({ memberId: row.member_id, name: row.name, reasons: row.reasons })),
    sourceOfFunds: Object.fromEntries(FUND_SOURCES.map((source) => [source, creditsToJson(funds[source])])) as Record<
      FundSource,
      number
    >,
    accountAgeDays: account?.age_days ?? 0,
    previousWithdrawals: {
      count: account?.paid_count ?? 0,
      total: creditsToJson(BigInt(account?.paid_total ?? '0')),
    },
    flags: flagNotes(flags),
  };
}
