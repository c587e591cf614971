import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** A reservation older than this is taken to be from a crashed request and may be taken over. */
const STALE_AFTER = '60 seconds';

/** A key's first call, as kept: its route, and its answer once it has one (no status while it runs). */
export interface IdempotentRequest {
  route: string;
  status_code: number | null;
  response: unknown;
}

/**
 * The `idempotent_requests` rows: a member's key reserved before the call runs, its answer kept
 * after, the key freed when the call fails.
 */
@Injectable()
export class IdempotencyRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Reserves the key for this call, or answers the call that holds it. A reservation is taken
   * over when its answer is older than 24 hours, or when no answer came within STALE_AFTER.
   */
  async reserve(memberId: string, key: string, route: string): Promise<IdempotentRequest | undefined> {
    const taken: unknown[] = await this.db.query(
      `INSERT INTO idempotent_requests (member_id, idempotency_key, route) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, idempotency_key) DO UPDATE SET created_at = now(), route = EXCLUDED.route
         WHERE idempotent_requests.created_at < now() - interval '24 hours'
            OR (idempotent_requests.status_code IS NULL AND idempotent_requests.created_at < now() - interval '${STALE_AFTER}')
       RETURNING NULL AS route, NULL AS status_code, NULL AS response`,
      [memberId, key, route],
    );
    if (taken.length) return undefined;
    const [previous]: IdempotentRequest[] = await this.db.query(
      `SELECT route, status_code, response FROM idempotent_requests WHERE member_id = $1 AND idempotency_key = $2`,
      [memberId, key],
    );
    return previous;
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
