export { AdminModule } from './admin.module';
export { mountQueueBoard } from './queues/queue-board';
