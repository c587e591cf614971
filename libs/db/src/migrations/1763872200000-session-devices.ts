import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The device a session was begun from: the id carried by the signed device cookie that a successful
 * sign-in sets (OWASP's device cookies), null for a sign-in without one. Sign-in limits count
 * attempts from a known device apart from anonymous ones, and the payment desk shows accounts that
 * signed in from one device. Kept as long as the session row (see the retention rules).
 */
export class SessionDevices1763872200000 implements MigrationInterface {
  name = 'SessionDevices1763872200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sessions ADD COLUMN device_id uuid`);
    // What "who else signed in from this device" reads.
    await db.query(`CREATE INDEX sessions_device_idx ON sessions (device_id, user_id) WHERE device_id IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sessions DROP COLUMN device_id`);
  }
}
