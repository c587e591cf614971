import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TaskDeleteAfterApproval } from '@earnwave/domain';
import { UnitOfWork } from '@earnwave/db';
import { DeleteTaskCommand } from './delete-task.command';
import { TaskPaymentsRepository } from '../infra/task-payments.repository';
import { TaskProofsRepository } from '../infra/task-proofs.repository';
import { TasksRepository } from '../infra/tasks.repository';
import { releaseUnreservedLeads } from './release-unreserved';
import { lockManagedTask } from './task-access';

/**
 * The owner (or an administrator) deletes a task, only before any proof of it was approved.
 * A paid (ACCEPTED) task gives back the escrow of the leads nobody took; members who took a lead
 * keep it and can still be paid. A task still waiting for its USDT payment just ends: its payment
 * is cancelled, so no administrator can accept it any more.
 */
@CommandHandler(DeleteTaskCommand)
export class DeleteTaskHandler implements ICommandHandler<DeleteTaskCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly tasks: TasksRepository,
    private readonly proofs: TaskProofsRepository,
    private readonly payments: TaskPaymentsRepository,
  ) {}

  async execute({ caller, taskId }: DeleteTaskCommand) {
    return this.unitOfWork.run(async (manager) => {
      const task = await lockManagedTask(this.tasks, manager, taskId, caller);
      if (await this.proofs.anyApproved(manager, taskId)) throw new TaskDeleteAfterApproval();
      await this.tasks.markDeleted(manager, taskId);
      await this.payments.cancelPending(manager, taskId);
      const refunded =
        task.status === 'ACCEPTED' ? await releaseUnreservedLeads(this.tasks, manager, task, 'deleted') : 0n;
      return { id: taskId, refunded };
    });
  }
}
