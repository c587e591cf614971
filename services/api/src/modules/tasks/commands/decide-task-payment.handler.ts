import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { decideTaskPayment, UnitOfWork } from '@earnwave/db';
import { BalancesChangedEvent } from '../../live';
import { DecideTaskPaymentCommand } from './decide-task-payment.command';
import { TasksRepository } from '../infra/tasks.repository';
import { releaseUnreservedLeads } from './release-unreserved';

/**
 * An administrator's decision on a task payment, as one idempotent, audited transaction
 * (decideTaskPayment, libs/db: the one path the worker's auto-approval takes too):
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
    private readonly unitOfWork: UnitOfWork,
    private readonly events: EventBus,
    private readonly tasks: TasksRepository,
  ) {}

  async execute({ paymentId, adminId, decision, reason, override }: DecideTaskPaymentCommand) {
    const { refundedTo } = await this.unitOfWork.run(async (manager) => {
      const decided = await decideTaskPayment(manager, { paymentId, adminId, decision, reason, override });
      if (decided.rejectsBalancePaid && decided.taskStatus === 'ACCEPTED') {
        // Locked already by the decision, in this transaction: read whole for the refund.
        const task = (await this.tasks.lockTask(manager, decided.taskId))!;
        const refunded = await releaseUnreservedLeads(this.tasks, manager, task, 'rejected');
        if (refunded > 0n) return { refundedTo: decided.ownerId };
      }
      return { refundedTo: undefined };
    });
    if (refundedTo) this.events.publish(new BalancesChangedEvent([refundedTo]));
    return { id: paymentId };
  }
}
