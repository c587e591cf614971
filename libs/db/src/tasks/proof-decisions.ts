import type { ProofDecider, ScreenshotDecision } from '@earnwave/contracts';
import type { EntityManager } from 'typeorm';
import { appendOutbox } from '../outbox';

/** A proof as a decision sees it, with what its approval would pay (micro-credits). */
export interface LockedProof {
  id: string;
  taskId: string;
  ownerId: string;
  memberId: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  cost: bigint;
  reward: bigint;
}

export interface ProofDecision {
  decision: ScreenshotDecision;
  decidedBy: ProofDecider;
  /** The owner or administrator who decided; none for the timer. */
  deciderId?: string;
  rejectionMessage?: string;
}

/**
 * Locks a proof for a decision, in the caller's transaction: the task's row first (shared, so a
 * deletion waits for the decision and sees it), then the proof's row. Answers undefined for an
 * unknown proof.
 */
export async function lockProof(manager: EntityManager, proofId: string): Promise<LockedProof | undefined> {
  const [task]: { id: string }[] = await manager.query(
    `SELECT t.id FROM tasks t JOIN task_proofs p ON p.task_id = t.id WHERE p.id = $1 FOR SHARE OF t`,
    [proofId],
  );
  if (!task) return undefined;
  const [row]: Record<string, string>[] = await manager.query(
    `SELECT p.id, p.task_id, t.owner_id, p.member_id, p.status, ap.no_of_cost::text AS cost,
            ap.no_of_rewards::text AS reward
     FROM task_proofs p
     JOIN tasks t ON t.id = p.task_id
     JOIN task_assigned_prices ap ON ap.id = p.assigned_price_id
     WHERE p.id = $1
     FOR UPDATE OF p`,
    [proofId],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    taskId: row.task_id,
    ownerId: row.owner_id,
    memberId: row.member_id,
    status: row.status as LockedProof['status'],
    cost: BigInt(row.cost),
    reward: BigInt(row.reward),
  };
}

/**
 * The one way a proof is decided, whoever decides (owner, administrator, the auto-approval timer):
 * a compare-and-set from PENDING on the locked proof, and the event that settles it (an approval
 * pays from escrow in the worker, exactly once per proof). Answers false when the proof was not
 * pending any more (the caller answers 409, the timer skips it).
 */
export async function decideProof(
  manager: EntityManager,
  proof: LockedProof,
  decision: ProofDecision,
): Promise<boolean> {
  const updated: unknown[] = await manager.query(
    `WITH decided AS (
       UPDATE task_proofs SET status = $2, rejection_message = $3, decided_by = $4, decided_by_id = $5, decided_at = now()
       WHERE id = $1 AND status = 'PENDING' RETURNING id)
     SELECT id FROM decided`,
    [
      proof.id,
      decision.decision,
      decision.decision === 'REJECTED' ? decision.rejectionMessage : null,
      decision.decidedBy,
      decision.deciderId ?? null,
    ],
  );
  if (updated.length === 0) return false;
  await appendOutbox(manager, 'task-proof.decided', {
    proofId: proof.id,
    taskId: proof.taskId,
    ownerId: proof.ownerId,
    memberId: proof.memberId,
    decision: decision.decision,
    decidedBy: decision.decidedBy,
    cost: proof.cost.toString(),
    reward: proof.reward.toString(),
  });
  return true;
}

/** Pending proofs sent before `cutoff`, oldest first: what the auto-approval timer takes up. */
export async function overdueProofIds(manager: EntityManager, cutoff: Date, limit: number): Promise<string[]> {
  const rows: { id: string }[] = await manager.query(
    `SELECT id FROM task_proofs WHERE status = 'PENDING' AND created_at < $1 ORDER BY created_at LIMIT $2`,
    [cutoff, limit],
  );
  return rows.map((row) => row.id);
}
