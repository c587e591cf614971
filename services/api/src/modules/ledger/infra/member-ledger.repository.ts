import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TransactionType } from '@earnwave/contracts';
import { availableBalances } from '@earnwave/db';
import { EARNING_TYPES, memberAvailable } from '@earnwave/domain';
import { creditsToJson } from '@earnwave/money';
import { DataSource } from 'typeorm';
import type { TransactionFilter } from '../transaction-filter';

/** A member's own history of money over the ledger: read only. */
@Injectable()
export class MemberLedgerRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** These members' available balances, read after a commit for the live pushes. */
  balances(memberIds: readonly string[]): Promise<{ memberId: string; balance: bigint }[]> {
    return availableBalances(this.db.manager, memberIds);
  }

  /**
   * Over the whole filtered history: how many rows, the sum of the earning types (ARCHITECTURE.md)
   * and the sum of every row less the activation-type ones (spec 9's displayed total).
   */
  async historyTotals(
    memberId: string,
    filter: TransactionFilter,
  ): Promise<{ total: number; earned: bigint; net: bigint }> {
    const history = historySql(memberId, filter);
    const [totals]: { total: number; earned: string; net: string }[] = await this.db.query(
      `SELECT count(*)::int AS total,
         coalesce(sum(amount) FILTER (WHERE type = ANY($${history.params.length + 1}::text[])), 0)::text AS earned,
         coalesce(sum(amount) FILTER (WHERE type <> 'activation'), 0)::text AS net
       FROM (${history.sql}) history`,
      [...history.params, EARNING_TYPES],
    );
    return { total: totals.total, earned: BigInt(totals.earned), net: BigInt(totals.net) };
  }

  /** The filtered history's rows, newest first; the filter's page of them when it asks one. */
  async history(memberId: string, filter: TransactionFilter) {
    const history = historySql(memberId, filter);
    const next = (offset: number) => `$${history.params.length + offset}`;
    const page = filter.page;
    const rows: { id: string; type: TransactionType; amount: string; created_at: Date }[] = await this.db.query(
      `SELECT id, type, amount::text, created_at FROM (${history.sql}) history
       ORDER BY created_at DESC, seq DESC ${page ? `LIMIT ${next(1)} OFFSET ${next(2)}` : ''}`,
      page ? [...history.params, page.limit, (page.page - 1) * page.limit] : history.params,
    );
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      amount: creditsToJson(BigInt(row.amount)),
      createdAt: row.created_at,
    }));
  }
}

/**
 * The rows of a member's history: postings on their available account, and the positive side of
 * the activations tagged with them; `seq` (the posting id) orders rows of one instant.
 */
function historySql(memberId: string, filter: TransactionFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [memberAvailable(memberId), filter.from];
  const param = (value: unknown) => `$${params.push(value)}`;
  const until = filter.to ? param(filter.to) : undefined;
  const range = (column: string) => `${column} >= $2${until ? ` AND ${column} < ${until}` : ''}`;
  const postings = `SELECT p.id AS seq, p.id::text AS id, p.type, p.amount, p.created_at FROM ledger_postings p
    WHERE p.account_id = $1 AND ${range('p.created_at')}${filter.type ? ` AND p.type = ${param(filter.type)}` : ''}`;
  if (filter.type && filter.type !== 'activation') return { sql: postings, params };
  const activations = `SELECT p.id, t.id::text, t.type, p.amount, t.created_at FROM ledger_transactions t
    JOIN ledger_postings p ON p.transaction_id = t.id AND p.amount > 0
    WHERE t.member_id = ${param(memberId)} AND t.type = 'activation' AND ${range('t.created_at')}`;
  return { sql: `${postings} UNION ALL ${activations}`, params };
}
