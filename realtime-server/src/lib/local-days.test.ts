import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDay, isTimeZone, localDay, weekday } from './local-days.ts';

const at = (iso: string) => new Date(iso);

describe('localDay', () => {
  it('reads the day of an instant in the user\u2019s zone', () => {
    const instant = at('2026-11-22T20:00:00Z');
    expect(localDay(instant, 'Asia/Tokyo')).toBe('2026-11-23');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-11-22');
    expect(localDay(instant, 'UTC')).toBe('2026-11-22');
    expect(localDay(at('2026-11-22T23:59:59.999Z'), 'UTC')).toBe('2026-11-22');
    expect(localDay(at('2026-11-23T00:00:00Z'), 'UTC')).toBe('2026-11-23');
    // Half- and quarter-hour zones.
    expect(localDay(at('2026-11-22T18:29:00Z'), 'Asia/Kolkata')).toBe('2026-11-22');
    expect(localDay(at('2026-11-22T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-23');
    expect(localDay(at('2026-11-22T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-11-23');
  });

  it('gives the right day on both sides of a local midnight, asked again and again within a minute', () => {
    // Kathmandu (+05:45): local midnight is 18:15:00Z.
    for (let i = 0; i < 3; i++) {
      expect(localDay(at('2026-11-22T18:14:00Z'), 'Asia/Kathmandu')).toBe('2026-11-22');
      expect(localDay(at('2026-11-22T18:14:59.999Z'), 'Asia/Kathmandu')).toBe('2026-11-22');
      expect(localDay(at('2026-11-22T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-11-23');
      expect(localDay(at('2026-11-22T18:15:30Z'), 'Asia/Kathmandu')).toBe('2026-11-23');
    }
    // Before offsets were whole minutes, one UTC minute could hold two local days: Liberia's
    // -0:44:30 put local midnight at 00:44:30Z.
    expect(localDay(at('1971-06-01T00:44:10Z'), 'Africa/Monrovia')).toBe('1971-05-31');
    expect(localDay(at('1971-06-01T00:44:40Z'), 'Africa/Monrovia')).toBe('1971-06-01');
    expect(localDay(at('1971-06-01T00:44:20Z'), 'Africa/Monrovia')).toBe('1971-05-31');
  });

  it('falls back to UTC for an unknown or empty zone, never to the server\u2019s zone', () => {
    const instant = at('2026-11-22T23:30:00Z');
    for (const zone of ['Not/AZone', '', 'UTC+25', 'Europe/Atlantis']) {
      expect(localDay(instant, zone)).toBe('2026-11-22');
      expect(isTimeZone(zone)).toBe(false);
    }
    expect(localDay(instant, undefined as unknown as string)).toBe('2026-11-22');
    expect(isTimeZone('Europe/Berlin')).toBe(true);
  });

  it('crosses month and year ends in the user\u2019s zone', () => {
    expect(localDay(at('2026-12-31T15:00:00Z'), 'Asia/Tokyo')).toBe('2027-01-01');
    expect(localDay(at('2027-01-01T07:00:00Z'), 'America/Los_Angeles')).toBe('2026-12-31');
    expect(localDay(at('2028-02-29T23:00:00Z'), 'Europe/Berlin')).toBe('2028-03-01');
    expect(localDay(at('2028-02-29T23:00:00Z'), 'America/New_York')).toBe('2028-02-29');
  });
});

describe('calendar arithmetic', () => {
  it('adds days across month ends, year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01'); // not a leap year
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29'); // a leap year
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
    expect(addDays('2026-11-22', 365)).toBe('2027-11-22');
    expect(addDays('2027-11-22', 366)).toBe('2028-11-22');
    expect(addDays('1969-12-31', 1)).toBe('1970-01-01');
  });

  it('counts whole days between two days, through daylight-saving months', () => {
    expect(daysBetween('2026-01-31', '2026-02-01')).toBe(1);
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2028-02-27', '2028-03-02')).toBe(4);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2); // New York springs forward on the 8th
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2); // and falls back on the 1st
    expect(daysBetween('2026-03-01', '2026-11-01')).toBe(245);
    expect(daysBetween('2026-11-22', '2026-11-01')).toBe(-21);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });

  it('keeps addDays and daysBetween consistent day by day over four years', () => {
    let day = '2026-01-01';
    for (let i = 1; i <= 4 * 366; i++) {
      const next = addDays(day, 1);
      expect(daysBetween(day, next)).toBe(1);
      expect(next > day).toBe(true);
      expect(isCalendarDay(next)).toBe(true);
      day = next;
    }
    expect(daysBetween('2026-01-01', day)).toBe(4 * 366);
  });

  it('names weekdays and rejects what is not a calendar day', () => {
    expect(weekday('2026-11-22')).toBe(0); // a Sunday
    expect(weekday('2026-11-27')).toBe(5);
    expect(weekday('1970-01-01')).toBe(4);
    expect(weekday('1969-12-28')).toBe(0);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-1')).toBe(false);
    expect(() => addDays('22/11/2026', 1)).toThrow(RangeError);
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
    expect(() => addDays('2026-11-22', 0.5)).toThrow(RangeError);
  });
});
