import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payment desk (README, "The payment desk"): the last chain check of each deposit and payout,
 * and what a decision against it carries.
 *
 * - `chain_checks`: one row per request (its resource and id), replaced at every check; `from` and
 *   `to` kept for the linked-accounts review. `amount` is micro-USDT, null when nothing was found.
 * - `admin_decisions.chain_override`: why an administrator approved a deposit whose check was not
 *   verified. `decided_by` says who decided: an administrator (`admin_id` set) or the chain check
 *   itself (auto-approval of verified deposits, `admin_id` null).
 */
export class ChainChecks1763873500000 implements MigrationInterface {
  name = 'ChainChecks1763873500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE chain_checks (
        resource varchar(40) NOT NULL,
        record_id uuid NOT NULL,
        status varchar(12) NOT NULL CHECK (status IN ('verified', 'mismatch', 'not-found', 'pending', 'unavailable')),
        network varchar(40) NOT NULL,
        amount bigint,
        from_address varchar(150),
        to_address varchar(150),
        confirmations integer NOT NULL DEFAULT 0 CHECK (confirmations >= 0),
        detail text NOT NULL,
        checked_at timestamptz NOT NULL,
        PRIMARY KEY (resource, record_id)
      )`);
    await db.query(`CREATE INDEX chain_checks_status_idx ON chain_checks (status)`);
    // The payment desk's `wallet` link: who else deposited from an address (payment-review).
    await db.query(
      `CREATE INDEX chain_checks_sender_idx ON chain_checks (lower(from_address)) WHERE from_address IS NOT NULL`,
    );
    await db.query(`ALTER TABLE admin_decisions ADD COLUMN chain_override text`);
    await db.query(`ALTER TABLE admin_decisions ALTER COLUMN admin_id DROP NOT NULL`);
    await db.query(`
      ALTER TABLE admin_decisions
        ADD COLUMN decided_by varchar(12) NOT NULL DEFAULT 'admin' CHECK (decided_by IN ('admin', 'chain-check')),
        ADD CONSTRAINT admin_decisions_decider CHECK ((decided_by = 'admin') = (admin_id IS NOT NULL))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM admin_decisions WHERE decided_by = 'chain-check'`);
    await db.query(`ALTER TABLE admin_decisions DROP CONSTRAINT admin_decisions_decider, DROP COLUMN decided_by`);
    await db.query(`ALTER TABLE admin_decisions ALTER COLUMN admin_id SET NOT NULL`);
    await db.query(`ALTER TABLE admin_decisions DROP COLUMN chain_override`);
    await db.query(`DROP TABLE chain_checks`);
  }
}
