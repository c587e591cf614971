import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { TaskDeleteAfterApproval } from '@earnwave/domain';
import { DataSource } from 'typeorm';
import { DeleteTaskCommand } from './delete-task.command';
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
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ caller, taskId }: DeleteTaskCommand) {
    return this.db.transaction(async (manager) => {
      const task = await lockManagedTask(manager, taskId, caller);
      const [{ approved }]: { approved: boolean }[] = await manager.query(
        `SELECT EXISTS (SELECT 1 FROM task_proofs WHERE task_id = $1 AND status = 'APPROVED') AS approved`,
        [taskId],
      );
      if (approved) throw new TaskDeleteAfterApproval();
      await manager.query(`UPDATE tasks SET deleted_at = now(), updated_at = now() WHERE id = $1`, [taskId]);
      await manager.query(
        `UPDATE task_payments SET status = 'cancelled', decided_at = now() WHERE task_id = $1 AND status = 'pending'`,
        [taskId],
      );
      const refunded = task.status === 'ACCEPTED' ? await releaseUnreservedLeads(manager, task, 'deleted') : 0n;
      return { id: taskId, refunded };
    });
  }
}
