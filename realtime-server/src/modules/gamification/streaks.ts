/**
 * Streaks and momentum of a member's activity: active local days ('YYYY-MM-DD', lib/local-days.ts)
 * and the number of actions on each, as the award engine and the stats read them.
 */
import { MOMENTUM_DAYS } from '@coach/contract';
import { addDays, localDay } from '../../lib/local-days.ts';

/**
 * Consecutive active local days ending today, or ending yesterday when today has no activity yet
 * (the streak stays alive until the user's day is over); 0 otherwise. Days after today (activity
 * recorded in a zone ahead of the current one) are ignored.
 */
export function dayStreak(activeDays: Iterable<string>, now: Date, timeZone: string): number {
  const days = new Set(activeDays);
  const today = localDay(now, timeZone);
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** Share of the momentum earned by showing up: active days out of the last seven. */
export const MOMENTUM_ACTIVE_WEIGHT = 60;
/** Share earned by the number of actions, full at MOMENTUM_ACTION_CAP. */
export const MOMENTUM_ACTION_WEIGHT = 40;
/** Actions in the window that earn the full action share: two a day. */
export const MOMENTUM_ACTION_CAP = 14;

/**
 * Weekly momentum, 0-100, over the last 7 local days including today (MOMENTUM_DAYS):
 *
 *     momentum = round(60 × activeDays / 7 + 40 × min(actions, 14) / 14)
 *
 * - activeDays: days in the window with at least one action (0-7);
 * - actions: every action counted in the window (messages, goals created or moved).
 *
 * Showing up weighs most (60 points for an action every day); doing more adds the rest (40
 * points, full at 14 actions, two a day). No activity gives 0; a burst of 14 actions on one day
 * gives 49; one action every day gives 80; two every day gives 100. Activity before the window or
 * after today is ignored, and several entries for the same day count as one active day.
 */
export function weeklyMomentum(activity: Iterable<{ day: string; count: number }>, now: Date, timeZone: string): number {
  const today = localDay(now, timeZone);
  const first = addDays(today, -(MOMENTUM_DAYS - 1));
  const active = new Set<string>();
  let actions = 0;
  for (const { day, count } of activity) {
    // 'YYYY-MM-DD' strings compare in calendar order.
    if (!(count > 0) || day < first || day > today) continue;
    active.add(day);
    actions += count;
  }
  return Math.round(
    (MOMENTUM_ACTIVE_WEIGHT * active.size) / MOMENTUM_DAYS +
      (MOMENTUM_ACTION_WEIGHT * Math.min(actions, MOMENTUM_ACTION_CAP)) / MOMENTUM_ACTION_CAP,
  );
}
