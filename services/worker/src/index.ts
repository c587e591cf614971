export { createWorker } from './bootstrap';
