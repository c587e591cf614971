export { AdminModule } from './admin.module';
export { mountQueueBoard } from './queues/queue-board';
/** ra-data-simple-rest's list dialect, for the admin resources other modules serve. */
export { ApiListQuery, readRecord, readRecords, sendPage, type ListSpec, type Page } from './simple-rest/list-query';
