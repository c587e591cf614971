import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The channel on which a committed change to an account's sign-in state names the account. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/**
 * Each API process keeps the session checks it made in memory (SessionVerifier); these triggers
 * tell every process when one may no longer hold, whatever wrote the change (API or worker, any
 * module, a test's SQL): an account's row (token version, deactivation, role, status), its
 * sessions (an end, a touch, a back-dated row) or its second factor. NOTIFY is transactional: it
 * reaches the listeners when the change commits, never before, and never for a rollback.
 */
export class SessionChanges1763872000000 implements MigrationInterface {
  name = 'SessionChanges1763872000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'users' THEN
          PERFORM pg_notify('${SESSION_CHANGES_CHANNEL}', NEW.id::text);
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM pg_notify('${SESSION_CHANGES_CHANNEL}', OLD.user_id::text);
        ELSE
          PERFORM pg_notify('${SESSION_CHANGES_CHANNEL}', NEW.user_id::text);
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER users_session_change AFTER UPDATE ON users
      FOR EACH ROW EXECUTE FUNCTION notify_session_change()`);
    await db.query(`
      CREATE TRIGGER sessions_session_change AFTER UPDATE ON sessions
      FOR EACH ROW EXECUTE FUNCTION notify_session_change()`);
    await db.query(`
      CREATE TRIGGER totp_enrolments_session_change AFTER INSERT OR DELETE OR UPDATE OF enabled_at ON totp_enrolments
      FOR EACH ROW EXECUTE FUNCTION notify_session_change()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER totp_enrolments_session_change ON totp_enrolments`);
    await db.query(`DROP TRIGGER sessions_session_change ON sessions`);
    await db.query(`DROP TRIGGER users_session_change ON users`);
    await db.query(`DROP FUNCTION notify_session_change()`);
  }
}
