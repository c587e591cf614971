import type { EventJob } from '@earnwave/contracts';
import { finishedLeadsSql, lockAccounts, postEntries, type NewNotification, type PostedEntry } from '@earnwave/db';
import { taskEscrow, taskRefundEntry, taskRewardEntry, type LedgerEntry } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { TASK_NOTICES } from '../../live/task-notices';

export interface TaskEvents {
  received: EventJob<'task-proofs.received'>[];
  decided: EventJob<'task-proof.decided'>[];
}

export class EscrowShortfallError extends Error {}

/**
 * Approved proofs' payments, in the settlement group's transaction: the reward from the task's
 * escrow to the member and the rest of the cost to revenue, keyed by the proof (a replay posts
 * nothing). The tasks' rows are locked first (the order every task writer locks in: tasks, then
 * proofs, then ledger accounts), then their escrows; a payment the escrow cannot cover is refused
 * loudly (the event fails on its own and is parked), so nothing ever pays past an escrow.
 */
export async function taskRewardEntries(manager: EntityManager, events: TaskEvents): Promise<LedgerEntry[]> {
  const approved = events.decided.filter((event) => event.decision === 'APPROVED');
  const taskIds = [...new Set([...events.decided, ...events.received].map((event) => event.taskId))].sort();
  if (taskIds.length) await manager.query(`SELECT id FROM tasks WHERE id = ANY($1) ORDER BY id FOR UPDATE`, [taskIds]);
  if (approved.length === 0) return [];
  const unsettled: { id: string }[] = await manager.query(
    `SELECT id FROM task_proofs WHERE id = ANY($1) AND status = 'APPROVED' AND settled_at IS NULL`,
    [approved.map((event) => event.proofId)],
  );
  const due = new Set(unsettled.map((row) => row.id));
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
export async function afterTaskRewards(
  manager: EntityManager,
  posted: PostedEntry[],
  events: TaskEvents,
): Promise<{ posted: PostedEntry[]; notices: NewNotification[] }> {
  const paid = posted.filter((entry) => entry.type === 'task_reward');
  const paidTasks = [...new Set(paid.map((entry) => (entry.metadata as { taskId: string }).taskId))];
  if (paid.length) {
    await manager.query(`UPDATE task_proofs SET settled_at = now() WHERE id = ANY($1)`, [
      paid.map((entry) => (entry.metadata as { proofId: string }).proofId),
    ]);
  }
  const completion = await completeTasks(manager, paidTasks);
  return {
    posted: completion.posted,
    notices: [
      ...completion.notices,
      ...(await receivedNotices(manager, events.received)),
      ...(await decisionNotices(manager, events.decided)),
    ],
  };
}

/**
 * A task is completed when every lead was taken and every taken lead is done: an approved, paid
 * proof for each of the task's pricings, or closed unfinished by the idle-lead sweep (with no
 * approval of it still to be paid). Then its escrow holds nothing the members may still draw; what
 * is left (the unpaid part of closed leads, or anything overpaid into it) goes back to the owner.
 */
export async function completeTasks(manager: EntityManager, taskIds: string[]) {
  if (taskIds.length === 0) return { posted: [], notices: [] };
  const done: { id: string; owner_id: string; business_name: string; escrow: string }[] = await manager.query(
    `WITH done AS (
       UPDATE tasks t SET completed_at = now(), updated_at = now()
       FROM (SELECT ap.task_id, count(*) AS prices FROM task_assigned_prices ap WHERE ap.task_id = ANY($1)
             GROUP BY ap.task_id) prices
       WHERE t.id = prices.task_id AND t.completed_at IS NULL AND t.reserved_leads = t.no_of_leads
         AND ${finishedLeadsSql('prices.prices', true)} = t.no_of_leads
         AND NOT EXISTS (SELECT 1 FROM task_proofs p
                         WHERE p.task_id = t.id AND p.status = 'APPROVED' AND p.settled_at IS NULL)
       RETURNING t.id, t.owner_id, t.business_name)
     SELECT done.*, (SELECT balance::text FROM ledger_accounts WHERE id = 'task:' || done.id || ':escrow') AS escrow
     FROM done`,
    [taskIds],
  );
  const refunds = done
    .filter((task) => BigInt(task.escrow ?? '0') > 0n)
    .map((task) =>
      taskRefundEntry({ taskId: task.id, ownerId: task.owner_id, amount: BigInt(task.escrow), reason: 'completed' }),
    );
  const posted = await postEntries(manager, refunds);
  const refunded = (taskId: string) =>
    posted.find((entry) => (entry.metadata as { taskId: string }).taskId === taskId)?.postings[1].amount ?? 0n;
  return {
    posted,
    notices: done.map((task) => TASK_NOTICES.taskCompleted(task.owner_id, task.business_name, refunded(task.id))),
  };
}

/** The owner hears once of each batch of proofs a member sent. */
async function receivedNotices(manager: EntityManager, events: TaskEvents['received']): Promise<NewNotification[]> {
  if (events.length === 0) return [];
  const fresh: { id: string }[] = await manager.query(
    `WITH noticed AS (
       UPDATE task_proofs SET received_notice_at = now() WHERE id = ANY($1) AND received_notice_at IS NULL RETURNING id)
     SELECT id FROM noticed`,
    [events.flatMap((event) => event.proofIds)],
  );
  const freshIds = new Set(fresh.map((row) => row.id));
  const notices: NewNotification[] = [];
  for (const event of events) {
    const count = event.proofIds.filter((id) => freshIds.has(id)).length;
    if (count === 0) continue;
    const [names]: { member_name: string; business_name: string }[] = await manager.query(
      `SELECT u.name AS member_name, t.business_name FROM users u, tasks t WHERE u.id = $1 AND t.id = $2`,
      [event.memberId, event.taskId],
    );
    notices.push(TASK_NOTICES.proofsReceived(event.ownerId, names.member_name, count, names.business_name));
  }
  return notices;
}

/**
 * A rejected member hears the reason; an owner hears of an approval the timer made. (An approved
 * member hears of the reward from its ledger entry.) Once per decided proof.
 */
async function decisionNotices(manager: EntityManager, events: TaskEvents['decided']): Promise<NewNotification[]> {
  if (events.length === 0) return [];
  const rows: {
    member_id: string;
    owner_id: string;
    status: string;
    decided_by: string;
    rejection_message: string | null;
    title: string;
    business_name: string;
  }[] = await manager.query(
    `WITH noticed AS (
       UPDATE task_proofs p SET decision_notice_at = now()
       FROM task_assigned_prices ap, tasks t
       WHERE p.id = ANY($1) AND p.decision_notice_at IS NULL AND p.status <> 'PENDING'
         AND ap.id = p.assigned_price_id AND t.id = p.task_id
       RETURNING p.member_id, t.owner_id, p.status, p.decided_by, p.rejection_message, ap.title, t.business_name)
     SELECT * FROM noticed`,
    [events.map((event) => event.proofId)],
  );
  return rows.flatMap((row) => {
    if (row.status === 'REJECTED') {
      return [TASK_NOTICES.proofRejected(row.member_id, row.title, row.business_name, row.rejection_message ?? '')];
    }
    return row.decided_by === 'timer'
      ? [TASK_NOTICES.proofAutoApproved(row.owner_id, row.title, row.business_name)]
      : [];
  });
}
