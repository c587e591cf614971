import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What every money flow that needs an administrator shares: Txids claimed once across the whole
 * platform, and the audit of administrators' decisions.
 */
export class Payments1763870200000 implements MigrationInterface {
  name = 'Payments1763870200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE used_txids (
        txid varchar(128) PRIMARY KEY,
        purpose varchar(32) NOT NULL,
        reference_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE admin_decisions (
        id bigserial PRIMARY KEY,
        resource varchar(40) NOT NULL,
        record_id uuid NOT NULL,
        decision varchar(10) NOT NULL CHECK (decision IN ('approve', 'reject')),
        admin_id uuid NOT NULL REFERENCES users (id),
        reason text,
        txid varchar(128),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT admin_decisions_once UNIQUE (resource, record_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE admin_decisions`);
    await db.query(`DROP TABLE used_txids`);
  }
}
