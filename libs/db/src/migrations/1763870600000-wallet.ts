import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wallet requests that an administrator decides (withdrawals, credit purchases), gifts between
 * members, and the answers of money-moving calls kept by their Idempotency-Key for 24 hours.
 */
export class Wallet1763870600000 implements MigrationInterface {
  name = 'Wallet1763870600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE withdrawal_requests (
        id uuid PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES users (id),
        amount bigint NOT NULL CHECK (amount > 0),
        fee bigint NOT NULL CHECK (fee >= 0),
        wallet_address varchar(150) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        payout_txid varchar(128),
        rejection_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz
      )`);
    await db.query(`CREATE INDEX withdrawal_requests_member_idx ON withdrawal_requests (member_id, status)`);
    await db.query(`CREATE INDEX withdrawal_requests_status_idx ON withdrawal_requests (status, created_at)`);
    await db.query(`
      CREATE TABLE credit_purchases (
        id uuid PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES users (id),
        amount bigint NOT NULL CHECK (amount > 0),
        fee bigint NOT NULL CHECK (fee >= 0),
        purchase_date date NOT NULL,
        txid varchar(128),
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        rejection_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz
      )`);
    await db.query(`CREATE INDEX credit_purchases_status_idx ON credit_purchases (status, created_at)`);
    await db.query(`
      CREATE TABLE gifts (
        id uuid PRIMARY KEY,
        sender_id uuid NOT NULL REFERENCES users (id),
        receiver_id uuid NOT NULL REFERENCES users (id),
        amount bigint NOT NULL CHECK (amount > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT gifts_not_to_oneself CHECK (sender_id <> receiver_id)
      )`);
    await db.query(`CREATE INDEX gifts_receiver_idx ON gifts (receiver_id, created_at)`);
    await db.query(`
      CREATE TABLE idempotent_requests (
        member_id uuid NOT NULL REFERENCES users (id),
        idempotency_key varchar(100) NOT NULL,
        route varchar(200) NOT NULL,
        status_code integer,
        response jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, idempotency_key)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE idempotent_requests`);
    await db.query(`DROP TABLE gifts`);
    await db.query(`DROP TABLE credit_purchases`);
    await db.query(`DROP TABLE withdrawal_requests`);
  }
}
