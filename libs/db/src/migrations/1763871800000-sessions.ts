import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per sign-in; its id is the session token's `sid`. A session is live while `ended_at` is
 * unset, its last request is under 24 hours old and it began under 30 days ago (SessionVerifier).
 * `ended_at` and `end_reason` record an explicit end: logout, revocation from the sessions list,
 * a password change or reset, a deactivation.
 */
export class Sessions1763871800000 implements MigrationInterface {
  name = 'Sessions1763871800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id),
        user_agent varchar(255) NOT NULL DEFAULT '',
        ip varchar(64) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz,
        end_reason varchar(20)
          CHECK (end_reason IN ('logout', 'revoked', 'password_changed', 'password_reset', 'deactivated')),
        CONSTRAINT sessions_end_has_reason CHECK ((ended_at IS NULL) = (end_reason IS NULL))
      )`);
    // What the sessions list and "end every session" read: an account's sessions not ended.
    await db.query(`CREATE INDEX sessions_open_idx ON sessions (user_id, created_at) WHERE ended_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE sessions`);
  }
}
