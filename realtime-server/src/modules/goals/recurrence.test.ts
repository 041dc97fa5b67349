import { describe, expect, it } from 'vitest';
import type { RecurrencePattern } from '@coach/contract';
import { localDay } from '../gamification/calendar.ts';
import { completeCycle, effectiveStreak, periodIndex, type RecurrenceState } from './recurrence.ts';

const fresh: RecurrenceState = { totalCompletions: 0, currentStreak: 0, bestStreak: 0, lastCompletedPeriod: null };

function run(pattern: RecurrencePattern, interval: number, anchor: string, days: string[]): RecurrenceState {
  return days.reduce((s, d) => completeCycle(s, pattern, interval, anchor, d), fresh);
}

describe('periods', () => {
  it('counts days, weeks and calendar months from the anchor, with intervals', () => {
    expect(periodIndex('daily', 1, '2026-11-01', '2026-11-01')).toBe(0);
    expect(periodIndex('daily', 1, '2026-11-01', '2026-11-03')).toBe(2);
    expect(periodIndex('daily', 2, '2026-11-01', '2026-11-04')).toBe(1);
    expect(periodIndex('weekly', 1, '2026-11-01', '2026-11-07')).toBe(0);
    expect(periodIndex('weekly', 1, '2026-11-01', '2026-11-08')).toBe(1);
    expect(periodIndex('weekly', 2, '2026-11-01', '2026-11-29')).toBe(2);
    expect(periodIndex('monthly', 1, '2026-01-31', '2026-02-28')).toBe(1);
    expect(periodIndex('monthly', 3, '2026-01-15', '2026-07-01')).toBe(2);
    expect(periodIndex('monthly', 1, '2026-12-31', '2027-01-01')).toBe(1);
  });
});

describe('cycles', () => {
  it('grows the streak period after period (daily, weekly, monthly)', () => {
    expect(run('daily', 1, '2026-11-01', ['2026-11-01', '2026-11-02', '2026-11-03'])).toEqual({
      totalCompletions: 3,
      currentStreak: 3,
      bestStreak: 3,
      lastCompletedPeriod: 2,
    });
    expect(run('weekly', 1, '2026-11-01', ['2026-11-02', '2026-11-10', '2026-11-21']).currentStreak).toBe(3);
    expect(run('weekly', 2, '2026-11-01', ['2026-11-02', '2026-11-20']).currentStreak).toBe(2);
    // Anchored on 31 January, February is the next monthly period.
    expect(run('monthly', 1, '2026-01-31', ['2026-01-31', '2026-02-28', '2026-03-31']).currentStreak).toBe(3);
    expect(run('daily', 3, '2026-11-01', ['2026-11-01', '2026-11-04', '2026-11-09']).currentStreak).toBe(3);
  });

  it('counts several completions in one period once for the streak', () => {
    const s = run('weekly', 1, '2026-11-01', ['2026-11-01', '2026-11-03', '2026-11-05']);
    expect(s).toMatchObject({ totalCompletions: 3, currentStreak: 1, bestStreak: 1, lastCompletedPeriod: 0 });
    expect(completeCycle(s, 'weekly', 1, '2026-11-01', '2026-11-09').currentStreak).toBe(2);
  });

  it('breaks the streak after a missed period and keeps the best', () => {
    const s = run('daily', 1, '2026-11-01', ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-05']);
    expect(s).toMatchObject({ totalCompletions: 4, currentStreak: 1, bestStreak: 3 });
    const m = run('monthly', 1, '2026-01-10', ['2026-01-10', '2026-02-10', '2026-04-10']);
    expect(m).toMatchObject({ currentStreak: 1, bestStreak: 2 });
  });

  it('shows the streak as 0 once a whole period passed without a completion', () => {
    const s = run('weekly', 1, '2026-11-01', ['2026-11-02', '2026-11-09']);
    expect(effectiveStreak(s, 'weekly', 1, '2026-11-01', '2026-11-14')).toBe(2); // same period
    expect(effectiveStreak(s, 'weekly', 1, '2026-11-01', '2026-11-21')).toBe(2); // next period still open
    expect(effectiveStreak(s, 'weekly', 1, '2026-11-01', '2026-11-22')).toBe(0); // a period missed
    expect(effectiveStreak(fresh, 'daily', 1, '2026-11-01', '2026-11-01')).toBe(0);
  });

  it('takes the day on the user\u2019s calendar across a daylight-saving change', () => {
    // New York falls back on 1 November 2026: late-evening completions on consecutive local days.
    const days = ['2026-10-31T03:30:00Z', '2026-11-01T03:30:00Z', '2026-11-02T04:30:00Z'].map((iso) => localDay(new Date(iso), 'America/New_York'));
    expect(days).toEqual(['2026-10-30', '2026-10-31', '2026-11-01']);
    expect(run('daily', 1, '2026-10-30', days).currentStreak).toBe(3);
  });
});
