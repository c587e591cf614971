import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A session's touch (its `last_seen_at` moved forward, once a minute while it is in use) changes
 * nothing a session check decides on, yet it announced itself on `session_changes` like an end:
 * every API process then forgot the check the touching request had just made, and every active
 * session was read from the database twice a minute instead of once. Only what a check reads is
 * announced now: the owner, the start, an end, and a `last_seen_at` moved back (an idle session
 * made older, which only an operator or a test does). The other columns (device, address,
 * browser) decide nothing.
 */
export class QuietSessionTouches1763873650000 implements MigrationInterface {
  name = 'QuietSessionTouches1763873650000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER sessions_session_change ON sessions`);
    await db.query(`
      CREATE TRIGGER sessions_session_change AFTER UPDATE ON sessions
      FOR EACH ROW WHEN (
        NEW.user_id IS DISTINCT FROM OLD.user_id
        OR NEW.created_at IS DISTINCT FROM OLD.created_at
        OR NEW.ended_at IS DISTINCT FROM OLD.ended_at
        OR NEW.last_seen_at < OLD.last_seen_at)
      EXECUTE FUNCTION notify_session_change()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER sessions_session_change ON sessions`);
    await db.query(`
      CREATE TRIGGER sessions_session_change AFTER UPDATE ON sessions
      FOR EACH ROW EXECUTE FUNCTION notify_session_change()`);
  }
}
