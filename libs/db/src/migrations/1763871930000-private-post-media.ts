import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files that were ever a paid or private post's stay off the public uploads path for good: buyers
 * paid for them, and a later edit (another file, a price of 0, public again) must not publish them.
 * A trigger notes each such file whatever writes the post (create, edit, seed), so no write path
 * can forget; rows are never removed.
 */
export class PrivatePostMedia1763871930000 implements MigrationInterface {
  name = 'PrivatePostMedia1763871930000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE private_post_media (
        relative_path varchar(200) PRIMARY KEY REFERENCES uploads (relative_path),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE FUNCTION keep_post_media_private() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.cost_view > 0 OR NEW.is_private THEN
          INSERT INTO private_post_media (relative_path) VALUES (NEW.post_relative_path) ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER user_posts_private_media AFTER INSERT OR UPDATE OF post_relative_path, cost_view, is_private
      ON user_posts FOR EACH ROW EXECUTE FUNCTION keep_post_media_private()`);
    await db.query(`
      INSERT INTO private_post_media (relative_path)
      SELECT DISTINCT post_relative_path FROM user_posts WHERE cost_view > 0 OR is_private`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER user_posts_private_media ON user_posts`);
    await db.query(`DROP FUNCTION keep_post_media_private()`);
    await db.query(`DROP TABLE private_post_media`);
  }
}
