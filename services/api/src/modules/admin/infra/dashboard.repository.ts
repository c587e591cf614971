import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PLATFORM } from '@earnwave/domain';
import { creditsToJson } from '@earnwave/money';
import { DataSource } from 'typeorm';

/** The dashboard's figures: counts and sums over other modules' tables, read only. */
@Injectable()
export class DashboardRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async pendingDecisions() {
    const [row]: Record<'membershipRequests' | 'withdrawals' | 'creditPurchases' | 'taskPayments', number>[] =
      await this.db.query(
        `SELECT (SELECT count(*) FROM member_subscriptions WHERE status = 'pending' AND method = 'usdt')::int AS "membershipRequests",
              (SELECT count(*) FROM withdrawal_requests WHERE status = 'pending')::int AS withdrawals,
              (SELECT count(*) FROM credit_purchases WHERE status = 'pending')::int AS "creditPurchases",
              (SELECT count(*) FROM task_payments WHERE status = 'pending')::int AS "taskPayments"`,
      );
    return row;
  }

  /**
   * Since 00:00 UTC: money that came in (deposits are debited as it arrives, so their sign is
   * turned), money sent out, and fees kept.
   */
  async todaysMoney() {
    const rows: { account_id: string; total: string }[] = await this.db.query(
      `SELECT account_id, sum(amount)::text AS total FROM ledger_postings
       WHERE account_id = ANY($1) AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
       GROUP BY account_id`,
      [[PLATFORM.deposits, PLATFORM.payouts, PLATFORM.fees]],
    );
    const sum = (account: string) => BigInt(rows.find((row) => row.account_id === account)?.total ?? 0);
    return {
      deposits: creditsToJson(-sum(PLATFORM.deposits)),
      payouts: creditsToJson(sum(PLATFORM.payouts)),
      fees: creditsToJson(sum(PLATFORM.fees)),
    };
  }

  async membersByStatus() {
    const rows: { status: string; deactivated: boolean; count: number }[] = await this.db.query(
      `SELECT status, deactivated_at IS NOT NULL AS deactivated, count(*)::int AS count FROM users
       WHERE role <> 'admin' GROUP BY 1, 2`,
    );
    const byStatus: Record<string, number> = { inactive: 0, pending: 0, active: 0 };
    let deactivated = 0;
    for (const row of rows) {
      byStatus[row.status] = (byStatus[row.status] ?? 0) + row.count;
      if (row.deactivated) deactivated += row.count;
    }
    return { total: rows.reduce((total, row) => total + row.count, 0), byStatus, deactivated };
  }

  /** Members by their current level (the latest membership ever activated); `none` never had one. */
  async membersByLevel() {
    const rows: { level: string | null; count: number }[] = await this.db.query(
      `SELECT current.level, count(*)::int AS count FROM users u
       LEFT JOIN LATERAL (
         SELECT s.level FROM member_subscriptions s
         WHERE s.member_id = u.id AND s.status IN ('active', 'expired') ORDER BY s.started_at DESC LIMIT 1
       ) current ON true
       WHERE u.role <> 'admin' GROUP BY current.level`,
    );
    const byLevel: Record<string, number> = { none: 0, bronze: 0, silver: 0, gold: 0, cash: 0 };
    for (const row of rows) byLevel[row.level ?? 'none'] = row.count;
    return byLevel;
  }
}
