import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card payments that cannot be bent (README, Card payments):
 * - every card activation keeps its payment intent (the key refunds and disputes name it by), the
 *   membership it replaced and the term that one had, so that a refund can give it back;
 * - a subscription a refund or a lost dispute ended is `refunded` (why: `refund_cause`);
 * - a paid checkout the platform refused (a level at or below the one held, an unknown member,
 *   level or amount) is a `refused_card_payments` row the console lists for refund;
 * - a member's debt: `member:{id}:debt`, what a reversal took back beyond their balance, kept as a
 *   negative balance (it never holds credit) that later credits pay off first.
 */
export class CardPaymentReversals1763873000000 implements MigrationInterface {
  name = 'CardPaymentReversals1763873000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE member_subscriptions
        ADD COLUMN payment_intent varchar(255),
        ADD COLUMN replaces_id uuid REFERENCES member_subscriptions (id),
        ADD COLUMN replaced_until timestamptz,
        ADD COLUMN refund_cause varchar(8),
        ADD CONSTRAINT member_subscriptions_payment_intent_is_card CHECK (payment_intent IS NULL OR method = 'card'),
        ADD CONSTRAINT member_subscriptions_replaced_until CHECK ((replaces_id IS NULL) = (replaced_until IS NULL)),
        ADD CONSTRAINT member_subscriptions_refund_cause
          CHECK ((status = 'refunded') = (refund_cause IS NOT NULL) AND (refund_cause IS NULL OR refund_cause IN ('refund', 'dispute')))`);
    await db.query(`ALTER TABLE member_subscriptions DROP CONSTRAINT member_subscriptions_status_check`);
    await db.query(`
      ALTER TABLE member_subscriptions ADD CONSTRAINT member_subscriptions_status_check
        CHECK (status IN ('pending', 'active', 'rejected', 'expired', 'refunded'))`);
    await db.query(`ALTER TABLE member_subscriptions DROP CONSTRAINT member_subscriptions_term`);
    await db.query(`
      ALTER TABLE member_subscriptions ADD CONSTRAINT member_subscriptions_term
        CHECK ((status IN ('active', 'expired', 'refunded')) = (started_at IS NOT NULL AND ended_at IS NOT NULL)
               AND (ended_at IS NULL OR ended_at >= started_at))`);
    // A payment intent pays for one membership.
    await db.query(`
      CREATE UNIQUE INDEX member_subscriptions_payment_intent ON member_subscriptions (payment_intent)
      WHERE payment_intent IS NOT NULL`);

    await db.query(`ALTER TABLE card_payment_events DROP CONSTRAINT card_payment_events_outcome_check`);
    await db.query(`ALTER TABLE card_payment_events DROP CONSTRAINT card_payment_events_activated_names_subscription`);
    await db.query(`
      ALTER TABLE card_payment_events
        ADD CONSTRAINT card_payment_events_outcome_check
          CHECK (outcome IN ('activated', 'reversed', 'refused', 'ignored')),
        ADD CONSTRAINT card_payment_events_names_subscription
          CHECK ((outcome IN ('activated', 'reversed')) = (subscription_id IS NOT NULL))`);

    await db.query(`
      CREATE TABLE refused_card_payments (
        id uuid PRIMARY KEY,
        event_id varchar(255) NOT NULL UNIQUE REFERENCES card_payment_events (id),
        checkout_session varchar(255) NOT NULL UNIQUE,
        payment_intent varchar(255),
        client_reference varchar(255),
        member_id uuid REFERENCES users (id),
        level varchar(16) REFERENCES membership_levels (slug),
        amount_cents bigint,
        currency varchar(8),
        reason text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        refunded_at timestamptz,
        refunded_by uuid REFERENCES users (id),
        CONSTRAINT refused_card_payments_refunded_by CHECK (refunded_by IS NULL OR refunded_at IS NOT NULL)
      )`);
    await db.query(`CREATE INDEX refused_card_payments_received_idx ON refused_card_payments (received_at DESC)`);
    await db.query(
      `CREATE INDEX refused_card_payments_intent_idx ON refused_card_payments (payment_intent) WHERE payment_intent IS NOT NULL`,
    );

    // A debt account holds what its member owes as a negative balance, and never a credit.
    await db.query(`
      ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_debt_never_credit
        CHECK (id NOT LIKE 'member:%:debt' OR (balance <= 0 AND may_go_negative))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_debt_never_credit`);
    await db.query(`DROP TABLE refused_card_payments`);
    await db.query(`
      ALTER TABLE card_payment_events
        DROP CONSTRAINT card_payment_events_names_subscription,
        DROP CONSTRAINT card_payment_events_outcome_check,
        ADD CONSTRAINT card_payment_events_outcome_check CHECK (outcome IN ('activated', 'refused', 'ignored')),
        ADD CONSTRAINT card_payment_events_activated_names_subscription
          CHECK ((outcome = 'activated') = (subscription_id IS NOT NULL))`);
    await db.query(`DROP INDEX member_subscriptions_payment_intent`);
    await db.query(`
      ALTER TABLE member_subscriptions
        DROP CONSTRAINT member_subscriptions_term,
        DROP CONSTRAINT member_subscriptions_status_check,
        DROP CONSTRAINT member_subscriptions_refund_cause,
        DROP CONSTRAINT member_subscriptions_replaced_until,
        DROP CONSTRAINT member_subscriptions_payment_intent_is_card,
        DROP COLUMN refund_cause,
        DROP COLUMN replaced_until,
        DROP COLUMN replaces_id,
        DROP COLUMN payment_intent,
        ADD CONSTRAINT member_subscriptions_status_check
          CHECK (status IN ('pending', 'active', 'rejected', 'expired')),
        ADD CONSTRAINT member_subscriptions_term
          CHECK ((status IN ('active', 'expired')) = (started_at IS NOT NULL AND ended_at IS NOT NULL)
                 AND (ended_at IS NULL OR ended_at >= started_at))`);
  }
}
