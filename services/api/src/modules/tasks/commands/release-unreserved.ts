import { postEntries } from '@earnwave/db';
import { taskRefundEntry } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import type { LockedTask, TasksRepository } from '../infra/tasks.repository';

/**
 * Gives the owner back what a task closed to newcomers (deleted, or a balance-paid task an
 * administrator rejected) no longer owes anyone: the escrow of the leads nobody took (the
 * unreserved leads times the cost per lead), and the unpaid part of each lead the worker closed
 * unfinished while the task was open (kept for the task's completion, which no newcomer can bring
 * now; a lead closed later is refunded by the worker at once). The leads members still hold stay
 * funded, so those members can still be paid. Answers the amount.
 */
export async function releaseUnreservedLeads(
  tasks: TasksRepository,
  manager: EntityManager,
  task: LockedTask,
  reason: 'deleted' | 'rejected',
): Promise<bigint> {
  const unreserved = BigInt(task.noOfLeads - task.reservedLeads) * task.costPerLead;
  const closed = await tasks.closedLeadsOf(manager, task.id);
  const refunds = [
    ...(unreserved > 0n
      ? [taskRefundEntry({ taskId: task.id, ownerId: task.ownerId, amount: unreserved, reason })]
      : []),
    ...closed.flatMap((lead) => {
      const amount = task.costPerLead - lead.approved;
      return amount > 0n
        ? [taskRefundEntry({ taskId: task.id, ownerId: task.ownerId, amount, reason: 'lead_ended', leadId: lead.id })]
        : [];
    }),
  ];
  const posted = await postEntries(manager, refunds);
  return posted.reduce((sum, entry) => sum + entry.postings[1].amount, 0n);
}
