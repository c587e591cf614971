import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addNotifications, postEntries, type PostedEntry, type StoredNotification } from '@earnwave/db';
import { taskRefundEntry } from '@earnwave/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { TASK_NOTICES } from '../../live/task-notices';
import { TaskProofSettlement } from '../settlement/task-proofs';
import { MaintenanceRepository } from './infra/maintenance.repository';

/** Tasks looked at per run; the next run (10 minutes later) goes on. */
const TASKS_PER_RUN = 500;

export interface EndedLeads {
  released: number;
  closed: number;
  posted: PostedEntry[];
  notifications: StoredNotification[];
}

/**
 * Ends the leads members took and then left, so that a task's escrow is never held forever by a
 * member who sent only some proofs or never sent a rejected one again. A lead is left when nothing
 * happened on it for `hours` (as long as an owner has to decide a proof) and no proof of it waits.
 * A lead without an approved proof is released: it goes back to the task for another member (or,
 * the member may take it again). A lead with some is closed and counts as done. Either way, on a
 * task closed to new members (deleted, or rejected by an administrator) the lead's unpaid part
 * goes back to the owner at once; on an open task it stays in escrow, for the next member or for
 * the refund when the task completes. One short transaction per task, under the task's row lock
 * (which perform-task and proof decisions take too).
 */
@Injectable()
export class IdleLeads {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly maintenance: MaintenanceRepository,
    private readonly taskProofs: TaskProofSettlement,
  ) {}

  async end(hours: number, now: Date): Promise<EndedLeads> {
    const cutoff = new Date(now.getTime() - hours * 60 * 60 * 1000);
    const tasks = await this.maintenance.tasksWithIdleLeads(cutoff, TASKS_PER_RUN);
    const ended: EndedLeads = { released: 0, closed: 0, posted: [], notifications: [] };
    for (const taskId of tasks) {
      const one = await this.db.transaction((manager) => this.endOf(manager, taskId, cutoff));
      ended.released += one.released;
      ended.closed += one.closed;
      ended.posted.push(...one.posted);
      ended.notifications.push(...one.notifications);
    }
    return ended;
  }

  private async endOf(manager: EntityManager, taskId: string, cutoff: Date): Promise<EndedLeads> {
    const task = await this.maintenance.lockTask(manager, taskId);
    const none: EndedLeads = { released: 0, closed: 0, posted: [], notifications: [] };
    if (!task || task.completed) return none;
    // Read again under the lock: a proof sent or decided meanwhile keeps its lead running.
    const leads = await this.maintenance.lockIdleLeads(manager, taskId, cutoff);
    if (leads.length === 0) return none;
    const released = leads.filter((lead) => lead.approvedCost === null);
    const closed = leads.filter((lead) => lead.approvedCost !== null);
    await this.maintenance.endLeads(
      manager,
      taskId,
      released.map((lead) => lead.id),
      closed.map((lead) => lead.id),
    );

    const refunds = task.open
      ? []
      : leads.flatMap((lead) => {
          const amount = task.costPerLead - (lead.approvedCost ?? 0n);
          return amount > 0n
            ? [taskRefundEntry({ taskId, ownerId: task.ownerId, amount, reason: 'lead_ended', leadId: lead.id })]
            : [];
        });
    const posted = await postEntries(manager, refunds);
    const completion =
      task.open && closed.length ? await this.taskProofs.completeTasks(manager, [taskId]) : { posted: [], notices: [] };
    const notifications = await addNotifications(manager, [
      ...released.map((lead) => TASK_NOTICES.leadReleased(lead.memberId, task.businessName)),
      ...closed.map((lead) => TASK_NOTICES.leadClosed(lead.memberId, task.businessName)),
      ...completion.notices,
    ]);
    return {
      released: released.length,
      closed: closed.length,
      posted: [...posted, ...completion.posted],
      notifications,
    };
  }
}
