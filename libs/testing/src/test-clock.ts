import type { Clock } from '@earnwave/domain';

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
}
