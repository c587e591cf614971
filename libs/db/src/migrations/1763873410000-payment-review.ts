import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the payment desk links accounts by (libs/db/src/payment-review): the network address an
 * account signed up from (its sign-ins' addresses are on `sessions.ip`), and indexes for "who else
 * withdrew to this wallet" and "who else came from this address". Addresses and device ids are
 * kept for REVIEW_RETENTION_DAYS, then erased by the worker's maintenance (README, "What is kept
 * about members").
 */
export class PaymentReview1763873410000 implements MigrationInterface {
  name = 'PaymentReview1763873410000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE signup_addresses (
        user_id uuid PRIMARY KEY REFERENCES users (id),
        ip varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX signup_addresses_ip_idx ON signup_addresses (ip, created_at)`);
    await db.query(`CREATE INDEX sessions_ip_idx ON sessions (ip, created_at) WHERE ip <> ''`);
    // Addresses compare without case: an EVM address is one account whatever its checksum spelling.
    await db.query(
      `CREATE INDEX withdrawal_requests_wallet_idx ON withdrawal_requests (lower(wallet_address), member_id)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX withdrawal_requests_wallet_idx`);
    await db.query(`DROP INDEX sessions_ip_idx`);
    await db.query(`DROP TABLE signup_addresses`);
  }
}
