import { hasCapability } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { NotYourTask, TaskNotFound } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import type { LockedTask, TasksRepository } from '../infra/tasks.repository';

/** Only the task's owner, or an administrator, may manage a task and its proofs. */
export function assertManages(caller: Pick<UserEntity, 'id' | 'role'>, ownerId: string): void {
  if (!hasCapability(caller.role, 'oversee') && caller.id !== ownerId) throw new NotYourTask();
}

/** The task, locked, for its owner or an administrator; 404 for an unknown or deleted one. */
export async function lockManagedTask(
  tasks: TasksRepository,
  manager: EntityManager,
  taskId: string,
  caller: Pick<UserEntity, 'id' | 'role'>,
): Promise<LockedTask> {
  const task = await tasks.lockTask(manager, taskId);
  if (!task || task.deletedAt) throw new TaskNotFound();
  assertManages(caller, task.ownerId);
  return task;
}
