export { createWorker } from './bootstrap';
export type { WorkerOptions } from './worker.module';
