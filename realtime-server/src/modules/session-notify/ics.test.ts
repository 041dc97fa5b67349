import { describe, expect, it } from 'vitest';
import type { TSession } from '@coach/contract';
import { buildCalendar, foldLines, sessionUid, type IcsEvent } from './ics.ts';
import { noticeKind } from './notice.ts';
import { sessionEvent } from './views.ts';

const now = new Date('2026-11-20T12:00:00Z');
const event = (over: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'b1e5c3a2-0000-4000-8000-000000000001@coach.example.test',
  sequence: 2,
  start: new Date('2026-11-26T15:00:00Z'),
  durationMinutes: 90,
  summary: 'Coaching session with Jane Doe',
  description: 'Goals: find a rhythm',
  cancelled: false,
  organizer: { name: 'Jane Doe', email: 'jane@example.test' },
  attendee: { name: 'Bob Roe', email: 'bob@example.test' },
  ...over,
});

/** The content lines, unfolded (RFC 5545, section 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const prop = (ics: string, name: string) => unfold(ics).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

function session(over: Partial<TSession> = {}): TSession {
  return {
    id: 'b1e5c3a2-0000-4000-8000-000000000001',
    scheduledAt: '2026-11-26T15:00:00.000Z',
    duration: 60,
    status: 'SCHEDULED',
    title: '',
    type: 'INDIVIDUAL',
    sessionType: 'video',
    sessionGoals: 'Plan the quarter',
    coachNotes: 'PRIVATE coach note',
    sharedNotes: null,
    cancelReason: null,
    coach: { id: 'coach-1', firstName: 'Jane', lastName: 'Doe', timeZone: 'America/New_York' },
    client: {
      id: 'client-1',
      firstName: 'Bob',
      lastName: 'Roe',
      email: 'bob@example.test',
      relationshipId: null,
      timeZone: 'Europe/London',
    },
    templateId: null,
    dailyRoomUrl: null,
    inRoom: { coach: false, client: false },
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-02T00:00:00.000Z',
    ...over,
  };
}

describe('buildCalendar', () => {
  it('writes a REQUEST with the UID, SEQUENCE, UTC times, organizer and attendee', () => {
    const ics = buildCalendar('REQUEST', [event()], { now });
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('UID:b1e5c3a2-0000-4000-8000-000000000001@coach.example.test');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('DTSTART:20261126T150000Z');
    expect(lines).toContain('DTEND:20261126T163000Z');
    expect(lines).toContain('DTSTAMP:20261120T120000Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(prop(ics, 'ORGANIZER')).toMatch(/CN="?Jane Doe"?:mailto:jane@example.test/i);
    expect(prop(ics, 'ATTENDEE')).toMatch(/mailto:bob@example.test$/i);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Every line ends in CRLF: no bare LF anywhere.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes a CANCEL with STATUS:CANCELLED', () => {
    const ics = buildCalendar('CANCEL', [event({ cancelled: true, sequence: 3 })], { now });
    expect(unfold(ics)).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:3']));
  });

  it('writes an empty PUBLISH calendar with its name and still one component, its VTIMEZONE (RFC 5545, section 3.6)', () => {
    const ics = buildCalendar('PUBLISH', [], { now, calName: 'Coaching sessions' });
    const lines = unfold(ics);
    expect(lines).toEqual(expect.arrayContaining(['METHOD:PUBLISH', 'X-WR-CALNAME:Coaching sessions']));
    expect(ics).not.toContain('BEGIN:VEVENT');
    const begin = lines.indexOf('BEGIN:VTIMEZONE');
    expect(lines.slice(begin, lines.indexOf('END:VTIMEZONE') + 1)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:UTC',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0000',
      'TZOFFSETTO:+0000',
      'TZNAME:UTC',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('puts the VTIMEZONE of a feed before its events, and marks an asked-for session TENTATIVE', () => {
    const lines = unfold(buildCalendar('PUBLISH', [event({ tentative: true })], { now }));
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines).toContain('STATUS:TENTATIVE');
    expect(lines).not.toContain('STATUS:CONFIRMED');
    // An invitation or a cancel carries its event only.
    expect(buildCalendar('REQUEST', [event()], { now })).not.toContain('VTIMEZONE');
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    const description = `Goals: ${'Café, thé; naïve 😀 '.repeat(20)}\nsecond line`;
    const ics = buildCalendar('REQUEST', [event({ description, summary: 'Ünïcödé session, with; marks' })], { now });
    const raw = ics.split('\r\n');
    for (const line of raw) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(raw.some((l) => l.startsWith(' '))).toBe(true);
    expect(ics).not.toContain('\uFFFD');
    expect(prop(ics, 'SUMMARY')).toBe('SUMMARY:Ünïcödé session\\, with\\; marks');
    expect(prop(ics, 'DESCRIPTION')).toBe(`DESCRIPTION:${description.replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\n/g, '\\n')}`);
  });
});

describe('foldLines', () => {
  it('leaves short lines alone and keeps continuation lines at 75 octets with a leading space', () => {
    expect(foldLines('A:b\r\n')).toBe('A:b\r\n');
    const folded = foldLines(`X:${'é'.repeat(80)}\r\n`);
    const lines = folded.split('\r\n').filter(Boolean);
    expect(lines.length).toBe(3);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`X:${'é'.repeat(80)}\r\n`);
  });
});

describe('sessionEvent', () => {
  const publicUrl = 'https://coach.example.test:8443';

  it('names the other person, carries the goals and never the coach notes', () => {
    const forClient = sessionEvent(session(), 'client-1', { publicUrl, sequence: 0 });
    expect(forClient.uid).toBe(`b1e5c3a2-0000-4000-8000-000000000001@coach.example.test`);
    expect(forClient.summary).toBe('Coaching session with Jane Doe');
    expect(forClient.description).toContain('Plan the quarter');
    expect(forClient.description).toContain(`${publicUrl}/coaching`);
    expect(JSON.stringify(forClient)).not.toContain('PRIVATE');
    const forCoach = sessionEvent(session({ title: 'Quarterly review' }), 'coach-1', { publicUrl, sequence: 1 });
    expect(forCoach.summary).toBe('Quarterly review');
    expect(forCoach.description).toContain(`${publicUrl}/coach/sessions`);
    expect(JSON.stringify(forCoach)).not.toContain('PRIVATE');
    expect(sessionEvent(session({ status: 'CANCELLED' }), 'coach-1', { publicUrl, sequence: 1 }).cancelled).toBe(true);
  });

  it('is tentative while only asked for (SCHEDULED), confirmed once the coach confirms it', () => {
    expect(sessionEvent(session({ status: 'SCHEDULED' }), 'client-1', { publicUrl, sequence: 0 }).tentative).toBe(true);
    expect(sessionEvent(session({ status: 'CONFIRMED' }), 'client-1', { publicUrl, sequence: 1 }).tentative).toBe(false);
  });

  it('uses the host of the public URL for the UID', () => {
    expect(sessionUid('abc', 'http://localhost:3000')).toBe('abc@localhost');
  });
});

describe('noticeKind', () => {
  it('maps changes to the emails they call for', () => {
    expect(noticeKind('created', session())).toBe('created');
    expect(noticeKind('rescheduled', session())).toBe('rescheduled');
    expect(noticeKind('cancelled', session({ status: 'CANCELLED' }))).toBe('cancelled');
    expect(noticeKind('status', session({ status: 'CANCELLED' }), session())).toBe('cancelled');
    expect(noticeKind('status', session({ status: 'NO_SHOW' }), session())).toBe('no-show');
    expect(noticeKind('status', session({ status: 'NO_SHOW' }), session({ status: 'NO_SHOW' }))).toBeNull();
    expect(noticeKind('status', session({ status: 'CONFIRMED' }))).toBe('confirmed');
    expect(noticeKind('status', session({ status: 'COMPLETED' }))).toBeNull();
    expect(noticeKind('status', session({ status: 'IN_PROGRESS' }))).toBeNull();
    expect(noticeKind('notes', session())).toBeNull();
    expect(noticeKind('updated', session())).toBeNull();
  });
});
