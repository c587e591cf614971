import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Memberships: the level ladder an administrator edits, members' subscriptions (requests and
 * their outcome), the card-payment events already processed, and the ledger reconciliation log.
 * The CHECK constraints restate the rules the code keeps, so a bug or a hand edit cannot store a
 * subscription that contradicts them.
 */
export class Memberships1763870300000 implements MigrationInterface {
  name = 'Memberships1763870300000';

  async up(db: QueryRunner): Promise<void> {
    // A referral map is {"1": m1, "2": m2, ..., "more": m} with multipliers >= 0 of at most 3
    // decimals: the reward is computed in thousandths, so a 4th decimal would be silently lost.
    await db.query(`
      CREATE FUNCTION membership_referrals_valid(referrals jsonb) RETURNS boolean
      LANGUAGE sql IMMUTABLE AS $$
        SELECT CASE WHEN jsonb_typeof(referrals) <> 'object' OR NOT referrals ? 'more' THEN false
        ELSE NOT EXISTS (
          SELECT 1 FROM jsonb_each(referrals) AS entry (key, value)
          WHERE entry.key !~ '^([1-9][0-9]{0,2}|more)$'
             OR jsonb_typeof(entry.value) <> 'number'
             OR (entry.value #>> '{}')::numeric < 0
             OR scale((entry.value #>> '{}')::numeric) > 3)
        END
      $$`);
    await db.query(`
      CREATE TABLE membership_levels (
        slug varchar(16) PRIMARY KEY CHECK (slug IN ('bronze', 'silver', 'gold', 'cash')),
        title varchar(80) NOT NULL,
        sub_title varchar(200) NOT NULL DEFAULT '',
        button_text varchar(40) NOT NULL,
        price bigint NOT NULL CHECK (price > 0),
        is_featured boolean NOT NULL DEFAULT false,
        available boolean NOT NULL DEFAULT true,
        features_title varchar(120) NOT NULL DEFAULT '',
        features_list jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(features_list) = 'array'),
        referrals jsonb NOT NULL CHECK (membership_referrals_valid(referrals)),
        content_view integer NOT NULL CHECK (content_view >= 1),
        weekly_token_limit bigint NOT NULL CHECK (weekly_token_limit >= 0),
        sort_order integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await db.query(`
      CREATE TABLE member_subscriptions (
        id uuid PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES users (id),
        level varchar(16) NOT NULL REFERENCES membership_levels (slug),
        method varchar(8) NOT NULL CHECK (method IN ('free', 'usdt', 'card')),
        receipt varchar(255) NOT NULL CHECK (btrim(receipt) <> ''),
        amount bigint NOT NULL CHECK (amount >= 0),
        transfer_date date,
        status varchar(10) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'active', 'rejected', 'expired')),
        started_at timestamptz,
        ended_at timestamptz,
        rejection_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        CONSTRAINT member_subscriptions_free_is_free_bronze CHECK (
          CASE WHEN method = 'free' THEN receipt = 'FREE' AND amount = 0 AND level = 'bronze'
          ELSE receipt <> 'FREE' AND amount > 0 END),
        CONSTRAINT member_subscriptions_usdt_has_transfer_date CHECK (method <> 'usdt' OR transfer_date IS NOT NULL),
        CONSTRAINT member_subscriptions_term
          CHECK ((status IN ('active', 'expired')) = (started_at IS NOT NULL AND ended_at IS NOT NULL)
                 AND (ended_at IS NULL OR ended_at >= started_at)),
        CONSTRAINT member_subscriptions_rejection_reason
          CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL AND btrim(rejection_reason) <> '')),
        CONSTRAINT member_subscriptions_decided CHECK ((status = 'pending') = (decided_at IS NULL))
      )`);
    // At most one request waiting for an administrator and one active membership per member.
    // Card payments never wait: their row is activated in the transaction that inserts it.
    await db.query(`
      CREATE UNIQUE INDEX member_subscriptions_one_pending ON member_subscriptions (member_id)
      WHERE status = 'pending' AND method <> 'card'`);
    await db.query(`
      CREATE UNIQUE INDEX member_subscriptions_one_active ON member_subscriptions (member_id) WHERE status = 'active'`);
    // The free level is taken once per member, ever.
    await db.query(`
      CREATE UNIQUE INDEX member_subscriptions_free_once ON member_subscriptions (member_id) WHERE method = 'free'`);
    // A card checkout session pays for one subscription.
    await db.query(`
      CREATE UNIQUE INDEX member_subscriptions_card_receipt ON member_subscriptions (receipt) WHERE method = 'card'`);
    // The member's current membership: the latest one that was ever activated (one index scan).
    await db.query(`
      CREATE INDEX member_subscriptions_current_idx ON member_subscriptions (member_id, started_at DESC)
      WHERE status IN ('active', 'expired')`);
    await db.query(
      `CREATE INDEX member_subscriptions_pending_idx ON member_subscriptions (created_at) WHERE status = 'pending'`,
    );
    await db.query(
      `CREATE INDEX member_subscriptions_ending_idx ON member_subscriptions (ended_at) WHERE status = 'active'`,
    );

    await db.query(`
      CREATE TABLE card_payment_events (
        id varchar(255) PRIMARY KEY,
        type varchar(80) NOT NULL,
        outcome varchar(16) NOT NULL CHECK (outcome IN ('activated', 'refused', 'ignored')),
        detail text,
        subscription_id uuid REFERENCES member_subscriptions (id),
        received_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT card_payment_events_activated_names_subscription
          CHECK ((outcome = 'activated') = (subscription_id IS NOT NULL))
      )`);

    await db.query(`
      CREATE TABLE ledger_checks (
        id bigserial PRIMARY KEY,
        ok boolean NOT NULL,
        result jsonb NOT NULL,
        checked_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX ledger_checks_checked_at_idx ON ledger_checks (checked_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE ledger_checks`);
    await db.query(`DROP TABLE card_payment_events`);
    await db.query(`DROP TABLE member_subscriptions`);
    await db.query(`DROP TABLE membership_levels`);
    await db.query(`DROP FUNCTION membership_referrals_valid(jsonb)`);
  }
}
