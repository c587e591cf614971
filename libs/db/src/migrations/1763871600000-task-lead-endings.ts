import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A lead a member took can end without being finished: the worker ends a lead that has no proof
 * waiting and no activity for as long as an owner has to decide a proof (see idle-leads.ts in the
 * worker). `released_at`: the lead had no approved proof and went back to the task (cleared when
 * the member takes it again, `taken_at` then restarting the clock); `closed_at`: it had some and
 * counts as done, its unpaid part going back to the owner.
 */
export class TaskLeadEndings1763871600000 implements MigrationInterface {
  name = 'TaskLeadEndings1763871600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE task_performances
        ADD COLUMN taken_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN released_at timestamptz,
        ADD COLUMN closed_at timestamptz,
        ADD CONSTRAINT task_performances_one_ending CHECK (released_at IS NULL OR closed_at IS NULL)`);
    await db.query(`UPDATE task_performances SET taken_at = created_at`);
    // What the sweep scans: leads still running.
    await db.query(
      `CREATE INDEX task_performances_running_idx ON task_performances (taken_at)
       WHERE released_at IS NULL AND closed_at IS NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX task_performances_running_idx`);
    await db.query(`
      ALTER TABLE task_performances
        DROP CONSTRAINT task_performances_one_ending,
        DROP COLUMN closed_at,
        DROP COLUMN released_at,
        DROP COLUMN taken_at`);
  }
}
