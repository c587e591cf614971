import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SESSION_IDLE_SECONDS, SESSION_MAX_AGE_SECONDS } from '@earnwave/contracts';
import { eraseExpiredReviewRecords, OUTBOX_EVENTS_EXPLAINING_LEDGER } from '@earnwave/db';
import { DataSource } from 'typeorm';

/**
 * The retention job's deletions, one bounded batch each: at most `limit` rows older than `cutoff`,
 * answering how many went. Each is a statement of its own, so no lock is held for long.
 */
@Injectable()
export class RetentionRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Sessions over before the cutoff: ended (logout, revocation...), or, never ended, idle too long
   * or past their lifetime (as SessionVerifier and the sessions list judge them). Their addresses,
   * user agents and device ids go with them.
   */
  deleteSessionsOverBefore(cutoff: Date, limit: number): Promise<number> {
    return this.deleted(
      `DELETE FROM sessions WHERE id IN (
         SELECT id FROM sessions
         WHERE last_seen_at < $1
           AND coalesce(ended_at, least(last_seen_at + make_interval(secs => ${SESSION_IDLE_SECONDS}),
                                        created_at + make_interval(secs => ${SESSION_MAX_AGE_SECONDS}))) < $1
         LIMIT $2)`,
      [cutoff, limit],
    );
  }

  /**
   * Outbox events processed before the cutoff, except those a ledger transaction is explained by.
   * Never an unsent, unprocessed or parked event: the relay and the sweeper still need those.
   */
  deleteOutboxProcessedBefore(cutoff: Date, limit: number): Promise<number> {
    return this.deleted(
      `DELETE FROM outbox WHERE id IN (
         SELECT id FROM outbox WHERE processed_at < $1 AND type <> ALL($2::text[]) LIMIT $3)`,
      [cutoff, [...OUTBOX_EVENTS_EXPLAINING_LEDGER], limit],
    );
  }

  /**
   * Card-payment events received before the cutoff, except those a refused payment names: the
   * console's refund list shows that event (refused_card_payments.event_id references it) and
   * keeps it for ever, like the payment.
   */
  deleteCardEventsReceivedBefore(cutoff: Date, limit: number): Promise<number> {
    return this.deleted(
      `DELETE FROM card_payment_events WHERE id IN (
         SELECT e.id FROM card_payment_events e
         WHERE e.received_at < $1 AND NOT EXISTS (SELECT 1 FROM refused_card_payments r WHERE r.event_id = e.id)
         LIMIT $2)`,
      [cutoff, limit],
    );
  }

  deleteUsedTokensBefore(cutoff: Date, limit: number): Promise<number> {
    return this.deleted(
      `DELETE FROM used_tokens WHERE jti IN (SELECT jti FROM used_tokens WHERE used_at < $1 LIMIT $2)`,
      [cutoff, limit],
    );
  }

  /**
   * Erases the sign-up addresses and the sessions' addresses and device ids older than the review
   * retention (eraseExpiredReviewRecords); answers how many rows.
   */
  eraseReviewRecords(retentionDays: number, now: Date): Promise<number> {
    return this.db.transaction((manager) => eraseExpiredReviewRecords(manager, retentionDays, now));
  }

  private async deleted(sql: string, parameters: unknown[]): Promise<number> {
    // TypeORM answers a DELETE as [rows, affected count].
    const [, count]: [unknown[], number] = await this.db.query(sql, parameters);
    return count;
  }
}
