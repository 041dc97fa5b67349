import { describe, expect, it } from 'vitest';
import type { RecurrencePattern } from '@coach/contract';
import { localDay } from '../../lib/local-days.ts';
import { NO_CYCLES, calendarMonthsBetween, completeCycle, effectiveStreak, periodIndex, type RecurrenceState } from './cycles.ts';

function run(pattern: RecurrencePattern, interval: number, anchor: string, days: string[]): RecurrenceState {
  return days.reduce((s, d) => completeCycle(s, pattern, interval, anchor, d), NO_CYCLES);
}

describe('periodIndex', () => {
  // [pattern, interval, anchor, last day of period 0, first day of period 1, a day in period 2]
  const BOUNDARIES: [RecurrencePattern, number, string, string, string, string][] = [
    ['daily', 1, '2026-11-01', '2026-11-01', '2026-11-02', '2026-11-03'],
    ['daily', 2, '2026-11-01', '2026-11-02', '2026-11-03', '2026-11-06'],
    ['daily', 3, '2026-11-30', '2026-12-02', '2026-12-03', '2026-12-06'],
    ['weekly', 1, '2026-11-04', '2026-11-10', '2026-11-11', '2026-11-18'],
    ['weekly', 2, '2026-11-04', '2026-11-17', '2026-11-18', '2026-12-02'],
    ['weekly', 3, '2026-12-28', '2027-01-17', '2027-01-18', '2027-02-08'],
    ['monthly', 1, '2026-01-31', '2026-01-31', '2026-02-01', '2026-03-31'],
    ['monthly', 2, '2026-11-15', '2026-12-31', '2027-01-01', '2027-03-01'],
    ['monthly', 3, '2026-11-30', '2027-01-31', '2027-02-01', '2027-05-01'],
  ];

  it.each(BOUNDARIES)(
    '%s every %i from %s: period 0 ends %s, period 1 starts %s, %s is in period 2',
    (pattern, interval, anchor, end0, start1, in2) => {
      expect(periodIndex(pattern, interval, anchor, anchor)).toBe(0);
      expect(periodIndex(pattern, interval, anchor, end0)).toBe(0);
      expect(periodIndex(pattern, interval, anchor, start1)).toBe(1);
      expect(periodIndex(pattern, interval, anchor, in2)).toBe(2);
    },
  );

  it('counts calendar months whatever the day of the month', () => {
    expect(calendarMonthsBetween('2026-01-31', '2026-02-28')).toBe(1);
    expect(calendarMonthsBetween('2026-01-01', '2026-01-31')).toBe(0);
    expect(calendarMonthsBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(calendarMonthsBetween('2026-11-22', '2028-02-29')).toBe(15);
    expect(periodIndex('monthly', 1, '2026-01-31', '2026-02-28')).toBe(1);
    expect(periodIndex('monthly', 1, '2028-01-31', '2028-02-29')).toBe(1);
    expect(periodIndex('monthly', 1, '2026-12-31', '2027-01-01')).toBe(1);
    expect(periodIndex('monthly', 3, '2026-01-15', '2026-07-01')).toBe(2);
  });

  it('is negative before the anchor and treats an interval outside 1-30 as 1', () => {
    expect(periodIndex('daily', 1, '2026-11-10', '2026-11-09')).toBe(-1);
    expect(periodIndex('weekly', 1, '2026-11-10', '2026-11-09')).toBe(-1);
    expect(periodIndex('monthly', 1, '2026-11-10', '2026-10-31')).toBe(-1);
    for (const bad of [0, -2, 31, 1.5, Number.NaN]) expect(periodIndex('daily', bad, '2026-11-01', '2026-11-05')).toBe(4);
    expect(periodIndex('daily', 30, '2026-11-01', '2026-12-01')).toBe(1);
  });
});

describe('completeCycle', () => {
  const EVERY_PERIOD: [RecurrencePattern, number, string, string[]][] = [
    ['daily', 1, '2026-11-01', ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']],
    ['daily', 2, '2026-11-01', ['2026-11-02', '2026-11-03', '2026-11-06', '2026-11-07']],
    ['daily', 3, '2026-11-01', ['2026-11-01', '2026-11-04', '2026-11-09', '2026-11-10']],
    ['weekly', 1, '2026-11-02', ['2026-11-08', '2026-11-09', '2026-11-20', '2026-11-29']],
    ['weekly', 2, '2026-11-02', ['2026-11-02', '2026-11-20', '2026-11-30', '2026-12-27']],
    ['weekly', 3, '2026-11-02', ['2026-11-22', '2026-11-23', '2026-12-14', '2027-01-04']],
    ['monthly', 1, '2026-01-31', ['2026-01-31', '2026-02-28', '2026-03-01', '2026-04-30']],
    ['monthly', 2, '2026-11-30', ['2026-12-31', '2027-01-01', '2027-04-30', '2027-05-01']],
    ['monthly', 3, '2026-11-30', ['2026-11-30', '2027-02-01', '2027-07-31', '2027-08-01']],
  ];

  it.each(EVERY_PERIOD)(
    '%s every %i from %s: one completion in each of four periods makes a streak of 4',
    (pattern, interval, anchor, days) => {
      expect(days.map((d) => periodIndex(pattern, interval, anchor, d))).toEqual([0, 1, 2, 3]);
      expect(run(pattern, interval, anchor, days)).toEqual({
        totalCompletions: 4,
        currentStreak: 4,
        bestStreak: 4,
        lastCompletedPeriod: 3,
      });
    },
  );

  it.each(EVERY_PERIOD)(
    '%s every %i from %s: skipping a whole period restarts the streak at 1 and keeps the best',
    (pattern, interval, anchor, days) => {
      const [d0, d1, , d3] = days as [string, string, string, string];
      const s = run(pattern, interval, anchor, [d0, d1, d3]);
      expect(s).toEqual({ totalCompletions: 3, currentStreak: 1, bestStreak: 2, lastCompletedPeriod: 3 });
    },
  );

  it('counts several completions in one period but the streak once', () => {
    const s = run('weekly', 1, '2026-11-01', ['2026-11-01', '2026-11-03', '2026-11-07']);
    expect(s).toEqual({ totalCompletions: 3, currentStreak: 1, bestStreak: 1, lastCompletedPeriod: 0 });
    const next = completeCycle(s, 'weekly', 1, '2026-11-01', '2026-11-08');
    expect(next).toEqual({ totalCompletions: 4, currentStreak: 2, bestStreak: 2, lastCompletedPeriod: 1 });
    expect(completeCycle(next, 'weekly', 1, '2026-11-01', '2026-11-14')).toMatchObject({ totalCompletions: 5, currentStreak: 2 });
  });

  it('keeps the best streak after a break and beats it later', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-05', '2026-11-06'];
    expect(run('daily', 1, '2026-11-01', days)).toEqual({ totalCompletions: 5, currentStreak: 2, bestStreak: 3, lastCompletedPeriod: 5 });
    const longer = run('daily', 1, '2026-11-01', [...days, '2026-11-07', '2026-11-08']);
    expect(longer).toMatchObject({ currentStreak: 4, bestStreak: 4 });
    expect(run('monthly', 1, '2026-01-10', ['2026-01-10', '2026-02-10', '2026-04-10'])).toMatchObject({ currentStreak: 1, bestStreak: 2 });
  });

  it('does not let a completion that lands before the last period (a zone change) break the streak', () => {
    const s = run('daily', 1, '2026-11-01', ['2026-11-01', '2026-11-02', '2026-11-03']);
    const back = completeCycle(s, 'daily', 1, '2026-11-01', '2026-11-02');
    expect(back).toEqual({ totalCompletions: 4, currentStreak: 3, bestStreak: 3, lastCompletedPeriod: 2 });
    // A first completion the day before the anchor opens the count; the anchor's period follows it.
    expect(run('daily', 1, '2026-11-10', ['2026-11-09', '2026-11-10'])).toMatchObject({ currentStreak: 2, lastCompletedPeriod: 0 });
  });

  it('starts a streak at 1 from a stored state whose streak had already been read as broken', () => {
    const stored: RecurrenceState = { totalCompletions: 6, currentStreak: 0, bestStreak: 5, lastCompletedPeriod: 4 };
    expect(completeCycle(stored, 'daily', 1, '2026-11-01', '2026-11-05')).toEqual({
      totalCompletions: 7,
      currentStreak: 1,
      bestStreak: 5,
      lastCompletedPeriod: 4,
    });
  });
});

describe('effectiveStreak', () => {
  it('reads the streak through the next period and 0 once a whole period passed without a completion', () => {
    const s = run('weekly', 1, '2026-11-01', ['2026-11-02', '2026-11-09']);
    expect(s.currentStreak).toBe(2);
    expect(effectiveStreak(s, 'weekly', 1, '2026-11-01', '2026-11-14')).toBe(2); // same period
    expect(effectiveStreak(s, 'weekly', 1, '2026-11-01', '2026-11-21')).toBe(2); // next period still open
    expect(effectiveStreak(s, 'weekly', 1, '2026-11-01', '2026-11-22')).toBe(0); // a period missed
    expect(effectiveStreak(NO_CYCLES, 'daily', 1, '2026-11-01', '2026-11-01')).toBe(0);
  });

  it('follows the interval and calendar months', () => {
    const daily3 = run('daily', 3, '2026-11-01', ['2026-11-01', '2026-11-04']); // periods 0 and 1
    expect(effectiveStreak(daily3, 'daily', 3, '2026-11-01', '2026-11-09')).toBe(2); // period 2: still open
    expect(effectiveStreak(daily3, 'daily', 3, '2026-11-01', '2026-11-10')).toBe(0); // period 3
    const monthly = run('monthly', 1, '2026-01-31', ['2026-01-31', '2026-02-28']);
    expect(effectiveStreak(monthly, 'monthly', 1, '2026-01-31', '2026-03-31')).toBe(2);
    expect(effectiveStreak(monthly, 'monthly', 1, '2026-01-31', '2026-04-01')).toBe(0);
    const twoMonths = run('monthly', 2, '2026-12-31', ['2026-12-31', '2027-02-01']); // periods 0 and 1
    expect(effectiveStreak(twoMonths, 'monthly', 2, '2026-12-31', '2027-05-31')).toBe(2);
    expect(effectiveStreak(twoMonths, 'monthly', 2, '2026-12-31', '2027-06-01')).toBe(0);
  });
});

describe('days from the user\u2019s clock', () => {
  it('takes each completion\u2019s local day, so New York\u2019s 25-hour 1 November is one daily period', () => {
    const ny = 'America/New_York';
    // 00:30 and 23:30 local on 1 November are 24 hours apart but the same day; 23:30 on 2 November is the next.
    const instants = ['2026-10-31T03:30:00Z', '2026-11-01T04:30:00Z', '2026-11-02T04:30:00Z', '2026-11-03T04:30:00Z'];
    const days = instants.map((i) => localDay(new Date(i), ny));
    expect(days).toEqual(['2026-10-30', '2026-11-01', '2026-11-01', '2026-11-02']);
    // The 31st was missed: the streak restarts on 1 November, and the second completion that day does not add to it.
    expect(run('daily', 1, '2026-10-30', days)).toEqual({ totalCompletions: 4, currentStreak: 2, bestStreak: 2, lastCompletedPeriod: 3 });
  });

  it('takes Berlin\u2019s 23-hour 29 March as one day: 23:30 local each evening is a daily streak', () => {
    const berlin = 'Europe/Berlin';
    const instants = ['2026-03-27T22:30:00Z', '2026-03-28T22:30:00Z', '2026-03-29T21:30:00Z', '2026-03-30T21:30:00Z'];
    const days = instants.map((i) => localDay(new Date(i), berlin));
    expect(days).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']);
    const s = run('daily', 1, '2026-03-27', days);
    expect(s).toMatchObject({ currentStreak: 4, bestStreak: 4 });
    expect(effectiveStreak(s, 'daily', 1, '2026-03-27', localDay(new Date('2026-03-31T21:59:00Z'), berlin))).toBe(4); // 31 Mar 23:59
    expect(effectiveStreak(s, 'daily', 1, '2026-03-27', localDay(new Date('2026-03-31T22:00:00Z'), berlin))).toBe(0); // 1 Apr 00:00
  });
});
