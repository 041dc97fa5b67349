import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatWeeklyRule, lastPossibleStart, occurrences, parseWeeklyRule, ruleEnd, type TemplateTiming } from './occurrences.ts';

const iso = (ds: Date[]) => ds.map((d) => d.toISOString());
const timing = (over: Partial<TemplateTiming>): TemplateTiming => ({
  rule: { interval: 1, days: [3] },
  startDate: '2026-03-01',
  startTime: '09:00',
  endDate: null,
  count: null,
  timeZone: 'UTC',
  ...over,
});
const far = new Date('2030-01-01T00:00:00Z');
const epoch = new Date('2020-01-01T00:00:00Z');

describe('parseWeeklyRule', () => {
  it('reads interval and weekdays, Sunday 0 to Saturday 6, sorted and once each', () => {
    expect(parseWeeklyRule('FREQ=WEEKLY;INTERVAL=2;BYDAY=WE,MO,WE', '2026-03-01')).toEqual({ interval: 2, days: [1, 3] });
    expect(parseWeeklyRule('RRULE:FREQ=WEEKLY;BYDAY=SU,SA', '2026-03-01')).toEqual({ interval: 1, days: [0, 6] });
  });

  it("repeats on the start date's weekday when the rule names none", () => {
    // 2026-03-04 is a Wednesday.
    expect(parseWeeklyRule('FREQ=WEEKLY;INTERVAL=3', '2026-03-04')).toEqual({ interval: 3, days: [3] });
  });

  it('falls back to weekly on Tuesday for other units, keeping the interval', () => {
    expect(parseWeeklyRule('FREQ=DAILY;INTERVAL=4', '2026-03-01')).toEqual({ interval: 4, days: [2] });
    expect(parseWeeklyRule('FREQ=MONTHLY;BYMONTHDAY=3', '2026-03-01')).toEqual({ interval: 1, days: [2] });
  });

  it.each(['', 'nonsense', 'BYDAY=MO', 'FREQ=WEEKLY;INTERVAL=0;BYDAY=MO', 'FREQ=WEEKLY;INTERVAL=100;BYDAY=MO', 'FREQ=WEEKLY;BYDAY=XX'])(
    'refuses %j',
    (text) => expect(parseWeeklyRule(text, '2026-03-01')).toBeNull(),
  );

  it('writes the rule back in one canonical form', () => {
    expect(formatWeeklyRule({ interval: 2, days: [1, 3] })).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE');
    expect(parseWeeklyRule(formatWeeklyRule({ interval: 99, days: [0, 6] }), '2026-03-01')).toEqual({ interval: 99, days: [0, 6] });
  });
});

describe('ruleEnd', () => {
  it("reads the rule's own COUNT or UNTIL (a day), and refuses both at once (RFC 5545 3.3.10)", () => {
    expect(ruleEnd('FREQ=WEEKLY;BYDAY=TU;COUNT=3')).toEqual({ count: 3, until: null });
    expect(ruleEnd('RRULE:FREQ=WEEKLY;UNTIL=20270722T235959Z')).toEqual({ count: null, until: '2027-07-22' });
    expect(ruleEnd('FREQ=WEEKLY;INTERVAL=2')).toEqual({ count: null, until: null });
    expect(ruleEnd('FREQ=WEEKLY;COUNT=2;UNTIL=20270722')).toBeNull();
    expect(ruleEnd('nonsense')).toBeNull();
  });
});

describe('occurrences', () => {
  it('keeps 09:00 local across the spring change in New York (EST -5 then EDT -4)', () => {
    // Sundays 1, 8 (clocks change at 02:00) and 15 March 2026.
    const t = timing({ rule: { interval: 1, days: [0] }, startDate: '2026-03-01', timeZone: 'America/New_York', count: 3 });
    expect(iso(occurrences(t, epoch, far))).toEqual(['2026-03-01T14:00:00.000Z', '2026-03-08T13:00:00.000Z', '2026-03-15T13:00:00.000Z']);
  });

  it('keeps 09:00 local across the autumn change in London and the April change in Sydney', () => {
    const london = timing({ rule: { interval: 1, days: [0] }, startDate: '2026-10-18', timeZone: 'Europe/London', count: 3 });
    expect(iso(occurrences(london, epoch, far))).toEqual([
      '2026-10-18T08:00:00.000Z',
      '2026-10-25T09:00:00.000Z',
      '2026-11-01T09:00:00.000Z',
    ]);
    const sydney = timing({ rule: { interval: 1, days: [0] }, startDate: '2026-03-29', timeZone: 'Australia/Sydney', count: 2 });
    expect(iso(occurrences(sydney, epoch, far))).toEqual(['2026-03-28T22:00:00.000Z', '2026-04-04T23:00:00.000Z']);
  });

  it('handles a half-hour zone (Kolkata +5:30) and a time the clocks skip (moved forward)', () => {
    const kolkata = timing({ startDate: '2026-03-04', startTime: '09:00', timeZone: 'Asia/Kolkata', count: 1 });
    expect(iso(occurrences(kolkata, epoch, far))).toEqual(['2026-03-04T03:30:00.000Z']);
    // 02:30 does not exist in New York on 8 March 2026: it is read as 03:30 EDT.
    const gap = timing({
      rule: { interval: 1, days: [0] },
      startDate: '2026-03-08',
      startTime: '02:30',
      timeZone: 'America/New_York',
      count: 1,
    });
    expect(iso(occurrences(gap, epoch, far))).toEqual(['2026-03-08T07:30:00.000Z']);
  });

  it('every second week on Monday and Wednesday, weeks starting on Sunday', () => {
    // 2026-03-02 is a Monday.
    const t = timing({ rule: { interval: 2, days: [1, 3] }, startDate: '2026-03-02', count: 5 });
    expect(iso(occurrences(t, epoch, far)).map((s) => s.slice(0, 10))).toEqual([
      '2026-03-02',
      '2026-03-04',
      '2026-03-16',
      '2026-03-18',
      '2026-03-30',
    ]);
  });

  it('ends on the end date, inclusive, or after the count, whichever comes first', () => {
    const byDate = timing({ startDate: '2026-03-04', endDate: '2026-03-18' });
    expect(iso(occurrences(byDate, epoch, far)).map((s) => s.slice(0, 10))).toEqual(['2026-03-04', '2026-03-11', '2026-03-18']);
    const both = timing({ startDate: '2026-03-04', endDate: '2026-12-31', count: 2 });
    expect(occurrences(both, epoch, far)).toHaveLength(2);
    const hundred = timing({ startDate: '2026-03-04', count: 100 });
    expect(occurrences(hundred, epoch, far)).toHaveLength(100);
  });

  it('answers only the window [from, to), and counts from the start date whatever the window', () => {
    const t = timing({ startDate: '2026-03-04', count: 4 });
    const from = new Date('2026-03-11T09:00:00Z');
    const to = new Date('2026-03-25T09:00:00Z');
    expect(iso(occurrences(t, from, to))).toEqual(['2026-03-11T09:00:00.000Z', '2026-03-18T09:00:00.000Z']);
    expect(iso(occurrences(t, new Date('2026-03-26T00:00:00Z'), far))).toEqual([]);
    // A never-ending rule goes on.
    expect(occurrences(timing({ startDate: '2026-03-04' }), epoch, new Date('2027-03-04T00:00:00Z'))).toHaveLength(53);
  });
});

describe('lastPossibleStart', () => {
  it('is null for a template that never ends, just after the last occurrence for a count, the end of the end date otherwise', () => {
    expect(lastPossibleStart(timing({}))).toBeNull();
    expect(lastPossibleStart(timing({ startDate: '2026-03-04', count: 2 }))?.toISOString()).toBe('2026-03-11T09:00:00.001Z');
    expect(lastPossibleStart(timing({ startDate: '2026-03-04', endDate: '2026-03-18', timeZone: 'America/New_York' }))?.toISOString()).toBe(
      '2026-03-19T04:00:00.000Z',
    );
  });
});

describe('occurrences under other process time zones', () => {
  // rrule's dates are "floating": the expansion must not depend on the server's own zone.
  const timingJson = JSON.stringify(
    timing({ rule: { interval: 2, days: [0, 3] }, startDate: '2026-03-01', timeZone: 'America/New_York', count: 6 }),
  );
  const script = `const { occurrences } = await import(${JSON.stringify(fileURLToPath(new URL('./occurrences.ts', import.meta.url)))});
    console.log(JSON.stringify(occurrences(${timingJson}, new Date(0), new Date('2030-01-01T00:00:00Z'))));`;
  const expected = iso(occurrences(JSON.parse(timingJson) as TemplateTiming, new Date(0), far));

  it.each(['Australia/Sydney', 'Asia/Kolkata', 'America/Los_Angeles'])('gives the same instants with TZ=%s', (tz) => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, TZ: tz },
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual(expected);
    expect(expected[2]).toBe('2026-03-15T13:00:00.000Z');
  });
});
