export { TasksModule } from './tasks.module';
export { TasksQueries } from './queries/tasks.queries';
