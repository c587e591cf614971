import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in. An account's TOTP secret is kept encrypted (AES-256-GCM under a key derived
 * from JWT_SECRET, bound to the account), pending until the first code confirms it (`enabled_at`).
 * `last_time_step` is the 30-second step of the last code accepted: a code of that step or an
 * earlier one is refused, so a code works once. Recovery codes are kept as argon2id hashes only;
 * `used_at` spends one.
 */
export class TwoFactor1763871860000 implements MigrationInterface {
  name = 'TwoFactor1763871860000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE totp_enrolments (
        user_id uuid PRIMARY KEY REFERENCES users (id),
        secret_ciphertext text NOT NULL,
        enabled_at timestamptz,
        last_time_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE recovery_codes (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id),
        code_hash text NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX recovery_codes_unused_idx ON recovery_codes (user_id) WHERE used_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE recovery_codes`);
    await db.query(`DROP TABLE totp_enrolments`);
  }
}
