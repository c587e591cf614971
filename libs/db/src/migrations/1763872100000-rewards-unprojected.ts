import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `platform:rewards` keeps no projected balance any more (UNPROJECTED in libs/domain/src/ledger-accounts.ts:
 * its balance is the sum of its postings, so that settlement groups do not queue on its row lock).
 * The column stops moving; it is set to 0, as `platform:clearing`'s always was, so that no reader
 * of the raw row finds a figure frozen at the deploy.
 */
export class RewardsUnprojected1763872100000 implements MigrationInterface {
  name = 'RewardsUnprojected1763872100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE ledger_accounts SET balance = 0 WHERE id = 'platform:rewards'`);
  }

  async down(): Promise<void> {
    // The projection is not restored: the sum of the account's postings is its balance either way.
  }
}
