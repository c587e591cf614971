import type { Clock } from '@earnwave/domain';

/** What tests move the clock on by. */
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * The clock a test platform's API and worker read: the real time plus what the test moved it on,
 * so that "11 seconds later" or "a week later" is `clock.advance(...)`, not a back-dated row.
 */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /**
   * Runs `body` `ms` later, then turns the clock back. Rows keep the database's time when written,
   * so after a plain `advance` every row a later test writes is born that much old (and every
   * session that much idle); a test that looks at a rule "a week later" and then goes on does it
   * in here.
   */
  async later<T>(ms: number, body: () => Promise<T>): Promise<T> {
    this.advance(ms);
    try {
      return await body();
    } finally {
      this.advance(-ms);
    }
  }
}
