import { addNotifications, postEntries, type PostedEntry, type StoredNotification } from '@earnwave/db';
import { taskRefundEntry } from '@earnwave/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { TASK_NOTICES } from '../../live/task-notices';
import { completeTasks } from '../settlement/task-proofs';

/** Tasks looked at per run; the next run (10 minutes later) goes on. */
const TASKS_PER_RUN = 500;

/**
 * A lead `tp` left idle since the cutoff `$1`: taken before it, no proof waiting for a decision,
 * not every pricing approved, and no proof sent or decided since.
 */
const IDLE_LEAD = `tp.released_at IS NULL AND tp.closed_at IS NULL AND tp.taken_at < $1
  AND NOT EXISTS (SELECT 1 FROM task_proofs p WHERE p.performance_id = tp.id
                  AND (p.status = 'PENDING' OR p.created_at >= $1 OR p.decided_at >= $1))
  AND (SELECT count(*) FROM task_proofs p WHERE p.performance_id = tp.id AND p.status = 'APPROVED')
      < (SELECT count(*) FROM task_assigned_prices ap WHERE ap.task_id = tp.task_id)`;

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
export async function endIdleLeads(db: DataSource, hours: number, now: Date): Promise<EndedLeads> {
  const cutoff = new Date(now.getTime() - hours * 60 * 60 * 1000);
  const tasks: { task_id: string }[] = await db.query(
    `SELECT DISTINCT tp.task_id FROM task_performances tp JOIN tasks t ON t.id = tp.task_id
     WHERE t.completed_at IS NULL AND ${IDLE_LEAD} LIMIT $2`,
    [cutoff, TASKS_PER_RUN],
  );
  const ended: EndedLeads = { released: 0, closed: 0, posted: [], notifications: [] };
  for (const { task_id: taskId } of tasks) {
    const one = await db.transaction((manager) => endIdleLeadsOf(manager, taskId, cutoff));
    ended.released += one.released;
    ended.closed += one.closed;
    ended.posted.push(...one.posted);
    ended.notifications.push(...one.notifications);
  }
  return ended;
}

async function endIdleLeadsOf(manager: EntityManager, taskId: string, cutoff: Date): Promise<EndedLeads> {
  const [task]: {
    owner_id: string;
    business_name: string;
    open: boolean;
    completed: boolean;
    cost_per_lead: string;
  }[] = await manager.query(
    `SELECT owner_id, business_name, status = 'ACCEPTED' AND deleted_at IS NULL AS open,
            completed_at IS NOT NULL AS completed, cost_per_lead::text
     FROM tasks WHERE id = $1 FOR UPDATE`,
    [taskId],
  );
  const none: EndedLeads = { released: 0, closed: 0, posted: [], notifications: [] };
  if (!task || task.completed) return none;
  // Read again under the lock: a proof sent or decided meanwhile keeps its lead running.
  const leads: { id: string; member_id: string; approved_cost: string | null }[] = await manager.query(
    `SELECT tp.id, tp.member_id,
            (SELECT sum(ap.no_of_cost)::text FROM task_proofs p
               JOIN task_assigned_prices ap ON ap.id = p.assigned_price_id
             WHERE p.performance_id = tp.id AND p.status = 'APPROVED') AS approved_cost
     FROM task_performances tp WHERE tp.task_id = $2 AND ${IDLE_LEAD}
     FOR UPDATE OF tp`,
    [cutoff, taskId],
  );
  if (leads.length === 0) return none;
  const released = leads.filter((lead) => lead.approved_cost === null);
  const closed = leads.filter((lead) => lead.approved_cost !== null);
  await manager.query(`UPDATE task_performances SET released_at = now() WHERE id = ANY($1)`, [
    released.map((lead) => lead.id),
  ]);
  await manager.query(`UPDATE task_performances SET closed_at = now() WHERE id = ANY($1)`, [
    closed.map((lead) => lead.id),
  ]);
  await manager.query(`UPDATE tasks SET reserved_leads = reserved_leads - $2, updated_at = now() WHERE id = $1`, [
    taskId,
    released.length,
  ]);

  const perLead = BigInt(task.cost_per_lead);
  const refunds = task.open
    ? []
    : leads.flatMap((lead) => {
        const amount = perLead - BigInt(lead.approved_cost ?? '0');
        return amount > 0n
          ? [taskRefundEntry({ taskId, ownerId: task.owner_id, amount, reason: 'lead_ended', leadId: lead.id })]
          : [];
      });
  const posted = await postEntries(manager, refunds);
  const completion = task.open && closed.length ? await completeTasks(manager, [taskId]) : { posted: [], notices: [] };
  const notifications = await addNotifications(manager, [
    ...released.map((lead) => TASK_NOTICES.leadReleased(lead.member_id, task.business_name)),
    ...closed.map((lead) => TASK_NOTICES.leadClosed(lead.member_id, task.business_name)),
    ...completion.notices,
  ]);
  return {
    released: released.length,
    closed: closed.length,
    posted: [...posted, ...completion.posted],
    notifications,
  };
}
