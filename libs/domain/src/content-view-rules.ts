import { CONTENT_VIEW_MIN_SECONDS } from '@earnwave/contracts';
import { weeklyCapReached } from './earning-rules';
import {
  ContentNotHanded,
  ContentUnavailable,
  ViewAlreadyCountedToday,
  ViewTooEarly,
  WeeklyCapReached,
} from './errors';

/** The moment an item handed to a member at `handedAt` may count: CONTENT_VIEW_MIN_SECONDS later. */
export function viewCountsFrom(handedAt: Date): Date {
  return new Date(handedAt.getTime() + CONTENT_VIEW_MIN_SECONDS * 1000);
}

/** What a view is checked against: the item's handout to this member, if any, and the week so far. */
export interface ViewAttempt {
  handout?: { handedAt: Date; enabled: boolean };
  now: Date;
  countedToday: boolean;
  usedThisWeek: bigint;
  weeklyLimit: bigint;
}

/**
 * The spec's viewing rules, in the order a member meets them: the item was handed to them and is
 * still shown, it has been on screen CONTENT_VIEW_MIN_SECONDS since, it has not counted this UTC
 * day, and the week's rewards are below the level's weekly limit (the weekly cap).
 */
export function assertViewCounts(attempt: ViewAttempt): void {
  const { handout, now } = attempt;
  if (!handout) throw new ContentNotHanded();
  if (!handout.enabled) throw new ContentUnavailable();
  if (now < viewCountsFrom(handout.handedAt)) throw new ViewTooEarly();
  if (attempt.countedToday) throw new ViewAlreadyCountedToday();
  if (weeklyCapReached(attempt.usedThisWeek, attempt.weeklyLimit)) throw new WeeklyCapReached();
}
