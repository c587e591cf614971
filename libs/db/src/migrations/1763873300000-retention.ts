import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the worker's retention job (services/worker/src/processors/maintenance/retention.ts) finds
 * its old rows by, so that each of its bounded batches reads an index range instead of the table.
 * The outbox's is partial: rows not yet processed are never candidates.
 */
export class Retention1763873300000 implements MigrationInterface {
  name = 'Retention1763873300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX outbox_processed_at_idx ON outbox (processed_at) WHERE processed_at IS NOT NULL`);
    await db.query(`CREATE INDEX sessions_last_seen_at_idx ON sessions (last_seen_at)`);
    await db.query(`CREATE INDEX card_payment_events_received_at_idx ON card_payment_events (received_at)`);
    await db.query(`CREATE INDEX used_tokens_used_at_idx ON used_tokens (used_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX used_tokens_used_at_idx`);
    await db.query(`DROP INDEX card_payment_events_received_at_idx`);
    await db.query(`DROP INDEX sessions_last_seen_at_idx`);
    await db.query(`DROP INDEX outbox_processed_at_idx`);
  }
}
