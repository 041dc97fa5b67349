import { browserZone } from '../../lib/session-format.ts';

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';

/** 'Monday 7 December' for a local day 'YYYY-MM-DD' (assembled from parts: engines differ in commas). */
export function longDay(day: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).formatToParts(
    new Date(`${day}T12:00:00Z`),
  );
  return `${part(parts, 'weekday')} ${part(parts, 'day')} ${part(parts, 'month')}`;
}

/** 'Monday 7 December, 10:00': a booked session's start in `timeZone` (the viewer's, by default). */
export function bookedAt(iso: string, timeZone = browserZone()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(iso));
  return `${part(parts, 'weekday')} ${part(parts, 'day')} ${part(parts, 'month')}, ${part(parts, 'hour')}:${part(parts, 'minute')}`;
}
