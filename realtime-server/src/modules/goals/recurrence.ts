import type { RecurrencePattern } from '@coach/contract';
import { daysBetween } from '../gamification/calendar.ts';

/** What a recurring goal remembers between cycles. */
export interface RecurrenceState {
  totalCompletions: number;
  currentStreak: number;
  bestStreak: number;
  /** The period of the last completed cycle, counted from the anchor; null before the first. */
  lastCompletedPeriod: number | null;
}

const monthsBetween = (a: string, b: string) => {
  const [ya, ma] = a.split('-').map(Number) as [number, number];
  const [yb, mb] = b.split('-').map(Number) as [number, number];
  return (yb - ya) * 12 + (mb - ma);
};

/**
 * The period `day` falls in, for a goal whose recurrence started on `anchorDay` (both local days):
 * daily every `interval` days, weekly every `interval` weeks, monthly every `interval` calendar
 * months (the day of the month does not matter: 31 January and 28 February are consecutive months).
 */
export function periodIndex(pattern: RecurrencePattern, interval: number, anchorDay: string, day: string): number {
  const n = Math.max(1, interval);
  if (pattern === 'monthly') return Math.floor(monthsBetween(anchorDay, day) / n);
  const length = pattern === 'weekly' ? 7 * n : n;
  return Math.floor(daysBetween(anchorDay, day) / length);
}

/**
 * A cycle completed on `day`: always counted; the streak stays in the same period, grows in the
 * next one and restarts at 1 after a missed period (or for the first completion).
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
  const currentStreak = last === null ? 1 : period === last ? Math.max(1, state.currentStreak) : period === last + 1 ? state.currentStreak + 1 : 1;
  return {
    totalCompletions: state.totalCompletions + 1,
    currentStreak,
    bestStreak: Math.max(state.bestStreak, currentStreak),
    lastCompletedPeriod: Math.max(period, last ?? period),
  };
}

/** The streak as seen on `day`: alive through the period after the last completed one, 0 once a whole period passed. */
export function effectiveStreak(state: RecurrenceState, pattern: RecurrencePattern, interval: number, anchorDay: string, day: string): number {
  if (state.lastCompletedPeriod === null) return 0;
  return periodIndex(pattern, interval, anchorDay, day) <= state.lastCompletedPeriod + 1 ? state.currentStreak : 0;
}
