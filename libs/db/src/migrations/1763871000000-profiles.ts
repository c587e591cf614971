import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Creator profiles (spec 3, Profile). One row per member, created on first read or update, so
 * every account has the defaults without a back-fill. The rating is kept as an exact sum and
 * count (averageRating = sum / count, computed when read) and each rater rates a receiver once.
 * earnPerMessage is micro-credits like every amount.
 */
export class Profiles1763871000000 implements MigrationInterface {
  name = 'Profiles1763871000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE member_profiles (
        member_id uuid PRIMARY KEY REFERENCES users (id),
        category varchar(20) NOT NULL DEFAULT 'user' CHECK (category IN
          ('business', 'coach', 'creator', 'dating', 'famous', 'freelancer', 'fundme', 'host', 'influencer', 'user')),
        bio text NOT NULL DEFAULT '',
        image varchar(200),
        background_image varchar(200),
        receive_message boolean NOT NULL DEFAULT true,
        earn_per_message bigint NOT NULL DEFAULT 0 CHECK (earn_per_message >= 0),
        intros text NOT NULL DEFAULT '',
        description text NOT NULL DEFAULT '',
        links text NOT NULL DEFAULT '',
        channels text NOT NULL DEFAULT '',
        instagram varchar(300) NOT NULL DEFAULT '',
        youtube varchar(300) NOT NULL DEFAULT '',
        snapchat varchar(300) NOT NULL DEFAULT '',
        facebook varchar(300) NOT NULL DEFAULT '',
        rating_sum integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
        rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE ratings (
        rater_id uuid NOT NULL REFERENCES users (id),
        receiver_id uuid NOT NULL REFERENCES users (id),
        stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (rater_id, receiver_id),
        CONSTRAINT ratings_not_oneself CHECK (rater_id <> receiver_id)
      )`);
    await db.query(`CREATE INDEX ratings_receiver_idx ON ratings (receiver_id, created_at)`);
    await db.query(`
      CREATE TABLE favourites (
        member_id uuid NOT NULL REFERENCES users (id),
        favourite_id uuid NOT NULL REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, favourite_id),
        CONSTRAINT favourites_not_oneself CHECK (member_id <> favourite_id)
      )`);
    await db.query(`CREATE INDEX favourites_favourite_idx ON favourites (favourite_id, created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE favourites`);
    await db.query(`DROP TABLE ratings`);
    await db.query(`DROP TABLE member_profiles`);
  }
}
