import type { DefaultJobOptions } from 'bullmq';

/**
 * Every job retries with backoff; completed jobs are kept a day so that a relayed event id
 * arriving again within it is deduplicated by BullMQ; failed jobs stay visible until handled.
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 50_000 },
  removeOnFail: false,
};
