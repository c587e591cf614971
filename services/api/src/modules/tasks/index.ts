export { TasksModule } from './tasks.module';
export { TasksQueries, TASK_PAYMENT_COLUMNS, TASK_PAYMENT_FROM } from './queries/tasks.queries';
export { taskPaymentRecord } from './task-views';
