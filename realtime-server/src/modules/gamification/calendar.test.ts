import { describe, expect, it } from 'vitest';
import { addDays, dayStreak, daysBetween, localDay, weeklyMomentum } from './calendar.ts';

const at = (iso: string) => new Date(iso);

describe('local days', () => {
  it('reads the day of an instant in the user\u2019s zone, UTC for an unknown zone', () => {
    const instant = at('2026-11-22T20:00:00Z');
    expect(localDay(instant, 'Asia/Tokyo')).toBe('2026-11-23');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-11-22');
    expect(localDay(instant, 'Not/AZone')).toBe('2026-11-22');
  });

  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-01', '2026-11-01')).toBe(245);
  });
});

describe('day streak', () => {
  it('counts consecutive days up to today, and up to yesterday while today is still open', () => {
    const now = at('2026-11-22T10:00:00Z');
    expect(dayStreak(['2026-11-20', '2026-11-21', '2026-11-22'], now, 'UTC')).toBe(3);
    expect(dayStreak(['2026-11-20', '2026-11-21'], now, 'UTC')).toBe(2);
    expect(dayStreak(['2026-11-19', '2026-11-20'], now, 'UTC')).toBe(0);
    expect(dayStreak(['2026-11-18', '2026-11-20', '2026-11-21', '2026-11-22'], now, 'UTC')).toBe(3);
    expect(dayStreak([], now, 'UTC')).toBe(0);
  });

  it('runs across month and year ends', () => {
    expect(dayStreak(['2026-12-30', '2026-12-31', '2027-01-01'], at('2027-01-01T12:00:00Z'), 'UTC')).toBe(3);
    expect(dayStreak(['2028-02-28', '2028-02-29', '2028-03-01'], at('2028-03-01T12:00:00Z'), 'UTC')).toBe(3);
  });

  it('ends the day where the user lives: the same instant is today in Tokyo and yesterday\u2019s evening in Los Angeles', () => {
    const days = ['2026-11-21', '2026-11-22'];
    const instant = at('2026-11-23T01:00:00Z'); // 23 Nov 10:00 in Tokyo, 22 Nov 17:00 in Los Angeles
    expect(dayStreak(days, instant, 'America/Los_Angeles')).toBe(2);
    expect(dayStreak(days, instant, 'Asia/Tokyo')).toBe(2); // still alive through yesterday
    expect(dayStreak(days, at('2026-11-24T01:00:00Z'), 'Asia/Tokyo')).toBe(0);
    expect(dayStreak(days, at('2026-11-24T01:00:00Z'), 'America/Los_Angeles')).toBe(2);
  });

  it('counts each local day once across daylight-saving changes', () => {
    // New York springs forward on 8 March 2026 and falls back on 1 November 2026.
    const spring = ['2026-03-07', '2026-03-08', '2026-03-09'];
    expect(dayStreak(spring, at('2026-03-10T03:30:00Z'), 'America/New_York')).toBe(3); // 9 March 23:30 local
    const autumn = ['2026-10-31', '2026-11-01', '2026-11-02'];
    expect(dayStreak(autumn, at('2026-11-03T04:30:00Z'), 'America/New_York')).toBe(3); // 2 Nov 23:30 local
    // Berlin: 29 March and 25 October 2026. An evening activity lands on the local day.
    expect(localDay(at('2026-03-29T22:30:00Z'), 'Europe/Berlin')).toBe('2026-03-30');
    expect(localDay(at('2026-10-25T22:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25');
    expect(dayStreak(['2026-10-24', '2026-10-25', '2026-10-26'], at('2026-10-26T10:00:00Z'), 'Europe/Berlin')).toBe(3);
  });
});

describe('weekly momentum', () => {
  const now = at('2026-11-22T12:00:00Z');
  const week = (count: number) => Array.from({ length: 7 }, (_, i) => ({ day: addDays('2026-11-22', -i), count }));

  it('is 0 without activity and 100 for every day with two actions each', () => {
    expect(weeklyMomentum([], now, 'UTC')).toBe(0);
    expect(weeklyMomentum(week(2), now, 'UTC')).toBe(100);
    expect(weeklyMomentum(week(9), now, 'UTC')).toBe(100);
  });

  it('weighs active days at 60 and actions (capped at 14) at 40', () => {
    expect(weeklyMomentum(week(1), now, 'UTC')).toBe(80); // 60 + 40 x 7/14
    expect(weeklyMomentum([{ day: '2026-11-22', count: 14 }], now, 'UTC')).toBe(49); // 60/7 + 40
    expect(weeklyMomentum([{ day: '2026-11-21', count: 1 }], now, 'UTC')).toBe(11); // 8.57 + 2.86
  });

  it('ignores activity outside the last seven local days', () => {
    expect(weeklyMomentum([{ day: '2026-11-15', count: 10 }], now, 'UTC')).toBe(0);
    expect(weeklyMomentum([{ day: '2026-11-16', count: 1 }], now, 'UTC')).toBe(11);
    // 23 Nov already in Tokyo: the window moves with the user's calendar.
    expect(weeklyMomentum([{ day: '2026-11-16', count: 1 }], at('2026-11-22T20:00:00Z'), 'Asia/Tokyo')).toBe(0);
  });
});
