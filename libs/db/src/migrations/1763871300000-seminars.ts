import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Seminars (spec 2 and 3): a seminar has sections, a section has media and members' comments.
 * A medium names the lowest membership level that opens it (`required_level`, bronze < silver <
 * gold < cash). Files are stored paths (`uploads/...` or the shipped `assets/...`), never URLs.
 * Deleting a seminar or a section deletes what hangs under it. Comments are plain text, kept as
 * the member wrote them (trimmed); clients show them escaped.
 */
export class Seminars1763871300000 implements MigrationInterface {
  name = 'Seminars1763871300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE seminars (
        id uuid PRIMARY KEY,
        title varchar(200) NOT NULL CHECK (btrim(title) <> ''),
        title_block varchar(500) NOT NULL DEFAULT '',
        description_block text NOT NULL DEFAULT '' CHECK (char_length(description_block) <= 5000),
        sort_order integer NOT NULL DEFAULT 0,
        seed_key varchar(60) UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX seminars_order_idx ON seminars (sort_order, created_at)`);
    await db.query(`
      CREATE TABLE seminar_sections (
        id uuid PRIMARY KEY,
        seminar_id uuid NOT NULL REFERENCES seminars (id) ON DELETE CASCADE,
        title varchar(200) NOT NULL CHECK (btrim(title) <> ''),
        description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 5000),
        banner_image varchar(500),
        sort_order integer NOT NULL DEFAULT 0,
        seed_key varchar(60) UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX seminar_sections_seminar_idx ON seminar_sections (seminar_id, sort_order, created_at)`,
    );
    await db.query(`
      CREATE TABLE seminar_media (
        id uuid PRIMARY KEY,
        section_id uuid NOT NULL REFERENCES seminar_sections (id) ON DELETE CASCADE,
        title varchar(200) NOT NULL CHECK (btrim(title) <> ''),
        mime varchar(100) NOT NULL CHECK (mime ~ '^(image|video|audio)/[a-z0-9.+-]+$'),
        path varchar(500) NOT NULL CHECK (path ~ '^(uploads|assets)/'),
        required_level varchar(16) NOT NULL DEFAULT 'bronze' REFERENCES membership_levels (slug),
        sort_order integer NOT NULL DEFAULT 0,
        seed_key varchar(60) UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX seminar_media_section_idx ON seminar_media (section_id, sort_order, created_at)`);
    await db.query(`
      CREATE TABLE comments (
        id uuid PRIMARY KEY,
        section_id uuid NOT NULL REFERENCES seminar_sections (id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES users (id),
        text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Newest first, ties broken by id, so that pages never repeat or skip a comment.
    await db.query(`CREATE INDEX comments_section_idx ON comments (section_id, created_at DESC, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE comments`);
    await db.query(`DROP TABLE seminar_media`);
    await db.query(`DROP TABLE seminar_sections`);
    await db.query(`DROP TABLE seminars`);
  }
}
