import { DateTime, type WeekdayNumbers } from 'luxon';
import { AVAILABILITY_ERR, CALENDAR_STEP_MINUTES, type TAvailabilityBody, type TAvailabilityPattern, type TSession } from '@coach/contract';

/**
 * The Availability tab's rules, kept pure so they can be tested without a calendar: what a drag
 * creates, which days a weekly pattern covers, which range the calendar shows. Every local day and
 * time here is in the coach's zone (the GET's `timezone`), never the browser's.
 */

export type AvailabilityMode = 'recurring' | 'one-time';
export type CalendarView = 'week' | 'day' | 'month' | 'agenda';

/** RRULE weekday codes, Sunday = 0 as the contract's WEEKDAY_CODES. */
export const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
/** RBC's agenda shows this many days from its date (its default `length` of 30, both ends included). */
export const AGENDA_DAYS = 31;
const DEFAULT_TITLE = 'Available';

const pad = (n: number) => String(n).padStart(2, '0');
export const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
export const toMinutes = (time: string) => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};
/** Sunday = 0 .. Saturday = 6 (luxon counts Monday = 1 .. Sunday = 7). */
const weekdayOf = (dt: DateTime) => dt.weekday % 7;

export type SelectionResult =
  | { kind: 'create'; body: TAvailabilityBody }
  /** A whole day with no times (a click on a month cell): ask for the times instead. */
  | { kind: 'whole-day'; date: string; weekday: number }
  | { kind: 'error'; message: string };

/**
 * A calendar selection as the body of POST /api/coaches/me/availability: the start snapped down and
 * the end up to the 30-minute grid the server requires; a weekly rule for that weekday in recurring
 * mode, that date in one-time mode. A selection over more than one day is refused
 * (docs/sessions-and-availability.md#availability).
 */
export function selectionToBody(mode: AvailabilityMode, start: Date, end: Date, zone: string): SelectionResult {
  const from = DateTime.fromJSDate(start, { zone });
  const to = DateTime.fromJSDate(end, { zone });
  const dayStart = from.startOf('day');
  const nextDay = dayStart.plus({ days: 1 });
  if (to > nextDay) return { kind: 'error', message: AVAILABILITY_ERR.SINGLE_DAY };
  if (+from === +dayStart && +to === +nextDay) return { kind: 'whole-day', date: from.toISODate()!, weekday: weekdayOf(from) };
  const step = CALENDAR_STEP_MINUTES;
  const startMin = Math.floor((from.hour * 60 + from.minute) / step) * step;
  // An end at the next midnight is 24:00, past the last time the grid can name (23:30).
  const endRaw = +to === +nextDay ? 24 * 60 : to.hour * 60 + to.minute + (to.second || to.millisecond ? 1 : 0);
  const endMin = Math.min(Math.ceil(endRaw / step) * step, 24 * 60 - step);
  if (endMin <= startMin) return { kind: 'error', message: AVAILABILITY_ERR.END_BEFORE_START };
  return { kind: 'create', body: patternBody(mode, from.toISODate()!, weekdayOf(from), hhmm(startMin), hhmm(endMin)) };
}

/** The body for a weekday (recurring) or a date (one-time) between two grid times. */
export function patternBody(mode: AvailabilityMode, date: string, weekday: number, startTime: string, endTime: string): TAvailabilityBody {
  return mode === 'recurring'
    ? { type: 'RECURRING', rrule: `FREQ=WEEKLY;BYDAY=${BYDAY[weekday]}`, startTime, endTime, title: DEFAULT_TITLE }
    : { type: 'STATIC', specificDate: date, startTime, endTime, title: DEFAULT_TITLE };
}

/** The weekdays (Sunday = 0) of a weekly rule's BYDAY; `2MO`-style ordinals count as the weekday. */
export function parseByDay(rrule: string | null): number[] {
  const match = /(?:^|;)BYDAY=([^;]+)/i.exec(rrule ?? '');
  if (!match?.[1]) return [];
  const days = match[1].split(',').map((code) =>
    BYDAY.indexOf(
      code
        .trim()
        .toUpperCase()
        .replace(/^[+-]?\d+/, '') as (typeof BYDAY)[number],
    ),
  );
  return [...new Set(days.filter((d) => d >= 0))].sort((a, b) => a - b);
}

export interface Range {
  start: Date;
  end: Date;
}

/** The days the calendar shows for a view around `date` (weeks start on Sunday, as RBC's luxon localizer). */
export function visibleRange(view: CalendarView, date: Date, zone: string): Range {
  const day: DateTime = DateTime.fromJSDate(date, { zone }).startOf('day');
  const weekStart = (d: DateTime) => d.minus({ days: weekdayOf(d) });
  let start: DateTime = day;
  let end: DateTime = day.plus({ days: 1 });
  if (view === 'week') {
    start = weekStart(day);
    end = start.plus({ days: 7 });
  } else if (view === 'month') {
    start = weekStart(day.startOf('month'));
    const last = day.endOf('month').startOf('day');
    end = last.plus({ days: 7 - weekdayOf(last) });
  } else if (view === 'agenda') {
    end = day.plus({ days: AGENDA_DAYS });
  }
  return { start: start.toJSDate(), end: end.toJSDate() };
}

export type CalendarEvent =
  | { kind: 'recurring' | 'one-time'; id: string; title: string; start: Date; end: Date; pattern: TAvailabilityPattern }
  | { kind: 'session'; id: string; title: string; start: Date; end: Date; session: TSession };

/**
 * The availability blocks inside a range: a weekly pattern on every matching day, a one-time block
 * on its date. For display only: the server's own expansion decides what clients can book.
 */
export function expandPatterns(patterns: TAvailabilityPattern[], range: Range, zone: string): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  const last = DateTime.fromJSDate(range.end, { zone });
  const weekly = patterns.filter((p) => p.isActive && p.type === 'RECURRING').map((p) => ({ p, days: parseByDay(p.rrule) }));
  const once = patterns.filter((p) => p.isActive && p.type === 'STATIC');
  const at = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone }).toJSDate();
  for (let day = DateTime.fromJSDate(range.start, { zone }).startOf('day'); day < last; day = day.plus({ days: 1 })) {
    const date = day.toISODate()!;
    const block = (p: TAvailabilityPattern, kind: 'recurring' | 'one-time') =>
      events.push({
        kind,
        id: `${p.id}:${date}`,
        title: kind === 'recurring' ? 'Recurring availability' : 'One-time availability',
        start: at(date, p.startTime),
        end: at(date, p.endTime),
        pattern: p,
      });
    for (const { p, days } of weekly) if (days.includes(weekdayOf(day))) block(p, 'recurring');
    for (const p of once) if (p.specificDate === date) block(p, 'one-time');
  }
  return events;
}

/** Booked sessions as events; cancelled and no-show sessions hold no place in the calendar. */
export function sessionEvents(sessions: TSession[]): CalendarEvent[] {
  return sessions
    .filter((s) => s.status !== 'CANCELLED' && s.status !== 'NO_SHOW')
    .map((s) => {
      const start = new Date(s.scheduledAt);
      const title = `${s.client.firstName} ${s.client.lastName}`.trim() || 'Session';
      return {
        kind: 'session' as const,
        id: s.id,
        title: `Session with ${title}`,
        start,
        end: new Date(+start + s.duration * 60_000),
        session: s,
      };
    });
}

export const inRange = (e: { start: Date; end: Date }, range: Range) => e.start < range.end && e.end > range.start;

/** 'Mon, Tue, Wed' for a weekly pattern, 'Thu, Nov 26, 2026' for a one-time block, then the times. */
export function describePattern(p: TAvailabilityPattern, zone: string): string {
  const when =
    p.type === 'RECURRING'
      ? `Every ${parseByDay(p.rrule)
          .map((d) => DateTime.fromObject({ weekday: (d === 0 ? 7 : d) as WeekdayNumbers }, { zone }).toFormat('ccc'))
          .join(', ')}`
      : DateTime.fromISO(p.specificDate ?? '', { zone }).toFormat('ccc, LLL d, yyyy');
  return `${when}, ${p.startTime}–${p.endTime}`;
}
