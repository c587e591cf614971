import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members' notifications, written by the worker in the same transaction as the settlement that
 * causes them, and listed newest first per member.
 */
export class Notifications1763870400000 implements MigrationInterface {
  name = 'Notifications1763870400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES users (id),
        type varchar(40) NOT NULL,
        title varchar(200) NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      )`);
    await db.query(
      `CREATE INDEX notifications_member_created_idx ON notifications (member_id, created_at DESC, id DESC)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE notifications`);
  }
}
