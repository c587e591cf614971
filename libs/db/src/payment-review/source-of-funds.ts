import { FUND_SOURCE_OF, FUND_SOURCES, type FundSource, type TransactionType } from '@earnwave/contracts';
import { memberAvailable } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';

/**
 * What came into the member's available balance over the account's life, by source
 * (FUND_SOURCE_OF), in micro-credits: a reversal counts against the source of what it reverses, so
 * a referral reward taken back after a refund leaves nothing under referrals.
 */
export async function sourceOfFunds(manager: EntityManager, userId: string): Promise<Record<FundSource, bigint>> {
  const rows = (await manager.query(
    `SELECT coalesce(reversed.type, t.type) AS type, sum(p.amount)::text AS amount
       FROM ledger_postings p
       JOIN ledger_transactions t ON t.id = p.transaction_id
       LEFT JOIN ledger_transactions reversed ON reversed.id = t.reverses_id
      WHERE p.account_id = $1
      GROUP BY 1`,
    [memberAvailable(userId)],
  )) as { type: TransactionType; amount: string }[];
  const sums = Object.fromEntries(FUND_SOURCES.map((source) => [source, 0n])) as Record<FundSource, bigint>;
  for (const { type, amount } of rows) {
    // A type the map does not know (none today) still shows, under other.
    const source = type in FUND_SOURCE_OF ? FUND_SOURCE_OF[type] : 'other';
    if (source) sums[source] += BigInt(amount);
  }
  return sums;
}
