import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { AVAILABILITY_ERR, type TAvailabilityPattern, type TSession } from '@coach/contract';
import { describePattern, expandPatterns, parseByDay, selectionToBody, sessionEvents, visibleRange } from './calendarMath.ts';

const NY = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';
/** An instant given as a wall-clock time in `zone`. */
const at = (iso: string, zone = NY) => DateTime.fromISO(iso, { zone }).toJSDate();
const local = (d: Date, zone = NY) => DateTime.fromJSDate(d, { zone }).toFormat('ccc yyyy-LL-dd HH:mm');

const pattern = (p: Partial<TAvailabilityPattern>): TAvailabilityPattern => ({
  id: 'p1',
  type: 'RECURRING',
  rrule: 'FREQ=WEEKLY;BYDAY=MO',
  specificDate: null,
  startTime: '09:00',
  endTime: '17:00',
  title: 'Available',
  isActive: true,
  ...p,
});

describe('selectionToBody', () => {
  it('makes a weekly rule for the weekday of the selection, in the coach zone', () => {
    // Thursday 2026-11-26, 09:00-11:30 in New York.
    const r = selectionToBody('recurring', at('2026-11-26T09:00'), at('2026-11-26T11:30'), NY);
    expect(r).toEqual({
      kind: 'create',
      body: { type: 'RECURRING', rrule: 'FREQ=WEEKLY;BYDAY=TH', startTime: '09:00', endTime: '11:30', title: 'Available' },
    });
  });

  it('makes a one-time block on that date', () => {
    const r = selectionToBody('one-time', at('2026-11-29T14:00'), at('2026-11-29T15:00'), NY);
    expect(r).toEqual({
      kind: 'create',
      body: { type: 'STATIC', specificDate: '2026-11-29', startTime: '14:00', endTime: '15:00', title: 'Available' },
    });
  });

  it('snaps the start down and the end up to the 30-minute grid', () => {
    const r = selectionToBody('one-time', at('2026-11-26T09:10'), at('2026-11-26T10:40'), NY);
    expect(r.kind === 'create' && [r.body.startTime, r.body.endTime]).toEqual(['09:00', '11:00']);
    const exact = selectionToBody('one-time', at('2026-11-26T09:30'), at('2026-11-26T10:00:30'), NY);
    expect(exact.kind === 'create' && [exact.body.startTime, exact.body.endTime]).toEqual(['09:30', '10:30']);
  });

  it('reads the day and times in the coach zone, not the instant in UTC', () => {
    // 23:00 UTC on Wednesday is Thursday 04:30 in Kolkata (+5:30).
    const r = selectionToBody('recurring', new Date('2026-11-25T23:00:00Z'), new Date('2026-11-26T00:30:00Z'), KOLKATA);
    expect(r.kind === 'create' && r.body).toMatchObject({ rrule: 'FREQ=WEEKLY;BYDAY=TH', startTime: '04:30', endTime: '06:00' });
  });

  it("refuses a selection over more than one day with the spec's text", () => {
    const r = selectionToBody('recurring', at('2026-11-26T00:00'), at('2026-11-28T00:00'), NY);
    expect(r).toEqual({ kind: 'error', message: AVAILABILITY_ERR.SINGLE_DAY });
    expect(selectionToBody('one-time', at('2026-11-26T20:00'), at('2026-11-27T01:00'), NY)).toEqual({
      kind: 'error',
      message: AVAILABILITY_ERR.SINGLE_DAY,
    });
  });

  it('asks for times when a whole day is selected (a month cell)', () => {
    expect(selectionToBody('one-time', at('2026-11-29T00:00'), at('2026-11-30T00:00'), NY)).toEqual({
      kind: 'whole-day',
      date: '2026-11-29',
      weekday: 0,
    });
  });

  it('keeps the day of a DST change in wall-clock times', () => {
    // 2026-03-08: New York springs forward at 02:00.
    const r = selectionToBody('one-time', at('2026-03-08T09:00'), at('2026-03-08T17:00'), NY);
    expect(r.kind === 'create' && r.body).toMatchObject({ specificDate: '2026-03-08', startTime: '09:00', endTime: '17:00' });
  });
});

describe('parseByDay', () => {
  it('reads the weekdays of a weekly rule, Sunday = 0', () => {
    expect(parseByDay('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR')).toEqual([1, 2, 3, 4, 5]);
    expect(parseByDay('FREQ=WEEKLY;BYDAY=SA,SU')).toEqual([0, 6]);
    expect(parseByDay('RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=we;WKST=MO')).toEqual([3]);
    expect(parseByDay('FREQ=WEEKLY')).toEqual([]);
    expect(parseByDay(null)).toEqual([]);
  });
});

describe('visibleRange', () => {
  const thursday = at('2026-11-26T12:00');
  it('starts weeks on Sunday and months on the Sunday before the first', () => {
    const week = visibleRange('week', thursday, NY);
    expect([local(week.start), local(week.end)]).toEqual(['Sun 2026-11-22 00:00', 'Sun 2026-11-29 00:00']);
    const month = visibleRange('month', thursday, NY);
    expect([local(month.start), local(month.end)]).toEqual(['Sun 2026-11-01 00:00', 'Sun 2026-12-06 00:00']);
    const day = visibleRange('day', thursday, NY);
    expect([local(day.start), local(day.end)]).toEqual(['Thu 2026-11-26 00:00', 'Fri 2026-11-27 00:00']);
    const agenda = visibleRange('agenda', thursday, NY);
    expect(local(agenda.end)).toBe('Sun 2026-12-27 00:00');
  });
});

describe('expandPatterns', () => {
  const week = visibleRange('week', at('2026-11-26T12:00'), NY);

  it('shows a weekly pattern on every matching day and a one-time block on its date', () => {
    const events = expandPatterns(
      [
        pattern({ id: 'biz', rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' }),
        pattern({ id: 'once', type: 'STATIC', rrule: null, specificDate: '2026-11-28', startTime: '10:00', endTime: '12:30' }),
        pattern({ id: 'next-week', type: 'STATIC', rrule: null, specificDate: '2026-12-01' }),
        pattern({ id: 'off', isActive: false }),
      ],
      week,
      NY,
    );
    expect(events.map((e) => `${e.kind} ${local(e.start)}-${DateTime.fromJSDate(e.end, { zone: NY }).toFormat('HH:mm')}`)).toEqual([
      'recurring Mon 2026-11-23 09:00-17:00',
      'recurring Tue 2026-11-24 09:00-17:00',
      'recurring Wed 2026-11-25 09:00-17:00',
      'recurring Thu 2026-11-26 09:00-17:00',
      'recurring Fri 2026-11-27 09:00-17:00',
      'one-time Sat 2026-11-28 10:00-12:30',
    ]);
  });

  it('keeps 09:00-17:00 local across a DST change', () => {
    const events = expandPatterns([pattern({ rrule: 'FREQ=WEEKLY;BYDAY=SU,MO' })], visibleRange('week', at('2026-03-09T12:00'), NY), NY);
    expect(events.map((e) => local(e.start))).toEqual(['Sun 2026-03-08 09:00', 'Mon 2026-03-09 09:00']);
    // 13:00 UTC before the change (EST), 13:00 UTC after it (EDT) would be 09:00 then 08:00 if it drifted.
    expect(events.map((e) => e.start.toISOString())).toEqual(['2026-03-08T13:00:00.000Z', '2026-03-09T13:00:00.000Z']);
  });
});

describe('sessionEvents', () => {
  const session = (id: string, status: TSession['status']) =>
    ({ id, status, scheduledAt: '2026-11-26T15:00:00.000Z', duration: 60, client: { firstName: 'Ada', lastName: 'Lovelace' } }) as TSession;
  it('leaves out cancelled and no-show sessions and ends each after its duration', () => {
    const events = sessionEvents([
      session('a', 'SCHEDULED'),
      session('b', 'CANCELLED'),
      session('c', 'NO_SHOW'),
      session('d', 'COMPLETED'),
    ]);
    expect(events.map((e) => e.id)).toEqual(['a', 'd']);
    expect(events[0]).toMatchObject({ title: 'Session with Ada Lovelace', end: new Date('2026-11-26T16:00:00.000Z') });
  });
});

describe('describePattern', () => {
  it('names the weekdays or the date, then the times', () => {
    expect(describePattern(pattern({ rrule: 'FREQ=WEEKLY;BYDAY=SA,SU', startTime: '10:00', endTime: '16:00' }), NY)).toBe(
      'Every Sun, Sat, 10:00–16:00',
    );
    expect(describePattern(pattern({ type: 'STATIC', specificDate: '2026-11-28' }), NY)).toBe('Sat, Nov 28, 2026, 09:00–17:00');
  });
});
