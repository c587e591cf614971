import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Viewing content: the items members view, when each item was first handed to each member (the
 * 10-second rule is measured from there, in PostgreSQL, so a Redis outage changes nothing), the
 * counted views (once per member, item and UTC day), and per member and week the rewards used,
 * whose row is the lock that serialises a member's views.
 */
export class ContentViews1763870500000 implements MigrationInterface {
  name = 'ContentViews1763870500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE contents (
        id uuid PRIMARY KEY,
        type varchar(10) NOT NULL CHECK (type IN ('image', 'video')),
        filename varchar(300) NOT NULL,
        title varchar(120) NOT NULL DEFAULT '',
        enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT contents_filename_key UNIQUE (filename)
      )`);
    await db.query(`
      CREATE TABLE content_handouts (
        member_id uuid NOT NULL REFERENCES users (id),
        content_id uuid NOT NULL REFERENCES contents (id),
        handed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, content_id)
      )`);
    await db.query(`
      CREATE TABLE content_views (
        id uuid PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES users (id),
        content_id uuid NOT NULL REFERENCES contents (id),
        view_day date NOT NULL,
        reward bigint NOT NULL CHECK (reward >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT content_views_once_a_day UNIQUE (member_id, content_id, view_day)
      )`);
    await db.query(`CREATE INDEX content_views_member_time_idx ON content_views (member_id, created_at)`);
    await db.query(`
      CREATE TABLE earning_weeks (
        member_id uuid NOT NULL REFERENCES users (id),
        week_start date NOT NULL,
        used_rewards bigint NOT NULL DEFAULT 0 CHECK (used_rewards >= 0),
        views integer NOT NULL DEFAULT 0,
        PRIMARY KEY (member_id, week_start)
      )`);
    await db.query(`
      CREATE TABLE member_view_counters (
        member_id uuid PRIMARY KEY REFERENCES users (id),
        views bigint NOT NULL DEFAULT 0
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE member_view_counters`);
    await db.query(`DROP TABLE earning_weeks`);
    await db.query(`DROP TABLE content_views`);
    await db.query(`DROP TABLE content_handouts`);
    await db.query(`DROP TABLE contents`);
  }
}
