export { TasksModule } from './tasks.module';
export { TasksQueries } from './queries/tasks.queries';
export { CreateTaskCommand } from './commands/create-task.command';
