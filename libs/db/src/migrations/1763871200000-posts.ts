import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members' posts (spec 3, User post), their likes and views. A post names one of its author's
 * uploads; its file type is the upload's. Deleting a post only marks it (its views are paid money
 * on the ledger, and the view log keeps naming it); moderators hide a post with a reason.
 * A view is one row per viewer and post: the unique key is what charges a paid view once, and the
 * rows counted are the post's views. `amount` is what the viewer paid (micro-credits; 0 for a free
 * post's view, or a view before the post had a price).
 */
export class Posts1763871200000 implements MigrationInterface {
  name = 'Posts1763871200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE user_posts (
        id uuid PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES users (id),
        title varchar(150) NOT NULL CHECK (length(btrim(title)) > 0),
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 5000),
        post_relative_path varchar(200) NOT NULL REFERENCES uploads (relative_path),
        post_file_type varchar(10) NOT NULL CHECK (post_file_type IN ('image', 'video', 'audio')),
        post_type varchar(10) NOT NULL DEFAULT 'file' CHECK (post_type = 'file'),
        cost_view bigint NOT NULL DEFAULT 0 CHECK (cost_view >= 0),
        target_view integer NOT NULL DEFAULT 0 CHECK (target_view >= 0),
        is_private boolean NOT NULL DEFAULT false,
        hidden_at timestamptz,
        hidden_reason varchar(500),
        hidden_by uuid REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        CONSTRAINT user_posts_hidden_with_reason CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL))
      )`);
    // The feed: public, visible posts, newest first.
    await db.query(`
      CREATE INDEX user_posts_feed_idx ON user_posts (created_at DESC, id DESC)
        WHERE deleted_at IS NULL AND hidden_at IS NULL AND NOT is_private`);
    await db.query(`CREATE INDEX user_posts_member_idx ON user_posts (member_id, created_at DESC)`);
    // The public uploads route asks, per file, whether a post restricts it.
    await db.query(`CREATE INDEX user_posts_file_idx ON user_posts (post_relative_path)`);
    await db.query(`
      CREATE TABLE post_views (
        post_id uuid NOT NULL REFERENCES user_posts (id),
        viewer_id uuid NOT NULL REFERENCES users (id),
        amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (post_id, viewer_id)
      )`);
    await db.query(`CREATE INDEX post_views_log_idx ON post_views (post_id, created_at DESC)`);
    await db.query(`
      CREATE TABLE post_likes (
        post_id uuid NOT NULL REFERENCES user_posts (id),
        member_id uuid NOT NULL REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (post_id, member_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE post_likes`);
    await db.query(`DROP TABLE post_views`);
    await db.query(`DROP TABLE user_posts`);
  }
}
