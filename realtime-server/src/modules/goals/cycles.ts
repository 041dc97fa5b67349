/**
 * Recurring goals: cycles, periods and streaks on local calendar days ('YYYY-MM-DD'). The caller
 * turns instants into days with the user's time zone (`localDay`), so where a day ends is the
 * user's and daylight-saving changes play no part here.
 */
import { recurrenceInterval, type RecurrencePattern } from '@coach/contract';
import { daysBetween, parseDay } from '../../lib/local-days.ts';

/** What a recurring goal remembers between cycles. */
export interface RecurrenceState {
  totalCompletions: number;
  currentStreak: number;
  bestStreak: number;
  /** The period of the last completed cycle, counted from the anchor; null before the first. */
  lastCompletedPeriod: number | null;
}

export const NO_CYCLES: Readonly<RecurrenceState> = Object.freeze({
  totalCompletions: 0,
  currentStreak: 0,
  bestStreak: 0,
  lastCompletedPeriod: null,
});

/** Calendar months from `a` to `b`, whatever the day of the month: 31 January to 28 February is 1. */
export function calendarMonthsBetween(a: string, b: string): number {
  const [ya, ma] = parseDay(a);
  const [yb, mb] = parseDay(b);
  return (yb - ya) * 12 + (mb - ma);
}

/**
 * The period `day` falls in, for a goal whose recurrence started on `anchorDay` (the goal's local
 * creation day, or the day it was made recurring): 0 for the anchor's own period, then 1, 2, ...;
 * negative before the anchor. Daily periods last `interval` days, weekly ones `interval` weeks
 * counted from the anchor's weekday, monthly ones `interval` calendar months. An interval outside
 * 1-30 counts as 1 (docs/goals-and-progress.md#recurring-goals).
 */
export function periodIndex(pattern: RecurrencePattern, interval: number, anchorDay: string, day: string): number {
  const n = recurrenceInterval(interval);
  if (pattern === 'monthly') return Math.floor(calendarMonthsBetween(anchorDay, day) / n);
  return Math.floor(daysBetween(anchorDay, day) / (pattern === 'weekly' ? 7 * n : n));
}

/**
 * A cycle completed on `day`. It always counts (totalCompletions + 1). The streak:
 * - stays as it is for another completion in the period already completed (at least 1);
 * - grows by one in the period right after it;
 * - restarts at 1 for the first completion or after a whole period went by without one.
 * A completion that lands in an earlier period than the last one (the user moved to a zone
 * behind theirs) neither grows nor breaks the streak.
 */
export function completeCycle(
  state: RecurrenceState,
  pattern: RecurrencePattern,
  interval: number,
  anchorDay: string,
  day: string,
): RecurrenceState {
  const period = periodIndex(pattern, interval, anchorDay, day);
  const last = state.lastCompletedPeriod;
  let currentStreak: number;
  if (last === null) currentStreak = 1;
  else if (period <= last) currentStreak = Math.max(1, state.currentStreak);
  else if (period === last + 1) currentStreak = state.currentStreak + 1;
  else currentStreak = 1;
  return {
    totalCompletions: state.totalCompletions + 1,
    currentStreak,
    bestStreak: Math.max(state.bestStreak, currentStreak),
    lastCompletedPeriod: last === null ? period : Math.max(period, last),
  };
}

/**
 * The streak as seen on `day`: the stored one while `day` is in the last completed period or the
 * next (that period can still be met); 0 once a whole period passed without a completion, and 0
 * before the first completion.
 */
export function effectiveStreak(
  state: RecurrenceState,
  pattern: RecurrencePattern,
  interval: number,
  anchorDay: string,
  day: string,
): number {
  if (state.lastCompletedPeriod === null) return 0;
  return periodIndex(pattern, interval, anchorDay, day) <= state.lastCompletedPeriod + 1 ? state.currentStreak : 0;
}
