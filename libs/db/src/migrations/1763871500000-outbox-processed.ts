import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbox delivery is tracked to the end: a processor records when it handled an event
 * (`processed_at`), so an event that the relay marked sent but whose job Redis then lost (a restart
 * without persistence, a failover) is found and relayed again by the worker's sweeper. `job_id` is
 * the BullMQ job that carries the event (a settlement group's id, or `evt-{id}`), so the sweeper
 * leaves alone an event whose job still exists; `relay_attempts` counts the sweeper's re-relays and
 * `parked_at` marks an event given up after the last one.
 *
 * Rows already sent when this runs count as processed: their jobs ran under the old rules, and
 * sending their mail again would be worse than the small chance that one of them was lost.
 */
export class OutboxProcessed1763871500000 implements MigrationInterface {
  name = 'OutboxProcessed1763871500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE outbox
        ADD COLUMN job_id varchar(128),
        ADD COLUMN processed_at timestamptz,
        ADD COLUMN relay_attempts integer NOT NULL DEFAULT 0 CHECK (relay_attempts >= 0),
        ADD COLUMN parked_at timestamptz`);
    await db.query(`UPDATE outbox SET processed_at = sent_at WHERE sent_at IS NOT NULL`);
    // What the sweeper scans every minute: sent, not handled, not given up. Handled rows leave it.
    await db.query(
      `CREATE INDEX outbox_unprocessed_idx ON outbox (sent_at, id)
       WHERE sent_at IS NOT NULL AND processed_at IS NULL AND parked_at IS NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX outbox_unprocessed_idx`);
    await db.query(`
      ALTER TABLE outbox
        DROP COLUMN parked_at,
        DROP COLUMN relay_attempts,
        DROP COLUMN processed_at,
        DROP COLUMN job_id`);
  }
}
