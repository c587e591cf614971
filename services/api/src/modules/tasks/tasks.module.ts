import { Module } from '@nestjs/common';
import { MembershipsModule } from '../memberships';
import { PaymentRecordsModule } from '../../common/simple-rest/payment-records.module';
import { UploadsModule } from '../uploads';
import { CreateTaskHandler } from './commands/create-task.handler';
import { DecideTaskPaymentHandler } from './commands/decide-task-payment.handler';
import { DecideTaskProofHandler } from './commands/decide-task-proof.handler';
import { DeleteTaskHandler } from './commands/delete-task.handler';
import { PerformTaskHandler } from './commands/perform-task.handler';
import { RemoveCatalogueOptionHandler } from './commands/remove-catalogue-option.handler';
import { SaveCostImpressionHandler } from './commands/save-cost-impression.handler';
import { SaveTaskPriceHandler } from './commands/save-task-price.handler';
import { UpdateTaskHandler } from './commands/update-task.handler';
import { AdminCostImpressionsController, AdminTaskPricesController } from './http/admin-task-catalogue.controller';
import { AdminTaskPaymentsController } from './http/admin-task-payments.controller';
import { AdminTaskProofsController, AdminTasksController } from './http/admin-tasks.controller';
import { TaskCatalogueController } from './http/task-catalogue.controller';
import { TasksController } from './http/tasks.controller';
import {
  COST_IMPRESSION_RECORDS,
  TASK_PRICE_RECORDS,
  TaskCatalogueRepository,
} from './infra/task-catalogue.repository';
import { TASK_PAYMENT_RECORDS, TaskPaymentsRepository } from './infra/task-payments.repository';
import { PostgresTaskPerformances, TaskPerformances } from './infra/task-performances';
import { TASK_PROOF_RECORDS, TaskProofsRepository } from './infra/task-proofs.repository';
import { TASK_RECORDS, TasksRepository } from './infra/tasks.repository';
import { provideReader } from '../../common/simple-rest/console-records';
import { TasksQueries } from './queries/tasks.queries';

/** Tasks: owners fund them into escrow, members send proof, approvals pay from the escrow. */
@Module({
  imports: [MembershipsModule, PaymentRecordsModule, UploadsModule],
  controllers: [
    TaskCatalogueController,
    TasksController,
    AdminTaskPaymentsController,
    AdminTasksController,
    AdminTaskProofsController,
    AdminTaskPricesController,
    AdminCostImpressionsController,
  ],
  providers: [
    TasksRepository,
    TaskProofsRepository,
    TaskPaymentsRepository,
    TaskCatalogueRepository,
    { provide: TaskPerformances, useClass: PostgresTaskPerformances },
    TasksQueries,
    CreateTaskHandler,
    UpdateTaskHandler,
    DeleteTaskHandler,
    PerformTaskHandler,
    DecideTaskProofHandler,
    DecideTaskPaymentHandler,
    provideReader(TASK_RECORDS, TasksRepository, (tasks) => tasks.adminTasks),
    provideReader(TASK_PROOF_RECORDS, TaskProofsRepository, (proofs) => proofs.adminProofs),
    provideReader(TASK_PAYMENT_RECORDS, TaskPaymentsRepository, (payments) => payments.adminPayments),
    provideReader(TASK_PRICE_RECORDS, TaskCatalogueRepository, (catalogue) => catalogue.adminTaskPrices),
    provideReader(COST_IMPRESSION_RECORDS, TaskCatalogueRepository, (catalogue) => catalogue.adminCostImpressions),
    SaveTaskPriceHandler,
    SaveCostImpressionHandler,
    RemoveCatalogueOptionHandler,
  ],
  exports: [TasksQueries],
})
export class TasksModule {}
