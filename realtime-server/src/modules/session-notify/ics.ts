import { createEvents, type EventAttributes } from 'ics';

/** iTIP methods we send: an invitation or its update, a cancellation, and the subscribed feed. */
export type IcsMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export interface IcsPerson {
  name: string;
  email: string;
}

/** One session as a calendar event. Times are instants; the file carries them in UTC. */
export interface IcsEvent {
  uid: string;
  /** Grows with every reschedule and cancel, so calendars replace what they hold. */
  sequence: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  cancelled: boolean;
  /** Asked for and not yet confirmed by the coach (a SCHEDULED session): STATUS:TENTATIVE. */
  tentative?: boolean;
  url?: string;
  organizer?: IcsPerson;
  attendee?: IcsPerson;
  lastModified?: Date;
}

const PRODUCT_ID = '-//Coaching Platform//Sessions//EN';

/** The event's UID: the session's id at the host of the public URL, stable across every change. */
export const sessionUid = (sessionId: string, publicUrl: string) => `${sessionId}@${new URL(publicUrl).hostname}`;

function toAttributes(e: IcsEvent, now: Date): EventAttributes {
  const attributes: EventAttributes & { timestamp: number } = {
    uid: e.uid,
    sequence: e.sequence,
    // DTSTAMP: when this copy was made, by the app's clock (tests move it).
    timestamp: now.getTime(),
    start: e.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: e.start.getTime() + e.durationMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: e.summary,
    description: e.description,
    status: e.cancelled ? 'CANCELLED' : e.tentative ? 'TENTATIVE' : 'CONFIRMED',
    ...(e.url ? { url: e.url } : {}),
    ...(e.organizer ? { organizer: e.organizer } : {}),
    // No RSVP: the platform does not read replies; the session's status is kept in the app.
    ...(e.attendee ? { attendees: [{ ...e.attendee, rsvp: false, role: 'REQ-PARTICIPANT', partstat: 'NEEDS-ACTION' }] } : {}),
    ...(e.lastModified ? { lastModified: e.lastModified.getTime() } : {}),
  };
  return attributes;
}

const encoder = new TextEncoder();
const octets = (s: string) => encoder.encode(s).length;

/**
 * RFC 5545, section 3.1: content lines are folded at 75 octets, continuation lines start with one
 * space. The `ics` package folds at 75 characters, which overruns with accents or emoji in a name,
 * so its output is unfolded and folded again by octets, never inside a character.
 */
export function foldLines(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const out: string[] = [];
  for (const line of lines) {
    let current = '';
    let limit = 75;
    for (const ch of line) {
      if (octets(current) + octets(ch) > limit) {
        out.push(current);
        current = ' ';
        limit = 75;
      }
      current += ch;
    }
    out.push(current);
  }
  return out.join('\r\n');
}

/**
 * The zone every time of these files is written in. A published feed carries it, so that a feed
 * with no session still holds a component: RFC 5545, section 3.6 asks for at least one, and some
 * calendars refuse a feed without (the `ics` package writes none for an empty list).
 */
const UTC_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:UTC',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0000',
  'TZNAME:UTC',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** `component` placed before the calendar's first component (or its end when it has none). */
function withComponentFirst(calendar: string, component: string): string {
  const at = calendar.search(/\r\n(BEGIN:VEVENT|END:VCALENDAR)\r\n/);
  return at < 0 ? calendar : `${calendar.slice(0, at)}\r\n${component}${calendar.slice(at)}`;
}

/** A VCALENDAR with `events` under `method`; throws when an event is not valid (a bug of ours). */
export function buildCalendar(method: IcsMethod, events: IcsEvent[], opts: { now: Date; calName?: string }): string {
  const header = { productId: PRODUCT_ID, method, ...(opts.calName ? { calName: opts.calName } : {}) };
  const { error, value } = createEvents(
    events.map((e) => toAttributes(e, opts.now)),
    header,
  );
  if (error || value === null) throw error ?? new Error('the calendar could not be built');
  return foldLines(method === 'PUBLISH' ? withComponentFirst(value, UTC_TIMEZONE) : value);
}
