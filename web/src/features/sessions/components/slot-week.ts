import { BOOKING_LOOKAHEAD_DAYS, BOOKING_WEEK_DAYS, type TAvailableSlot } from '@coach/contract';
import { localDay } from '../../../lib/session-format.ts';

/**
 * The week view's rules (docs/sessions-and-availability.md#booking-a-slot): a week of BOOKING_WEEK_DAYS days starting
 * today, no week before the current one, none past the BOOKING_LOOKAHEAD_DAYS lookahead, and a day
 * without open times cannot be chosen. Days are the viewer's own (the browser's zone, which is the
 * zone `Date` computes local midnights in), as the times are shown there.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Local midnight `n` days after the day of `from` (a daylight-saving change keeps it at midnight). */
export const addDays = (from: Date, n: number) => new Date(from.getFullYear(), from.getMonth(), from.getDate() + n);

/** The last instant a slot may start at: now plus the lookahead. */
export const lookaheadEnd = (now: Date) => new Date(now.getTime() + BOOKING_LOOKAHEAD_DAYS * DAY_MS);

/** The index of the last week that still holds a bookable day (weeks start today, index 0). */
export const LAST_WEEK = Math.ceil(BOOKING_LOOKAHEAD_DAYS / BOOKING_WEEK_DAYS) - 1;

export interface WeekView {
  index: number;
  /** Local days 'YYYY-MM-DD', first to last. */
  days: string[];
  /** The slots request: from now (this week) or the first day's midnight, to the week's end or the lookahead. */
  startDate: string;
  endDate: string;
  canPrev: boolean;
  canNext: boolean;
}

/** Week `index` (clamped into 0..LAST_WEEK) as seen at `now`. */
export function weekView(index: number, now: Date): WeekView {
  const i = Math.min(Math.max(0, Math.trunc(index)), LAST_WEEK);
  const first = addDays(now, i * BOOKING_WEEK_DAYS);
  const days = Array.from({ length: BOOKING_WEEK_DAYS }, (_, d) => localDay(addDays(first, d)));
  const weekEnd = addDays(first, BOOKING_WEEK_DAYS);
  const limit = lookaheadEnd(now);
  return {
    index: i,
    days,
    startDate: (i === 0 ? now : first).toISOString(),
    endDate: (weekEnd < limit ? weekEnd : limit).toISOString(),
    canPrev: i > 0,
    canNext: i < LAST_WEEK,
  };
}

/** Slots by the local day they start on, each day's in time order. */
export function slotsByDay(slots: readonly TAvailableSlot[]): Map<string, TAvailableSlot[]> {
  const map = new Map<string, TAvailableSlot[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt));
  for (const slot of sorted) {
    const day = localDay(new Date(slot.scheduledAt));
    const list = map.get(day);
    if (list) list.push(slot);
    else map.set(day, [slot]);
  }
  return map;
}

export interface DayCell {
  day: string;
  slots: TAvailableSlot[];
  /** No open time that day (past, beyond the lookahead, or simply free of availability). */
  disabled: boolean;
}

/** The week's seven days with their open times; a slot already gone (started) is left out. */
export function dayCells(view: WeekView, slots: readonly TAvailableSlot[], now: Date): DayCell[] {
  const limit = lookaheadEnd(now).getTime();
  const open = slots.filter((s) => {
    const at = Date.parse(s.scheduledAt);
    return at > now.getTime() && at <= limit;
  });
  const byDay = slotsByDay(open);
  return view.days.map((day) => {
    const list = byDay.get(day) ?? [];
    return { day, slots: list, disabled: list.length === 0 };
  });
}

/**
 * The day whose times show: the one the person picked, else the chosen slot's, else the first with
 * open times (from the day `from` on, when one is given and the week has such a day); only ever an
 * enabled day of this week, or null when the week has none.
 */
export function shownDay(
  cells: readonly DayCell[],
  picked: string | null,
  chosen: TAvailableSlot | null,
  from: string | null = null,
): string | null {
  const enabled = (day: string | null) => (day && cells.some((c) => c.day === day && !c.disabled) ? day : null);
  const chosenDay = chosen ? localDay(new Date(chosen.scheduledAt)) : null;
  const firstFrom = from ? cells.find((c) => !c.disabled && c.day >= from)?.day : undefined;
  return enabled(picked) ?? enabled(chosenDay) ?? firstFrom ?? cells.find((c) => !c.disabled)?.day ?? null;
}

/** The index of the week (weeks start today) that holds the local day `day`, within 0..LAST_WEEK. */
export function weekOf(day: string, now: Date): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const today = addDays(now, 0);
  const days = Math.round((new Date(y, m - 1, d).getTime() - today.getTime()) / DAY_MS);
  return Math.min(Math.max(0, Math.floor(days / BOOKING_WEEK_DAYS)), LAST_WEEK);
}

export const sameSlot = (a: TAvailableSlot | null, b: TAvailableSlot | null) =>
  !!a && !!b && a.scheduledAt === b.scheduledAt && a.templateId === b.templateId;
