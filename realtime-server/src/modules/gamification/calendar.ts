/**
 * Calendar arithmetic on local days ('YYYY-MM-DD'). Days are plain calendar dates: adding one is
 * done on the date, never by adding 86,400,000 ms, so daylight-saving changes cannot skip or
 * repeat a day. Instants become days through the user's IANA time zone.
 */
import { MOMENTUM_DAYS } from '@coach/contract';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      // An unknown zone counts days in UTC rather than failing the call.
      f = formatterFor('UTC');
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** The calendar day of an instant in a time zone (UTC when the zone is unknown). */
export function localDay(at: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const toUtcMs = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const fromUtcMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `n` calendar days after (or before, when negative) `day`. */
export function addDays(day: string, n: number): string {
  // Noon-free arithmetic in UTC, where every day has 24 hours.
  return fromUtcMs(toUtcMs(day) + n * 86_400_000);
}

/** Whole calendar days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / 86_400_000);
}

/**
 * Consecutive active days ending today, or ending yesterday when today has no activity yet (the
 * streak stays alive until the day is over); 0 otherwise.
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

export const MOMENTUM_ACTIVE_WEIGHT = 60;
export const MOMENTUM_ACTION_WEIGHT = 40;
export const MOMENTUM_ACTION_CAP = 14;

/**
 * Weekly momentum, 0-100, over the last MOMENTUM_DAYS (7) local days including today:
 *   round(60 x activeDays / 7 + 40 x min(actions, 14) / 14)
 * activeDays: days in the window with any activity; actions: all activity counted in the window.
 * Showing up weighs most; doing things adds the rest, full at two actions a day.
 */
export function weeklyMomentum(activity: Iterable<{ day: string; count: number }>, now: Date, timeZone: string): number {
  const today = localDay(now, timeZone);
  const first = addDays(today, -(MOMENTUM_DAYS - 1));
  let activeDays = 0;
  let actions = 0;
  for (const { day, count } of activity) {
    if (count <= 0 || day < first || day > today) continue;
    activeDays += 1;
    actions += count;
  }
  return Math.round(
    (MOMENTUM_ACTIVE_WEIGHT * Math.min(activeDays, MOMENTUM_DAYS)) / MOMENTUM_DAYS +
      (MOMENTUM_ACTION_WEIGHT * Math.min(actions, MOMENTUM_ACTION_CAP)) / MOMENTUM_ACTION_CAP,
  );
}
