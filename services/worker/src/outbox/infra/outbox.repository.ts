import { Injectable } from '@nestjs/common';
import type { QueueName } from '@earnwave/contracts';
import type { EntityManager } from 'typeorm';
import type { RelayedEvent } from '../outbox-jobs';

/** An event sent to its queue and not processed yet, as the sweeper reads it. */
export interface UnprocessedEvent extends RelayedEvent {
  queue: QueueName;
  jobId: string | null;
  relayAttempts: number;
  /** sent_at as PostgreSQL prints it (microseconds kept): the page cursor. */
  sentKey: string;
}

/** The relay's and the sweeper's SQL on the outbox; every method runs in the caller's transaction. */
@Injectable()
export class OutboxRepository {
  /**
   * The oldest events not sent yet, locked (SKIP LOCKED: relays on several workers share them).
   * Without their payloads: a job carries event ids only, and reading 500 payloads into entities
   * on every round was a good part of the relay's CPU.
   */
  async lockUnsent(manager: EntityManager, limit: number): Promise<(RelayedEvent & { queue: QueueName })[]> {
    return manager.query(
      `SELECT id, type, queue FROM outbox WHERE sent_at IS NULL ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
  }

  /** Records the events sent at `sentAt`, each with the id of the job that carries it. */
  async markSent(manager: EntityManager, jobIds: ReadonlyMap<string, string>, sentAt: Date): Promise<void> {
    await manager.query(
      `UPDATE outbox SET sent_at = $3, job_id = relayed.job_id
       FROM unnest($1::uuid[], $2::varchar[]) AS relayed (id, job_id)
       WHERE outbox.id = relayed.id`,
      [[...jobIds.keys()], [...jobIds.values()], sentAt],
    );
  }

  /**
   * A page of the events sent before the cutoff and still not processed nor parked, oldest first,
   * after the cursor `after`; locked (SKIP LOCKED: sweepers on several workers share the work).
   */
  async lockUnprocessedPage(
    manager: EntityManager,
    cutoff: Date,
    after: { sentKey: string; id: string } | undefined,
    limit: number,
  ): Promise<UnprocessedEvent[]> {
    return manager.query(
      `SELECT id, type, queue, job_id AS "jobId", relay_attempts AS "relayAttempts", sent_at::text AS "sentKey"
       FROM outbox
       WHERE sent_at IS NOT NULL AND processed_at IS NULL AND parked_at IS NULL AND sent_at < $1
         AND ($2::timestamptz IS NULL OR (sent_at, id) > ($2::timestamptz, $3::uuid))
       ORDER BY sent_at, id
       LIMIT $4
       FOR UPDATE SKIP LOCKED`,
      [cutoff, after?.sentKey ?? null, after?.id ?? null, limit],
    );
  }

  /** Records the events relayed again at `sentAt`, each with its new job id and attempt. */
  async markRelayed(
    manager: EntityManager,
    relayed: { id: string; jobId: string; attempt: number }[],
    sentAt: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE outbox SET sent_at = $4, job_id = relayed.job_id, relay_attempts = relayed.attempt
       FROM unnest($1::uuid[], $2::varchar[], $3::int[]) AS relayed (id, job_id, attempt)
       WHERE outbox.id = relayed.id`,
      [relayed.map((row) => row.id), relayed.map((row) => row.jobId), relayed.map((row) => row.attempt), sentAt],
    );
  }

  /** Parks the events at `parkedAt`, for an operator. */
  async park(manager: EntityManager, eventIds: string[], parkedAt: Date): Promise<void> {
    await manager.query(`UPDATE outbox SET parked_at = $2 WHERE id = ANY($1::uuid[])`, [eventIds, parkedAt]);
  }
}
