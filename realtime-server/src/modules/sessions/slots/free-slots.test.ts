import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { parseWeeklyRule } from '../../availability/weekly-rule.ts';
import { computeSlots, type SlotInput, type SlotPattern } from './free-slots.ts';

const weekly = (id: string, rrule: string, startTime: string, endTime: string, anchorDate = '2026-01-05'): SlotPattern => ({
  id,
  type: 'RECURRING',
  rrule,
  specificDate: null,
  startTime,
  endTime,
  anchorDate,
});
const oneTime = (id: string, specificDate: string, startTime: string, endTime: string): SlotPattern => ({
  id,
  type: 'STATIC',
  rrule: null,
  specificDate,
  startTime,
  endTime,
  anchorDate: specificDate,
});

/** One local day of `zone`, as the range [its midnight, the next midnight). */
function day(isoDay: string, zone: string) {
  const start = DateTime.fromISO(isoDay, { zone });
  return { from: start.toJSDate(), to: start.plus({ days: 1 }).toJSDate() };
}

function slots(over: Partial<SlotInput> & Pick<SlotInput, 'patterns' | 'from' | 'to'>) {
  return computeSlots({
    timeZone: 'UTC',
    durationMinutes: 60,
    busy: [],
    bufferMinutes: 0,
    earliest: new Date(0),
    coachName: 'Casey Coach',
    ...over,
  });
}

/** The slots' starts as local 'HH:mm' in `zone`. */
const localStarts = (list: { scheduledAt: string }[], zone: string) =>
  list.map((s) => DateTime.fromISO(s.scheduledAt, { zone }).toFormat('HH:mm'));

const NINE_TO_FIVE_HOURS = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
];

describe('computeSlots across daylight-saving changes', () => {
  // Each day is one on which the zone's clocks change (or, for Kolkata, a day with an offset of +5:30).
  const cases: [string, string, string][] = [
    ['America/New_York', '2027-03-14', 'SU'], // spring forward, 02:00 -> 03:00
    ['America/New_York', '2026-11-01', 'SU'], // fall back, 02:00 -> 01:00
    ['Europe/London', '2027-03-28', 'SU'], // 01:00 -> 02:00
    ['Europe/London', '2026-10-25', 'SU'], // 02:00 -> 01:00
    ['Australia/Sydney', '2027-04-04', 'SU'], // 03:00 -> 02:00 (summer time ends)
    ['Australia/Sydney', '2026-10-04', 'SU'], // 02:00 -> 03:00 (summer time starts)
    ['Asia/Kolkata', '2027-03-14', 'SU'],
  ];
  it.each(cases)('a 09:00-17:00 pattern in %s gives 09:00-17:00 local on %s', (zone, isoDay, byday) => {
    const out = slots({ timeZone: zone, patterns: [weekly('p1', `FREQ=WEEKLY;BYDAY=${byday}`, '09:00', '17:00')], ...day(isoDay, zone) });
    expect(localStarts(out, zone)).toEqual(NINE_TO_FIVE_HOURS);
    const first = DateTime.fromISO(out[0]!.scheduledAt, { zone });
    expect(first.toISODate()).toBe(isoDay);
    const last = DateTime.fromISO(out.at(-1)!.scheduledAt, { zone }).plus({ minutes: 60 });
    expect(last.toFormat('HH:mm')).toBe('17:00');
    expect(out.every((s) => s.templateId === 'availability-p1' && s.duration === 60 && s.coachName === 'Casey Coach')).toBe(true);
  });

  it('gives the UTC instants of the local times on both sides of a change', () => {
    const zone = 'America/New_York';
    const patterns = [weekly('p1', 'FREQ=WEEKLY;BYDAY=SA,SU', '09:00', '10:00')];
    const out = slots({ timeZone: zone, patterns, from: new Date('2027-03-13T00:00:00Z'), to: new Date('2027-03-15T00:00:00Z') });
    // 09:00 EST (-5) on Saturday, 09:00 EDT (-4) on Sunday.
    expect(out.map((s) => s.scheduledAt)).toEqual(['2027-03-13T14:00:00.000Z', '2027-03-14T13:00:00.000Z']);
  });

  it('keeps +5:30 zones on their half hours', () => {
    const zone = 'Asia/Kolkata';
    const out = slots({ timeZone: zone, patterns: [weekly('p1', 'FREQ=WEEKLY;BYDAY=MO', '09:00', '10:00')], ...day('2026-11-30', zone) });
    expect(out.map((s) => s.scheduledAt)).toEqual(['2026-11-30T03:30:00.000Z']);
  });

  it('is the same whatever zone the process runs in (rrule dates are floating)', () => {
    const zone = 'Australia/Sydney';
    const run = () =>
      slots({
        timeZone: zone,
        patterns: [weekly('p1', 'FREQ=WEEKLY;BYDAY=MO,WE', '09:00', '12:00')],
        from: new Date('2026-11-29T00:00:00Z'),
        to: new Date('2026-12-06T00:00:00Z'),
      });
    const before = process.env.TZ;
    const results = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney'].map((tz) => {
      process.env.TZ = tz;
      return run();
    });
    process.env.TZ = before;
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(results[0]).toHaveLength(2 * 5);
  });
});

describe('computeSlots: rules', () => {
  const monday = day('2026-11-30', 'UTC');
  const business = [weekly('p1', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '09:00', '12:00')];

  it('cuts ranges into slots of the duration every 30 minutes', () => {
    expect(localStarts(slots({ patterns: business, ...monday, durationMinutes: 90 }), 'UTC')).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(slots({ patterns: business, ...monday, durationMinutes: 30 })).toHaveLength(6);
  });

  it('drops slots overlapping a live session', () => {
    const busy = [{ start: Date.parse('2026-11-30T10:00:00Z'), end: Date.parse('2026-11-30T10:30:00Z') }];
    expect(localStarts(slots({ patterns: business, ...monday, busy }), 'UTC')).toEqual(['09:00', '10:30', '11:00']);
  });

  it('widens sessions by the buffer on both sides', () => {
    const busy = [{ start: Date.parse('2026-11-30T10:00:00Z'), end: Date.parse('2026-11-30T10:30:00Z') }];
    expect(localStarts(slots({ patterns: business, ...monday, busy, bufferMinutes: 15, durationMinutes: 30 }), 'UTC')).toEqual([
      '09:00',
      '11:00',
      '11:30',
    ]);
    expect(localStarts(slots({ patterns: business, ...monday, busy, bufferMinutes: 0, durationMinutes: 30 }), 'UTC')).toEqual([
      '09:00',
      '09:30',
      '10:30',
      '11:00',
      '11:30',
    ]);
  });

  it('drops slots starting before the notice ends', () => {
    const earliest = new Date('2026-11-30T10:15:00Z');
    expect(localStarts(slots({ patterns: business, ...monday, earliest }), 'UTC')).toEqual(['10:30', '11:00']);
  });

  it('adds one-time blocks to recurring ones', () => {
    const patterns = [...business, oneTime('s1', '2026-11-30', '14:00', '15:00'), oneTime('s2', '2026-12-01', '14:00', '15:00')];
    const out = slots({ patterns, ...monday });
    expect(localStarts(out, 'UTC')).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '14:00']);
    expect(out.at(-1)!.templateId).toBe('availability-s1');
  });

  it('merges overlapping and touching patterns instead of doubling slots', () => {
    const patterns = [business[0]!, weekly('p2', 'FREQ=WEEKLY;BYDAY=MO', '11:00', '13:00'), oneTime('s1', '2026-11-30', '13:00', '14:00')];
    const out = slots({ patterns, ...monday });
    const starts = localStarts(out, 'UTC');
    expect(starts).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00']);
    expect(new Set(starts).size).toBe(starts.length);
    expect(new Set(out.map((s) => s.templateId))).toEqual(new Set(['availability-p1']));
  });

  it('counts INTERVAL weeks from the anchor day', () => {
    const patterns = [weekly('p1', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', '09:00', '10:00', '2026-11-30')];
    const out = slots({ patterns, from: new Date('2026-11-30T00:00:00Z'), to: new Date('2026-12-29T00:00:00Z') });
    expect(out.map((s) => s.scheduledAt.slice(0, 10))).toEqual(['2026-11-30', '2026-12-14', '2026-12-28']);
  });

  it('keeps only slots starting inside the range', () => {
    const out = slots({ patterns: business, from: new Date('2026-11-30T09:30:00Z'), to: new Date('2026-11-30T10:30:00Z') });
    expect(localStarts(out, 'UTC')).toEqual(['09:30', '10:00']);
  });
});

describe('parseWeeklyRule', () => {
  it('accepts weekly rules with weekdays', () => {
    expect(parseWeeklyRule('FREQ=WEEKLY;BYDAY=MO,WE').ok).toBe(true);
    expect(parseWeeklyRule('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SU').ok).toBe(true);
  });
  it.each(['FREQ=DAILY', 'FREQ=WEEKLY', 'FREQ=WEEKLY;BYDAY=XX', 'FREQ=WEEKLY;BYDAY=1MO', 'garbage', 'FREQ=WEEKLY;BYDAY=MO;INTERVAL=100'])(
    'refuses %s',
    (rule) => {
      expect(parseWeeklyRule(rule).ok).toBe(false);
    },
  );
});
