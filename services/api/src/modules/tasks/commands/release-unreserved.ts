import { postEntries } from '@earnwave/db';
import { taskRefundEntry } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import type { LockedTask } from './task-access';

/**
 * Gives the owner back the escrow of the leads nobody took (a deleted task, or a balance-paid
 * task an administrator rejected): exactly the unreserved leads times the cost per lead. The
 * leads members already took stay funded, so those members can still be paid. Answers the amount.
 */
export async function releaseUnreservedLeads(
  manager: EntityManager,
  task: LockedTask,
  reason: 'deleted' | 'rejected',
): Promise<bigint> {
  const amount = BigInt(task.noOfLeads - task.reservedLeads) * task.costPerLead;
  if (amount === 0n) return 0n;
  await postEntries(manager, [taskRefundEntry({ taskId: task.id, ownerId: task.ownerId, amount, reason })]);
  return amount;
}
