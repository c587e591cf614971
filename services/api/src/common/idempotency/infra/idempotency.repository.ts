import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK } from '@earnwave/config';
import { prepared } from '@earnwave/db';
import type { Clock } from '@earnwave/domain';
import { DataSource, type EntityManager } from 'typeorm';

/** A reservation older than this is taken to be from a crashed request and may be taken over. */
const STALE_AFTER = '60 seconds';
/** How long a key's kept answer is answered again; after it the key is refused, never run again. */
const KEPT_FOR = '24 hours';

/**
 * A key's first call, as kept: its route, its answer once it has one (no status while it runs),
 * and whether that answer is older than KEPT_FOR.
 */
export interface IdempotentRequest {
  route: string;
  status_code: number | null;
  response: unknown;
  expired: boolean;
}

/**
 * The `idempotent_requests` rows: a member's key reserved before the call runs, its answer kept
 * after, the key freed when the call fails.
 */
@Injectable()
export class IdempotencyRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Reserves the key for this call, or answers the call that holds it. Only a reservation that
   * got no answer within STALE_AFTER (its request crashed, so nothing was done) is taken over: an
   * answered key is never run again, however old, since a withdrawal, a purchase or a task's
   * funding has no ledger key of the member's choosing that would refuse a second run. The ages
   * are read on the Clock port, so that a test moves a day on instead of back-dating rows.
   */
  async reserve(memberId: string, key: string, route: string): Promise<IdempotentRequest | undefined> {
    const taken: unknown[] = await this.db.query(
      `INSERT INTO idempotent_requests (member_id, idempotency_key, route, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, idempotency_key) DO UPDATE
         SET created_at = EXCLUDED.created_at, route = EXCLUDED.route, status_code = NULL, response = NULL
         WHERE idempotent_requests.status_code IS NULL
           AND idempotent_requests.created_at < $4::timestamptz - interval '${STALE_AFTER}'
       RETURNING NULL AS route`,
      [memberId, key, route, this.clock.now()],
    );
    if (taken.length) return undefined;
    return this.previous(memberId, key);
  }

  /** The key's first call as kept, if it has one. */
  async previous(memberId: string, key: string): Promise<IdempotentRequest | undefined> {
    const [previous]: IdempotentRequest[] = await this.db.query(
      `SELECT route, status_code, response, created_at < $3::timestamptz - interval '${KEPT_FOR}' AS expired
       FROM idempotent_requests WHERE member_id = $1 AND idempotency_key = $2`,
      [memberId, key, this.clock.now()],
    );
    return previous;
  }

  /**
   * Keeps the key with its answer in the caller's transaction, the one the call's writes are in:
   * answers false when the key is taken already (a repeat that ran alongside committed first, and
   * the caller rolls back what it wrote). A repeat still running holds the row: this waits for its
   * commit or rollback.
   */
  async keepWith(
    manager: EntityManager,
    call: { memberId: string; key: string; route: string },
    statusCode: number,
    body: unknown,
  ): Promise<boolean> {
    const kept = await prepared<unknown[]>(
      manager,
      `INSERT INTO idempotent_requests (member_id, idempotency_key, route, created_at, status_code, response)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (member_id, idempotency_key) DO NOTHING
       RETURNING 1`,
      [call.memberId, call.key, call.route, this.clock.now(), statusCode, JSON.stringify(body)],
    );
    return kept.length > 0;
  }

  async keepAnswer(memberId: string, key: string, statusCode: number, body: unknown): Promise<void> {
    await this.db.query(
      `UPDATE idempotent_requests SET status_code = $3, response = $4 WHERE member_id = $1 AND idempotency_key = $2`,
      [memberId, key, statusCode, JSON.stringify(body)],
    );
  }

  async free(memberId: string, key: string): Promise<void> {
    await this.db.query(`DELETE FROM idempotent_requests WHERE member_id = $1 AND idempotency_key = $2`, [
      memberId,
      key,
    ]);
  }
}
