import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { localDate, offsetMinutes, wallToInstant } from './zone-time.ts';

const ZONES = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC'];
// Days around each zone's clock changes in 2026-2027, and plain days.
const DAYS = [
  '2026-03-08',
  '2026-03-29',
  '2026-04-05',
  '2026-10-04',
  '2026-10-25',
  '2026-11-01',
  '2026-11-26',
  '2027-03-14',
  '2027-03-28',
  '2027-04-04',
  '2027-09-26',
];

describe('zone-time agrees with luxon', () => {
  it.each(ZONES)('every half hour of the days around the changes in %s, gaps and repeats included', (zone) => {
    for (const day of DAYS) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
        const expected = DateTime.fromObject(
          {
            year: Number(day.slice(0, 4)),
            month: Number(day.slice(5, 7)),
            day: Number(day.slice(8, 10)),
            hour: Math.floor(minutes / 60),
            minute: minutes % 60,
          },
          { zone },
        ).toMillis();
        const wall = `${day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const ours = wallToInstant(day, minutes, zone);
        const shown = (t: number) => DateTime.fromMillis(t, { zone }).toFormat('yyyy-MM-dd HH:mm');
        if (shown(ours) === wall) {
          // A time that exists: ours reads as it, and is its earliest instant when the clocks repeat it.
          for (let t = ours - 3 * 3_600_000; t < ours; t += 15 * 60_000)
            expect(shown(t), `${zone} ${wall}: earlier instant`).not.toBe(wall);
        } else {
          // A skipped time moves forward by the change, as luxon moves it.
          expect(ours, `${zone} ${wall}`).toBe(expected);
          expect(DateTime.fromMillis(ours, { zone }) > DateTime.fromMillis(ours - 1, { zone })).toBe(true);
        }
      }
    }
  });

  it('takes the earlier instant of a repeated time and moves a skipped one forward', () => {
    // New York, 2026-11-01: 01:30 happens at -4 and again at -5.
    expect(new Date(wallToInstant('2026-11-01', 90, 'America/New_York')).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // New York, 2027-03-14: 02:30 does not happen; 03:30 EDT does.
    expect(new Date(wallToInstant('2027-03-14', 150, 'America/New_York')).toISOString()).toBe('2027-03-14T07:30:00.000Z');
    // Sydney, 2027-04-04: 02:30 happens at +11 and again at +10.
    expect(new Date(wallToInstant('2027-04-04', 150, 'Australia/Sydney')).toISOString()).toBe('2027-04-03T15:30:00.000Z');
  });

  it('reads offsets and local days of instants', () => {
    for (const zone of ZONES) {
      for (let t = Date.UTC(2026, 9, 1); t < Date.UTC(2026, 11, 1); t += 97 * 60_000) {
        const dt = DateTime.fromMillis(t, { zone });
        expect(offsetMinutes(t, zone), `${zone} ${t}`).toBe(dt.offset);
        expect(localDate(t, zone)).toBe(dt.toISODate());
      }
    }
  });
});
