import { Injectable } from '@nestjs/common';
import type { EventJob } from '@earnwave/contracts';
import { lockAccounts, postEntries, type NewNotification, type PostedEntry } from '@earnwave/db';
import { taskEscrow, taskRefundEntry, taskRewardEntry, type LedgerEntry } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { TASK_NOTICES } from '../../live/task-notices';
import { TaskProofsRepository } from './infra/task-proofs.repository';

export interface TaskEvents {
  received: EventJob<'task-proofs.received'>[];
  decided: EventJob<'task-proof.decided'>[];
}

export class EscrowShortfallError extends Error {}

/** Task proofs' part of a settlement group: their payments, the tasks they complete, their notices. */
@Injectable()
export class TaskProofSettlement {
  constructor(private readonly tasks: TaskProofsRepository) {}

  /**
   * Approved proofs' payments, in the settlement group's transaction: the reward from the task's
   * escrow to the member and the rest of the cost to revenue, keyed by the proof (a replay posts
   * nothing). The tasks' rows are locked first (the order every task writer locks in: tasks, then
   * proofs, then ledger accounts), then their escrows; a payment the escrow cannot cover is refused
   * loudly (the event fails on its own and is parked), so nothing ever pays past an escrow.
   */
  async rewardEntries(manager: EntityManager, events: TaskEvents): Promise<LedgerEntry[]> {
    const approved = events.decided.filter((event) => event.decision === 'APPROVED');
    const taskIds = [...new Set([...events.decided, ...events.received].map((event) => event.taskId))].sort();
    if (taskIds.length) await this.tasks.lockTasks(manager, taskIds);
    if (approved.length === 0) return [];
    const due = new Set(
      await this.tasks.unsettledApprovals(
        manager,
        approved.map((event) => event.proofId),
      ),
    );
    const balances = await lockAccounts(
      manager,
      approved.map((event) => taskEscrow(event.taskId)),
    );
    const entries: LedgerEntry[] = [];
    for (const event of approved) {
      if (!due.delete(event.proofId)) continue;
      const escrow = taskEscrow(event.taskId);
      const cost = BigInt(event.cost);
      const left = balances.get(escrow) ?? 0n;
      if (left < cost) {
        throw new EscrowShortfallError(
          `escrow of task ${event.taskId} holds ${left}, cannot pay proof ${event.proofId} (${cost})`,
        );
      }
      balances.set(escrow, left - cost);
      entries.push(
        taskRewardEntry({
          proofId: event.proofId,
          taskId: event.taskId,
          memberId: event.memberId,
          cost,
          reward: BigInt(event.reward),
        }),
      );
    }
    return entries;
  }

  /**
   * After the group's entries are posted: the paid proofs are marked settled, a task whose every
   * lead is done is completed (what is left in its escrow goes back to the owner), and the task
   * notices are written once each (a replayed event finds them sent).
   */
  async afterRewards(
    manager: EntityManager,
    posted: PostedEntry[],
    events: TaskEvents,
  ): Promise<{ posted: PostedEntry[]; notices: NewNotification[] }> {
    const paid = posted.filter((entry) => entry.type === 'task_reward');
    const paidTasks = [...new Set(paid.map((entry) => (entry.metadata as { taskId: string }).taskId))];
    if (paid.length) {
      await this.tasks.markSettled(
        manager,
        paid.map((entry) => (entry.metadata as { proofId: string }).proofId),
      );
    }
    const completion = await this.completeTasks(manager, paidTasks);
    return {
      posted: completion.posted,
      notices: [
        ...completion.notices,
        ...(await this.receivedNotices(manager, events.received)),
        ...(await this.decisionNotices(manager, events.decided)),
      ],
    };
  }

  /**
   * A task is completed when every lead was taken and every taken lead is done: an approved, paid
   * proof for each of the task's pricings, or closed unfinished by the idle-lead sweep (with no
   * approval of it still to be paid). Then its escrow holds nothing the members may still draw; what
   * is left (the unpaid part of closed leads, or anything overpaid into it) goes back to the owner.
   */
  async completeTasks(
    manager: EntityManager,
    taskIds: string[],
  ): Promise<{ posted: PostedEntry[]; notices: NewNotification[] }> {
    if (taskIds.length === 0) return { posted: [], notices: [] };
    const done = await this.tasks.completeFinishedTasks(manager, taskIds);
    const refunds = done
      .filter((task) => task.escrow > 0n)
      .map((task) =>
        taskRefundEntry({ taskId: task.id, ownerId: task.ownerId, amount: task.escrow, reason: 'completed' }),
      );
    const posted = await postEntries(manager, refunds);
    const refunded = (taskId: string) =>
      posted.find((entry) => (entry.metadata as { taskId: string }).taskId === taskId)?.postings[1].amount ?? 0n;
    return {
      posted,
      notices: done.map((task) => TASK_NOTICES.taskCompleted(task.ownerId, task.businessName, refunded(task.id))),
    };
  }

  /** The owner hears once of each batch of proofs a member sent. */
  private async receivedNotices(manager: EntityManager, events: TaskEvents['received']): Promise<NewNotification[]> {
    if (events.length === 0) return [];
    const freshIds = new Set(
      await this.tasks.noticeReceived(
        manager,
        events.flatMap((event) => event.proofIds),
      ),
    );
    const notices: NewNotification[] = [];
    for (const event of events) {
      const count = event.proofIds.filter((id) => freshIds.has(id)).length;
      if (count === 0) continue;
      const names = await this.tasks.memberAndBusinessNames(manager, event.memberId, event.taskId);
      notices.push(TASK_NOTICES.proofsReceived(event.ownerId, names.memberName, count, names.businessName));
    }
    return notices;
  }

  /**
   * A rejected member hears the reason; an owner hears of an approval the timer made. (An approved
   * member hears of the reward from its ledger entry.) Once per decided proof.
   */
  private async decisionNotices(manager: EntityManager, events: TaskEvents['decided']): Promise<NewNotification[]> {
    if (events.length === 0) return [];
    const rows = await this.tasks.noticeDecisions(
      manager,
      events.map((event) => event.proofId),
    );
    return rows.flatMap((row) => {
      if (row.status === 'REJECTED') {
        return [TASK_NOTICES.proofRejected(row.memberId, row.title, row.businessName, row.rejectionMessage ?? '')];
      }
      return row.decidedBy === 'timer'
        ? [TASK_NOTICES.proofAutoApproved(row.ownerId, row.title, row.businessName)]
        : [];
    });
  }
}
