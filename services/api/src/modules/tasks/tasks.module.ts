import { Module } from '@nestjs/common';
import { MembershipsModule } from '../memberships';
import { UploadsModule } from '../uploads';
import { CreateTaskHandler } from './commands/create-task.handler';
import { DecideTaskPaymentHandler } from './commands/decide-task-payment.handler';
import { DecideTaskProofHandler } from './commands/decide-task-proof.handler';
import { DeleteTaskHandler } from './commands/delete-task.handler';
import { PerformTaskHandler } from './commands/perform-task.handler';
import { UpdateTaskHandler } from './commands/update-task.handler';
import { AdminTaskPaymentsController } from './http/admin-task-payments.controller';
import { TaskCatalogueController } from './http/task-catalogue.controller';
import { TasksController } from './http/tasks.controller';
import { TasksQueries } from './queries/tasks.queries';

/** Tasks: owners fund them into escrow, members send proof, approvals pay from the escrow. */
@Module({
  imports: [MembershipsModule, UploadsModule],
  controllers: [TaskCatalogueController, TasksController, AdminTaskPaymentsController],
  providers: [
    TasksQueries,
    CreateTaskHandler,
    UpdateTaskHandler,
    DeleteTaskHandler,
    PerformTaskHandler,
    DecideTaskProofHandler,
    DecideTaskPaymentHandler,
  ],
  exports: [TasksQueries],
})
export class TasksModule {}
