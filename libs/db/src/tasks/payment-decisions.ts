import {
  AlreadyDecided,
  OwnRequestDecision,
  PLATFORM,
  taskEscrow,
  TaskPaymentCancelled,
  TaskPaymentNotFound,
  transfer,
} from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { postEntries } from '../ledger/ledger-writer';
import { recordDecision } from '../payments/admin-decisions';
import { chainDecision } from '../payment-review/decision-gate';

/** A decision on a task payment: `adminId` null when the chain check decides (auto-approval). */
export interface TaskPaymentDecision {
  paymentId: string;
  adminId: string | null;
  decision: 'approve' | 'reject';
  reason?: string;
  override?: string;
}

/** What a decision found before it wrote: the task's rest (a rejected balance payment's refund) is the caller's. */
export interface DecidedTaskPayment {
  taskId: string;
  ownerId: string;
  /** The task's status before the decision. */
  taskStatus: string;
  /** A balance payment (approved when the task was created) rejected now. */
  rejectsBalancePaid: boolean;
}

/**
 * A decision on a task payment, in the caller's transaction, for an administrator (the API) and
 * for the chain check's auto-approval (the worker) alike: the task then its payment locked (the
 * order every task writer locks in), never the decider's own, never a cancelled payment or a
 * deleted task (TaskPaymentCancelled), one decision per payment (AlreadyDecided when the audit's
 * row exists: of two deciders the second writes nothing), with the chain check's rules
 * (chainDecision). The payment and the task are marked; an approved USDT payment moves deposits →
 * the task's escrow and the task becomes ACCEPTED, a rejected one makes it REJECTED.
 *
 * A balance payment may still be rejected: what its task's escrow gives back to the owner is the
 * caller's (the API's releaseUnreservedLeads).
 */
export async function decideTaskPayment(
  manager: EntityManager,
  { paymentId, adminId, decision, reason: given, override }: TaskPaymentDecision,
): Promise<DecidedTaskPayment> {
  const [found]: { task_id: string }[] = await manager.query(`SELECT task_id FROM task_payments WHERE id = $1`, [
    paymentId,
  ]);
  if (!found) throw new TaskPaymentNotFound();
  const [task]: { id: string; owner_id: string; status: string; deleted_at: Date | null }[] = await manager.query(
    `SELECT id, owner_id, status, deleted_at FROM tasks WHERE id = $1 FOR UPDATE`,
    [found.task_id],
  );
  const [payment]: { member_id: string; method: string; status: string; amount: string; txid: string | null }[] =
    await manager.query(
      `SELECT member_id, method, status, amount::text AS amount, txid FROM task_payments WHERE id = $1 FOR UPDATE`,
      [paymentId],
    );
  if (payment.member_id === adminId) throw new OwnRequestDecision();
  if (payment.status === 'cancelled' || task.deleted_at) throw new TaskPaymentCancelled();
  const rejectsBalancePaid = decision === 'reject' && payment.method === 'balance' && payment.status === 'approved';
  if (payment.status !== 'pending' && !rejectsBalancePaid) throw new AlreadyDecided('taskPayment');
  const { reason, chainOverride } = await chainDecision(
    manager,
    { resource: 'task-payments', recordId: paymentId, what: 'taskPayment' },
    { decision, reason: given, override },
  );
  const recorded = await recordDecision(manager, {
    resource: 'task-payments',
    recordId: paymentId,
    decision,
    adminId,
    reason,
    txid: payment.txid,
    chainOverride,
  });
  if (!recorded) throw new AlreadyDecided('taskPayment');

  await manager.query(`UPDATE task_payments SET status = $2, rejection_reason = $3, decided_at = now() WHERE id = $1`, [
    paymentId,
    decision === 'approve' ? 'approved' : 'rejected',
    decision === 'reject' ? reason : null,
  ]);
  await manager.query(`UPDATE tasks SET status = $2, updated_at = now() WHERE id = $1`, [
    task.id,
    decision === 'approve' ? 'ACCEPTED' : 'REJECTED',
  ]);
  if (decision === 'approve') {
    await postEntries(manager, [
      transfer(
        'task_payment',
        `task_payment:${task.id}`,
        PLATFORM.deposits,
        taskEscrow(task.id),
        BigInt(payment.amount),
        {
          memberId: task.owner_id,
          metadata: { taskId: task.id, method: 'usdt', txid: payment.txid, paymentId },
        },
      ),
    ]);
  }
  return { taskId: task.id, ownerId: task.owner_id, taskStatus: task.status, rejectsBalancePaid };
}
