import { describe, expect, it } from 'vitest';
import { addDays, localDay } from '../../lib/local-days.ts';
import { MOMENTUM_ACTION_CAP, MOMENTUM_ACTION_WEIGHT, MOMENTUM_ACTIVE_WEIGHT, dayStreak, weeklyMomentum } from './streaks.ts';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('dayStreak', () => {
  it('counts consecutive days up to today, and up to yesterday while today is still open', () => {
    const now = at('2026-11-22T10:00:00Z');
    expect(dayStreak(['2026-11-20', '2026-11-21', '2026-11-22'], now, 'UTC')).toBe(3);
    expect(dayStreak(['2026-11-22'], now, 'UTC')).toBe(1);
    expect(dayStreak(['2026-11-20', '2026-11-21'], now, 'UTC')).toBe(2); // alive through yesterday
    expect(dayStreak(['2026-11-21'], now, 'UTC')).toBe(1);
    expect(dayStreak([], now, 'UTC')).toBe(0);
  });

  it('is broken by a gap', () => {
    const now = at('2026-11-22T10:00:00Z');
    expect(dayStreak(['2026-11-19', '2026-11-20'], now, 'UTC')).toBe(0); // nothing yesterday or today
    expect(dayStreak(['2026-11-18', '2026-11-20', '2026-11-21', '2026-11-22'], now, 'UTC')).toBe(3);
    expect(dayStreak(['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-22'], now, 'UTC')).toBe(1);
  });

  it('counts a day once, whatever the order, and ignores days after today', () => {
    const now = at('2026-11-22T10:00:00Z');
    expect(dayStreak(['2026-11-22', '2026-11-21', '2026-11-22', '2026-11-21'], now, 'UTC')).toBe(2);
    expect(dayStreak(new Set(['2026-11-21', '2026-11-23', '2026-11-24']), now, 'UTC')).toBe(1);
  });

  it('runs across month ends, year ends and leap days', () => {
    expect(dayStreak(['2026-01-30', '2026-01-31', '2026-02-01'], at('2026-02-01T12:00:00Z'), 'UTC')).toBe(3);
    expect(dayStreak(['2026-12-30', '2026-12-31', '2027-01-01'], at('2027-01-01T12:00:00Z'), 'UTC')).toBe(3);
    expect(dayStreak(['2028-02-28', '2028-02-29', '2028-03-01'], at('2028-03-01T12:00:00Z'), 'UTC')).toBe(3);
    // 2027 has no 29 February: the 28th and 1 March are consecutive.
    expect(dayStreak(['2027-02-27', '2027-02-28', '2027-03-01'], at('2027-03-02T12:00:00Z'), 'UTC')).toBe(3);
  });

  it('ends the day where the user lives: today in Tokyo is still yesterday in Los Angeles', () => {
    const instant = at('2026-11-23T01:00:00Z'); // 23 Nov 10:00 in Tokyo, 22 Nov 17:00 in Los Angeles
    // Active on the 21st, 22nd and 23rd: the 23rd has not begun in Los Angeles.
    const days = ['2026-11-21', '2026-11-22', '2026-11-23'];
    expect(dayStreak(days, instant, 'Asia/Tokyo')).toBe(3);
    expect(dayStreak(days, instant, 'America/Los_Angeles')).toBe(2);
    // Active on the 20th and 21st only: over in Tokyo (nothing on the 22nd or 23rd), alive in Los Angeles.
    expect(dayStreak(['2026-11-20', '2026-11-21'], instant, 'Asia/Tokyo')).toBe(0);
    expect(dayStreak(['2026-11-20', '2026-11-21'], instant, 'America/Los_Angeles')).toBe(2);
  });

  it('builds a streak from instants in the user\u2019s zone, not in UTC', () => {
    // A Tokyo user active every morning at 08:00 local, which is the previous evening in UTC.
    const instants = ['2026-11-19T23:00:00Z', '2026-11-20T23:00:00Z', '2026-11-21T23:00:00Z'];
    const now = at('2026-11-22T03:00:00Z'); // 22 Nov 12:00 in Tokyo
    expect(
      dayStreak(
        instants.map((i) => localDay(at(i), 'Asia/Tokyo')),
        now,
        'Asia/Tokyo',
      ),
    ).toBe(3);
    // The next morning in Tokyo the streak is alive through yesterday (22 Nov); read in UTC the same
    // activity ends on 21 Nov, two days before "today", and the streak would wrongly be over.
    const nextMorning = at('2026-11-23T01:00:00Z');
    expect(
      dayStreak(
        instants.map((i) => localDay(at(i), 'Asia/Tokyo')),
        nextMorning,
        'Asia/Tokyo',
      ),
    ).toBe(3);
    expect(
      dayStreak(
        instants.map((i) => localDay(at(i), 'UTC')),
        nextMorning,
        'UTC',
      ),
    ).toBe(0);
  });

  it('counts each local day once across New York\u2019s daylight-saving changes (8 March and 1 November 2026)', () => {
    const ny = 'America/New_York';
    // Spring: 8 March has 23 hours. Late-evening activity on the 7th, 8th and 9th.
    const spring = ['2026-03-08T04:30:00Z', '2026-03-09T03:30:00Z', '2026-03-10T03:30:00Z'].map((i) => localDay(at(i), ny));
    expect(spring).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(dayStreak(spring, at('2026-03-10T03:45:00Z'), ny)).toBe(3); // 9 March 23:45 local
    // 24 hours after 23:30 on the 7th is already 00:30 on the 9th: the 8th was skipped, no streak.
    const skipped = [at('2026-03-08T04:30:00Z'), new Date(at('2026-03-08T04:30:00Z').getTime() + 24 * HOUR)].map((d) => localDay(d, ny));
    expect(skipped).toEqual(['2026-03-07', '2026-03-09']);
    expect(dayStreak(skipped, at('2026-03-09T12:00:00Z'), ny)).toBe(1);

    // Autumn: 1 November has 25 hours. 00:30 and 24 hours later (23:30) are the same local day.
    const sameDay = [at('2026-11-01T04:30:00Z'), at('2026-11-02T04:30:00Z')].map((d) => localDay(d, ny));
    expect(sameDay).toEqual(['2026-11-01', '2026-11-01']);
    const autumn = ['2026-10-31', ...sameDay, localDay(at('2026-11-03T04:30:00Z'), ny)];
    expect(autumn.at(-1)).toBe('2026-11-02');
    expect(dayStreak(autumn, at('2026-11-03T04:45:00Z'), ny)).toBe(3); // 2 Nov 23:45 local: 31 Oct, 1 Nov, 2 Nov
  });

  it('counts each local day once across Berlin\u2019s daylight-saving changes (29 March and 25 October 2026)', () => {
    const berlin = 'Europe/Berlin';
    // 29 March: clocks jump from 02:00 to 03:00 (01:00 UTC). 23:30 local is 22:30 UTC before, 21:30 after.
    expect(localDay(at('2026-03-28T22:30:00Z'), berlin)).toBe('2026-03-28');
    expect(localDay(at('2026-03-29T21:30:00Z'), berlin)).toBe('2026-03-29');
    expect(localDay(at('2026-03-29T22:30:00Z'), berlin)).toBe('2026-03-30');
    const spring = ['2026-03-27T22:30:00Z', '2026-03-28T22:30:00Z', '2026-03-29T21:30:00Z', '2026-03-30T21:30:00Z'].map((i) =>
      localDay(at(i), berlin),
    );
    expect(spring).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']);
    expect(dayStreak(spring, at('2026-03-30T21:45:00Z'), berlin)).toBe(4);
    // 25 October: 03:00 falls back to 02:00; the repeated hour is the same day.
    expect(localDay(at('2026-10-25T00:30:00Z'), berlin)).toBe('2026-10-25'); // 02:30 CEST
    expect(localDay(at('2026-10-25T01:30:00Z'), berlin)).toBe('2026-10-25'); // 02:30 CET
    expect(localDay(at('2026-10-25T22:30:00Z'), berlin)).toBe('2026-10-25'); // 23:30 CET
    const autumn = [
      '2026-10-23T21:30:00Z',
      '2026-10-24T21:30:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-25T01:30:00Z',
      '2026-10-25T22:30:00Z',
      '2026-10-26T22:30:00Z',
    ].map((i) => localDay(at(i), berlin));
    expect(new Set(autumn)).toEqual(new Set(['2026-10-23', '2026-10-24', '2026-10-25', '2026-10-26']));
    expect(dayStreak(autumn, at('2026-10-26T22:45:00Z'), berlin)).toBe(4);
  });
});

describe('weeklyMomentum', () => {
  const now = at('2026-11-22T12:00:00Z');
  const week = (count: number) => Array.from({ length: 7 }, (_, i) => ({ day: addDays('2026-11-22', -i), count }));

  it('follows the documented formula and constants', () => {
    expect([MOMENTUM_ACTIVE_WEIGHT, MOMENTUM_ACTION_WEIGHT, MOMENTUM_ACTION_CAP]).toEqual([60, 40, 14]);
    expect(MOMENTUM_ACTIVE_WEIGHT + MOMENTUM_ACTION_WEIGHT).toBe(100);
  });

  it('is 0 without activity and 100 for activity on all seven days with at least 14 actions', () => {
    expect(weeklyMomentum([], now, 'UTC')).toBe(0);
    expect(weeklyMomentum([{ day: '2026-11-22', count: 0 }], now, 'UTC')).toBe(0);
    expect(weeklyMomentum(week(2), now, 'UTC')).toBe(100);
    expect(weeklyMomentum(week(9), now, 'UTC')).toBe(100);
  });

  it('weighs active days at 60 and actions, capped at 14, at 40', () => {
    expect(weeklyMomentum(week(1), now, 'UTC')).toBe(80); // 60 + 40 x 7/14
    expect(weeklyMomentum([{ day: '2026-11-22', count: 14 }], now, 'UTC')).toBe(49); // 8.57 + 40
    expect(weeklyMomentum([{ day: '2026-11-22', count: 100 }], now, 'UTC')).toBe(49);
    expect(weeklyMomentum([{ day: '2026-11-21', count: 1 }], now, 'UTC')).toBe(11); // 8.57 + 2.86
    expect(
      weeklyMomentum(
        [
          { day: '2026-11-22', count: 3 },
          { day: '2026-11-20', count: 2 },
          { day: '2026-11-18', count: 2 },
        ],
        now,
        'UTC',
      ),
    ).toBe(46); // 60 x 3/7 + 40 x 7/14 = 25.71 + 20
  });

  it('ignores activity outside the last seven local days and counts a repeated day once', () => {
    expect(weeklyMomentum([{ day: '2026-11-15', count: 10 }], now, 'UTC')).toBe(0); // eight days ago
    expect(weeklyMomentum([{ day: '2026-11-16', count: 1 }], now, 'UTC')).toBe(11); // six days ago: in
    expect(weeklyMomentum([{ day: '2026-11-23', count: 5 }], now, 'UTC')).toBe(0); // tomorrow
    expect(weeklyMomentum([...week(2), { day: '2026-10-01', count: 50 }], now, 'UTC')).toBe(100);
    expect(
      weeklyMomentum(
        [
          { day: '2026-11-22', count: 1 },
          { day: '2026-11-22', count: 1 },
        ],
        now,
        'UTC',
      ),
    ).toBe(14); // one active day and two actions: 8.57 + 5.71, not two active days
  });

  it('moves the window with the user\u2019s calendar and across month ends', () => {
    // Already 23 Nov in Tokyo: the 16th left the window there, not in Los Angeles.
    const instant = at('2026-11-22T20:00:00Z');
    expect(weeklyMomentum([{ day: '2026-11-16', count: 1 }], instant, 'Asia/Tokyo')).toBe(0);
    expect(weeklyMomentum([{ day: '2026-11-16', count: 1 }], instant, 'America/Los_Angeles')).toBe(11);
    const march = Array.from({ length: 7 }, (_, i) => ({ day: addDays('2028-03-03', -i), count: 2 }));
    expect(march.map((a) => a.day).at(-1)).toBe('2028-02-26');
    expect(weeklyMomentum(march, at('2028-03-03T12:00:00Z'), 'UTC')).toBe(100);
  });
});
