import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MemberStatus, Role } from '@earnwave/contracts';
import {
  findCurrentMembership,
  findSubscription,
  listLevels,
  lockPendingMembershipRequest,
  rejectSubscription,
  restoreMemberStatus,
  UserEntity,
  type CurrentMembership,
  type MemberSubscription,
  type MembershipLevel,
} from '@earnwave/db';
import { DataSource, type EntityManager } from 'typeorm';
import { MembershipRequestDecisions, type MembershipRequestDecision } from './membership-request-decisions';

/** A membership request as it is first stored (pending); amount in micro-credits. */
export type NewSubscription = Pick<
  MemberSubscription,
  'id' | 'memberId' | 'level' | 'method' | 'receipt' | 'amount' | 'transferDate'
> & {
  /** A card payment's payment intent (refunds and disputes name it). */
  paymentIntent?: string | null;
};

/** A paid checkout the platform refused, kept for an administrator to refund. */
export interface RefusedCheckout {
  eventId: string;
  checkoutSession: string;
  paymentIntent: string | null;
  clientReference: string | null;
  /** Set only when the reference names an account of the platform. */
  memberId: string | null;
  level: string | null;
  amountCents: number | null;
  currency: string | null;
  reason: string;
  /** The money already went back (a reversal came before the checkout). */
  refunded?: boolean;
}

/** What became of a card payment event, kept so that a replay gets the same answer. */
export interface CardEventOutcome {
  outcome: string;
  detail: string | null;
}

/**
 * The memberships module's SQL: members' subscriptions and statuses, card payment events and the
 * member's balance beside the record. Activation, decisions and the reads of levels and current
 * memberships are libs/db's (shared with the worker).
 */
@Injectable()
export class MembershipsRepository extends MembershipRequestDecisions {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  /** libs/db's decision core, where the worker's auto-approval reaches it too. */
  lockPending(
    manager: EntityManager,
    decision: MembershipRequestDecision,
  ): Promise<{ request: MemberSubscription; reason: string | null }> {
    return lockPendingMembershipRequest(manager, decision);
  }

  subscription(manager: EntityManager, id: string): Promise<MemberSubscription | undefined> {
    return findSubscription(manager, id);
  }

  async insertSubscription(manager: EntityManager, subscription: NewSubscription): Promise<void> {
    const { id, memberId, level, method, receipt, amount, transferDate, paymentIntent } = subscription;
    await manager.query(
      `INSERT INTO member_subscriptions (id, member_id, level, method, receipt, amount, transfer_date, payment_intent)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, memberId, level, method, receipt, amount.toString(), transferDate, paymentIntent ?? null],
    );
  }

  async setMemberStatus(manager: EntityManager, memberId: string, status: MemberStatus): Promise<void> {
    await manager.query(`UPDATE users SET status = $2, updated_at = now() WHERE id = $1`, [memberId, status]);
  }

  async hasUsedFreeMembership(manager: EntityManager, memberId: string): Promise<boolean> {
    const used: unknown[] = await manager.query(
      `SELECT 1 FROM member_subscriptions WHERE member_id = $1 AND method = 'free'`,
      [memberId],
    );
    return used.length > 0;
  }

  rejectSubscription(manager: EntityManager, id: string, reason: string): Promise<void> {
    return rejectSubscription(manager, id, reason);
  }

  /** The member's status from what they hold and ask for (libs/db's restoreMemberStatus). */
  restoreMemberStatus(manager: EntityManager, memberId: string): Promise<void> {
    return restoreMemberStatus(manager, memberId);
  }

  /** Inserts the event once (insert-or-ignore, so a concurrent duplicate waits); false when it was there. */
  async claimCardEvent(manager: EntityManager, eventId: string, type: string): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO card_payment_events (id, type, outcome) VALUES ($1, $2, 'ignored')
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [eventId, type],
    );
    return inserted.length > 0;
  }

  async recordCardOutcome(
    manager: EntityManager,
    eventId: string,
    outcome: { outcome: string; detail: string | null; subscriptionId: string | null },
  ): Promise<void> {
    await manager.query(
      `UPDATE card_payment_events SET outcome = $2, detail = $3, subscription_id = $4 WHERE id = $1`,
      [eventId, outcome.outcome, outcome.detail, outcome.subscriptionId],
    );
  }

  async cardEventOutcome(manager: EntityManager, eventId: string): Promise<CardEventOutcome | undefined> {
    const [row]: CardEventOutcome[] = await manager.query(
      `SELECT outcome, detail FROM card_payment_events WHERE id = $1`,
      [eventId],
    );
    return row;
  }

  /** Whether a card subscription was already made from this checkout session. */
  async hasCardCheckout(manager: EntityManager, sessionId: string): Promise<boolean> {
    const same: unknown[] = await manager.query(
      `SELECT 1 FROM member_subscriptions WHERE method = 'card' AND receipt = $1`,
      [sessionId],
    );
    return same.length > 0;
  }

  /** The card membership this payment intent paid for, if any. */
  async cardSubscriptionOf(manager: EntityManager, paymentIntent: string): Promise<string | undefined> {
    const [row]: { id: string }[] = await manager.query(
      `SELECT id FROM member_subscriptions WHERE method = 'card' AND payment_intent = $1`,
      [paymentIntent],
    );
    return row?.id;
  }

  /** Keeps a refused paid checkout for the console's refund list (once per checkout session). */
  async recordRefusedCheckout(manager: EntityManager, refused: RefusedCheckout): Promise<void> {
    await manager.query(
      `INSERT INTO refused_card_payments (id, event_id, checkout_session, payment_intent, client_reference, member_id,
         level, amount_cents, currency, reason, refunded_at)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, (SELECT slug FROM membership_levels WHERE slug = $6), $7, $8, $9,
         CASE WHEN $10::boolean THEN now() END)
       ON CONFLICT (checkout_session) DO NOTHING`,
      [
        refused.eventId,
        refused.checkoutSession,
        refused.paymentIntent,
        refused.clientReference?.slice(0, 255) ?? null,
        refused.memberId,
        refused.level,
        refused.amountCents,
        refused.currency?.slice(0, 8) ?? null,
        refused.reason,
        refused.refunded ?? false,
      ],
    );
  }

  /**
   * Serialises what happens to one payment intent (its checkout, its refunds and disputes) for the
   * rest of the transaction: a reversal and its checkout arriving together are decided one after
   * the other, so neither misses the other. Taken before the member's lock, in both paths.
   */
  async lockPaymentIntent(manager: EntityManager, paymentIntent: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('card-payment-intent:' || $1, 0))`, [
      paymentIntent,
    ]);
  }

  /** Remembers a final reversal of a payment intent no card membership was paid with (yet). */
  async rememberReversalAhead(
    manager: EntityManager,
    reversal: { paymentIntent: string; cause: 'refund' | 'dispute'; eventId: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO card_reversals_ahead (payment_intent, cause, event_id) VALUES ($1, $2, $3)
       ON CONFLICT (payment_intent) DO NOTHING`,
      [reversal.paymentIntent, reversal.cause, reversal.eventId],
    );
  }

  /** Whether the money of this payment intent went back before its checkout arrived. */
  async wasReversedAhead(manager: EntityManager, paymentIntent: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM card_reversals_ahead WHERE payment_intent = $1`, [
      paymentIntent,
    ]);
    return rows.length > 0;
  }

  /**
   * Marks the refused payments of this payment intent refunded, when the provider reports the money
   * went back (by the administrator's refund or a lost dispute). Answers whether any was.
   */
  async refusedPaymentWentBack(manager: EntityManager, paymentIntent: string): Promise<boolean> {
    // For UPDATE, TypeORM answers [rows, affected count].
    const [, marked]: [unknown[], number] = await manager.query(
      `UPDATE refused_card_payments SET refunded_at = coalesce(refunded_at, now()) WHERE payment_intent = $1`,
      [paymentIntent],
    );
    return marked > 0;
  }

  async roleOf(manager: EntityManager, memberId: string): Promise<Role | undefined> {
    const [member]: { role: Role }[] = await manager.query(`SELECT role FROM users WHERE id = $1`, [memberId]);
    return member?.role;
  }

  /** The account, or null when there is none. */
  member(memberId: string): Promise<UserEntity | null> {
    return this.db.getRepository(UserEntity).findOneBy({ id: memberId });
  }

  /** The member's current membership (expired or not at `now`, the database's time without it). */
  currentMembership(memberId: string, now?: Date): Promise<CurrentMembership | undefined> {
    return findCurrentMembership(this.db.manager, memberId, now);
  }

  /** Every level, in ladder order. */
  levels(): Promise<MembershipLevel[]> {
    return listLevels(this.db.manager);
  }

  /** The member's available balance in micro-credits (0 before their first posting). */
  async availableBalance(accountId: string): Promise<bigint> {
    const [account]: { balance: string }[] = await this.db.query(
      `SELECT balance::text AS balance FROM ledger_accounts WHERE id = $1`,
      [accountId],
    );
    return BigInt(account?.balance ?? 0);
  }
}
