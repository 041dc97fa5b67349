import type { TBookingWhen } from '@coach/contract';

/** Local days 'YYYY-MM-DD', first and last, both included. */
export interface DayRange {
  from: string;
  to: string;
}

const WEEKDAYS: TBookingWhen[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

// Day arithmetic on the calendar date alone (noon UTC), so no zone or daylight-saving change moves it.
const toDate = (day: string) => new Date(`${day}T12:00:00Z`);
const plus = (day: string, n: number) => {
  const d = toDate(day);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const weekday = (day: string) => toDate(day).getUTCDay();

/** The days `when` names, counted from the day it was said; weeks run Monday to Sunday. */
export function daysOf(when: TBookingWhen, saidOn: string): DayRange {
  const dow = weekday(saidOn);
  const nextMonday = plus(saidOn, (8 - dow) % 7 || 7);
  switch (when) {
    case 'today':
      return { from: saidOn, to: saidOn };
    case 'tomorrow':
      return { from: plus(saidOn, 1), to: plus(saidOn, 1) };
    case 'this_week':
      return { from: saidOn, to: plus(nextMonday, -1) };
    case 'next_week':
      return { from: nextMonday, to: plus(nextMonday, 6) };
    case 'this_weekend': {
      if (dow === 0) return { from: saidOn, to: saidOn };
      const saturday = plus(saidOn, 6 - dow);
      return { from: saturday, to: plus(saturday, 1) };
    }
    case 'next_weekend':
      return { from: plus(nextMonday, 5), to: plus(nextMonday, 6) };
    default: {
      // A weekday: the next one after the day it was said ("Monday", said on a Monday, is a week on).
      const ahead = (WEEKDAYS.indexOf(when) - dow + 7) % 7 || 7;
      return { from: plus(saidOn, ahead), to: plus(saidOn, ahead) };
    }
  }
}

/**
 * The days a booking prompt's card opens at: those asked for, from today on; null when nothing was
 * asked or the days have passed (the card then opens at today).
 */
export function askedDays(when: TBookingWhen | null | undefined, saidOn: string, today: string): DayRange | null {
  if (!when) return null;
  const range = daysOf(when, saidOn);
  if (range.to < today) return null;
  return { from: range.from < today ? today : range.from, to: range.to };
}
