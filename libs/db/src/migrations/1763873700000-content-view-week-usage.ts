import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each member has been credited for content views in each week, kept by the settlement in the
 * transaction of the postings (libs/db/src/ledger/content-view-usage.ts): the weekly cap read one
 * row per member and week instead of summing every content_view posting of the week, a sum that
 * grew with each view and was most of a settlement group's time under its members' locks.
 * `ledger:verify` recomputes it from the postings (a counter that drifts is a finding).
 *
 * A week is the one the view was counted in (the event's weekStart, recorded in the transaction's
 * metadata from now on). Transactions written before carry none: they are counted here in the week
 * they were posted, the week the capping sum gave them, and ledger:verify counts them so too.
 *
 * The unprojected platform accounts are created here once, so that writers no longer insert them
 * (ON CONFLICT DO NOTHING) with every group of postings.
 */
export class ContentViewWeekUsage1763873700000 implements MigrationInterface {
  name = 'ContentViewWeekUsage1763873700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE content_view_week_usage (
        member_id uuid NOT NULL REFERENCES users (id),
        week_start timestamptz NOT NULL,
        used bigint NOT NULL CHECK (used >= 0),
        PRIMARY KEY (member_id, week_start)
      )`);
    await db.query(`
      INSERT INTO content_view_week_usage (member_id, week_start, used)
      SELECT t.member_id, date_trunc('week', t.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', sum(p.amount)
      FROM ledger_transactions t
      JOIN ledger_postings p ON p.transaction_id = t.id AND p.account_id = 'member:' || t.member_id || ':available'
      WHERE t.type = 'content_view'
      GROUP BY 1, 2`);
    await db.query(`
      INSERT INTO ledger_accounts (id, may_go_negative)
      VALUES ('platform:clearing', false), ('platform:rewards', true)
      ON CONFLICT (id) DO NOTHING`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE content_view_week_usage`);
  }
}
