/**
 * Where the platform reads the time for its rules (a view counts after 10 seconds, a session ends
 * after a day idle, a proof is approved after a week, a membership runs out). Injected as CLOCK
 * (`@earnwave/config`), so that a test moves time forward instead of back-dating rows.
 */
export interface Clock {
  now(): Date;
}

/** The real time, as every process runs outside tests. */
export const systemClock: Clock = { now: () => new Date() };
