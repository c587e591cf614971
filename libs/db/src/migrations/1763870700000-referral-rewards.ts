import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per referred member whose first paid activation was settled: rewarded (with the
 * referrer's ordinal, unique per referrer) or skipped (the referrer's membership had expired).
 * The primary key makes a second reward for the same referred member impossible.
 */
export class ReferralRewards1763870700000 implements MigrationInterface {
  name = 'ReferralRewards1763870700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE referral_rewards (
        referred_id uuid PRIMARY KEY REFERENCES users (id),
        referrer_id uuid NOT NULL REFERENCES users (id),
        ordinal integer CHECK (ordinal >= 1),
        amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
        outcome varchar(10) NOT NULL CHECK (outcome IN ('rewarded', 'skipped')),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT referral_rewards_ordinal_once UNIQUE (referrer_id, ordinal),
        CONSTRAINT referral_rewards_not_self CHECK (referrer_id <> referred_id),
        CONSTRAINT referral_rewards_rewarded_has_ordinal CHECK ((outcome = 'rewarded') = (ordinal IS NOT NULL))
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE referral_rewards`);
  }
}
