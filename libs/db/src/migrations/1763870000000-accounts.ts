import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1763870000000 implements MigrationInterface {
  name = 'Accounts1763870000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        name varchar(80) NOT NULL,
        email varchar(254) NOT NULL,
        password_hash text NOT NULL,
        role varchar(20) NOT NULL CHECK (role IN ('member', 'advertiser', 'member_advertiser', 'admin')),
        status varchar(10) NOT NULL DEFAULT 'inactive' CHECK (status IN ('inactive', 'pending', 'active')),
        email_verified_at timestamptz,
        deactivated_at timestamptz,
        token_version integer NOT NULL DEFAULT 0,
        referral_code varchar(16) NOT NULL,
        referred_by_id uuid REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_key UNIQUE (email),
        CONSTRAINT users_referral_code_key UNIQUE (referral_code),
        CONSTRAINT users_email_lower CHECK (email = lower(email)),
        CONSTRAINT users_no_self_referral CHECK (referred_by_id <> id)
      )`);
    await db.query(`CREATE INDEX users_referred_by_idx ON users (referred_by_id)`);
    await db.query(`
      CREATE TABLE used_tokens (
        jti uuid PRIMARY KEY,
        purpose varchar(16) NOT NULL,
        user_id uuid NOT NULL REFERENCES users (id),
        used_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE options (
        option_key varchar(64) PRIMARY KEY,
        option_value text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE outbox (
        id uuid PRIMARY KEY,
        type varchar(64) NOT NULL,
        queue varchar(32) NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await db.query(`CREATE INDEX outbox_unsent_idx ON outbox (created_at) WHERE sent_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE outbox`);
    await db.query(`DROP TABLE options`);
    await db.query(`DROP TABLE used_tokens`);
    await db.query(`DROP TABLE users`);
  }
}
