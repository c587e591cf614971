import { CONTENT_VIEW_MIN_SECONDS } from '@earnwave/contracts';
import { assertViewCounts, viewCountsFrom, type ViewAttempt } from './content-view-rules';
import * as refused from './errors';

const handedAt = new Date('2026-11-25T10:00:00Z');
const later = (ms: number) => new Date(handedAt.getTime() + ms);
const attempt = (change: Partial<ViewAttempt> = {}): ViewAttempt => ({
  handout: { handedAt, enabled: true },
  now: later(CONTENT_VIEW_MIN_SECONDS * 1000),
  countedToday: false,
  usedThisWeek: 0n,
  weeklyLimit: 5_000_000n,
  ...change,
});

describe('the content viewing rules', () => {
  it(`counts a view ${CONTENT_VIEW_MIN_SECONDS} seconds after the item was handed out, not a millisecond before`, () => {
    expect(viewCountsFrom(handedAt)).toEqual(later(CONTENT_VIEW_MIN_SECONDS * 1000));
    expect(() => assertViewCounts(attempt())).not.toThrow();
    expect(() => assertViewCounts(attempt({ now: later(CONTENT_VIEW_MIN_SECONDS * 1000 - 1) }))).toThrow(
      refused.ViewTooEarly,
    );
  });

  it('refuses an item never handed to the member, or one taken off since', () => {
    expect(() => assertViewCounts(attempt({ handout: undefined }))).toThrow(refused.ContentNotHanded);
    expect(() => assertViewCounts(attempt({ handout: { handedAt, enabled: false } }))).toThrow(
      refused.ContentUnavailable,
    );
  });

  it('counts an item once per UTC day', () => {
    expect(() => assertViewCounts(attempt({ countedToday: true }))).toThrow(refused.ViewAlreadyCountedToday);
  });

  it('refuses a view once the week has reached the weekly cap, and counts one below it', () => {
    expect(() => assertViewCounts(attempt({ usedThisWeek: 5_000_000n }))).toThrow(refused.WeeklyCapReached);
    expect(() => assertViewCounts(attempt({ usedThisWeek: 4_999_999n }))).not.toThrow();
  });
});
