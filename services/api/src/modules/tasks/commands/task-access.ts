import { hasCapability } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { NotYourTask, TaskNotFound } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';

/** A task's row as the owner's commands need it; money in micro-credits. */
export interface LockedTask {
  id: string;
  ownerId: string;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
  noOfLeads: number;
  reservedLeads: number;
  costPerLead: bigint;
  deletedAt: Date | null;
  completedAt: Date | null;
}

/**
 * Locks a task's row for a change, in the caller's transaction. Tasks are locked before proofs
 * and ledger accounts everywhere (API and worker), so two writers never wait on each other in a
 * cycle. Answers undefined for an unknown task.
 */
export async function lockTask(manager: EntityManager, taskId: string): Promise<LockedTask | undefined> {
  const [row]: Record<string, unknown>[] = await manager.query(
    `SELECT id, owner_id, status, no_of_leads, reserved_leads, cost_per_lead::text AS cost_per_lead, deleted_at,
            completed_at
     FROM tasks WHERE id = $1 FOR UPDATE`,
    [taskId],
  );
  if (!row) return undefined;
  return {
    id: row.id as string,
    ownerId: row.owner_id as string,
    status: row.status as LockedTask['status'],
    noOfLeads: row.no_of_leads as number,
    reservedLeads: row.reserved_leads as number,
    costPerLead: BigInt(row.cost_per_lead as string),
    deletedAt: (row.deleted_at as Date | null) ?? null,
    completedAt: (row.completed_at as Date | null) ?? null,
  };
}

/** Only the task's owner, or an administrator, may manage a task and its proofs. */
export function assertManages(caller: Pick<UserEntity, 'id' | 'role'>, ownerId: string): void {
  if (!hasCapability(caller.role, 'oversee') && caller.id !== ownerId) throw new NotYourTask();
}

/** The task, locked, for its owner or an administrator; 404 for an unknown or deleted one. */
export async function lockManagedTask(
  manager: EntityManager,
  taskId: string,
  caller: Pick<UserEntity, 'id' | 'role'>,
): Promise<LockedTask> {
  const task = await lockTask(manager, taskId);
  if (!task || task.deletedAt) throw new TaskNotFound();
  assertManages(caller, task.ownerId);
  return task;
}
