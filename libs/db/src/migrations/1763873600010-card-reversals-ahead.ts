import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A full refund or a lost dispute may reach the webhook before the checkout of its payment intent
 * (the provider does not order its events). `card_reversals_ahead` remembers such a final reversal
 * of a payment intent no card membership was paid with yet, so that its checkout, when it comes,
 * activates nothing: it is recorded as a refused payment, already refunded (README, Card payments).
 * Kept for ever, like the refused payments: a checkout can come late, and the row is small. It
 * names the event that told us but does not reference it, so the retention of card events may
 * delete that event.
 */
export class CardReversalsAhead1763873600010 implements MigrationInterface {
  name = 'CardReversalsAhead1763873600010';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE card_reversals_ahead (
        payment_intent varchar(255) PRIMARY KEY,
        cause varchar(8) NOT NULL CHECK (cause IN ('refund', 'dispute')),
        event_id varchar(255) NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE card_reversals_ahead`);
  }
}
