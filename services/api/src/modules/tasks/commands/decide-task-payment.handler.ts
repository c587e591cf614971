import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { chainDecision, postEntries, recordDecision } from '@earnwave/db';
import {
  AlreadyDecided,
  OwnRequestDecision,
  PLATFORM,
  taskEscrow,
  TaskPaymentCancelled,
  TaskPaymentNotFound,
  transfer,
} from '@earnwave/domain';
import { DataSource } from 'typeorm';
import { BalancesChangedEvent } from '../../live';
import { DecideTaskPaymentCommand } from './decide-task-payment.command';
import { TaskPaymentsRepository } from '../infra/task-payments.repository';
import { TasksRepository } from '../infra/tasks.repository';
import { releaseUnreservedLeads } from './release-unreserved';

/**
 * An administrator's decision on a task payment, as one idempotent, audited transaction:
 *
 * - a pending USDT payment approved: deposits → the task's escrow, the task ACCEPTED (members see
 *   it); rejected: the task REJECTED, nothing moves (the Txid stays used);
 * - a balance payment (approved at once when the task was created) may still be rejected: the
 *   task becomes REJECTED and the escrow of the leads nobody took goes back to the owner.
 *
 * One decision per payment (the audit's unique row): a second answers 409, as does a payment
 * whose task the owner deleted first.
 */
@CommandHandler(DecideTaskPaymentCommand)
export class DecideTaskPaymentHandler implements ICommandHandler<DecideTaskPaymentCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: EventBus,
    private readonly tasks: TasksRepository,
    private readonly payments: TaskPaymentsRepository,
  ) {}

  async execute({ paymentId, adminId, decision, reason: given, override }: DecideTaskPaymentCommand) {
    const { refundedTo } = await this.db.transaction(async (manager) => {
      const taskId = await this.payments.taskIdOf(manager, paymentId);
      if (!taskId) throw new TaskPaymentNotFound();
      // The task first, then its payment: the order every task writer locks in.
      const task = (await this.tasks.lockTask(manager, taskId))!;
      const payment = (await this.payments.lockPayment(manager, paymentId))!;
      if (payment.memberId === adminId) throw new OwnRequestDecision();
      if (payment.status === 'cancelled' || task.deletedAt) throw new TaskPaymentCancelled();
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

      await this.payments.decide(
        manager,
        paymentId,
        decision === 'approve' ? 'approved' : 'rejected',
        decision === 'reject' ? reason : null,
      );
      await this.tasks.setStatus(manager, task.id, decision === 'approve' ? 'ACCEPTED' : 'REJECTED');
      if (decision === 'approve') {
        await postEntries(manager, [
          transfer('task_payment', `task_payment:${task.id}`, PLATFORM.deposits, taskEscrow(task.id), payment.amount, {
            memberId: task.ownerId,
            metadata: { taskId: task.id, method: 'usdt', txid: payment.txid, paymentId },
          }),
        ]);
      } else if (rejectsBalancePaid && task.status === 'ACCEPTED') {
        const refunded = await releaseUnreservedLeads(this.tasks, manager, task, 'rejected');
        if (refunded > 0n) return { refundedTo: task.ownerId };
      }
      return { refundedTo: undefined };
    });
    if (refundedTo) this.events.publish(new BalancesChangedEvent([refundedTo]));
    return { id: paymentId };
  }
}
