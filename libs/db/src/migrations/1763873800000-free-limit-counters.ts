import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The free membership's send limit read two counters on the member's available account
 * (`sent_out`, `bought`: libs/domain's freeLimitCounts) instead of summing every gift, paid view,
 * chat renewal, task payment and credit purchase the member ever posted, a sum that every spend of
 * a free member ran under its balance lock and that grew with each one. The ledger writers keep
 * them with the postings, in the statement that moves the balance; `ledger:verify` recomputes them
 * (a counter that drifts is a finding). Filled here from the postings so far; the types are the
 * ones freeLimitCounts names.
 */
export class FreeLimitCounters1763873800000 implements MigrationInterface {
  name = 'FreeLimitCounters1763873800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE ledger_accounts
        ADD COLUMN sent_out bigint NOT NULL DEFAULT 0,
        ADD COLUMN bought bigint NOT NULL DEFAULT 0`);
    await db.query(`
      UPDATE ledger_accounts a SET sent_out = counted.sent_out, bought = counted.bought
      FROM (SELECT account_id,
                   -coalesce(sum(amount) FILTER (WHERE type IN ('gift_sent', 'post_view_paid', 'message_paid',
                                                               'task_payment', 'task_refund')), 0) AS sent_out,
                   coalesce(sum(amount) FILTER (WHERE type = 'credit_purchase'), 0) AS bought
            FROM ledger_postings
            WHERE account_id LIKE 'member:%:available'
            GROUP BY account_id) counted
      WHERE a.id = counted.account_id`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE ledger_accounts DROP COLUMN bought, DROP COLUMN sent_out`);
  }
}
