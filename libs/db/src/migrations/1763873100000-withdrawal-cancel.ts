import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member may cancel their own pending withdrawal from the link its mail carries (a stolen session
 * asked for it, say): the request ends `cancelled` and its hold is released, as a rejection's is.
 */
export class WithdrawalCancel1763873100000 implements MigrationInterface {
  name = 'WithdrawalCancel1763873100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE withdrawal_requests DROP CONSTRAINT withdrawal_requests_status_check`);
    await db.query(`
      ALTER TABLE withdrawal_requests ADD CONSTRAINT withdrawal_requests_status_check
        CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE withdrawal_requests DROP CONSTRAINT withdrawal_requests_status_check`);
    await db.query(`
      ALTER TABLE withdrawal_requests ADD CONSTRAINT withdrawal_requests_status_check
        CHECK (status IN ('pending', 'approved', 'rejected'))`);
  }
}
