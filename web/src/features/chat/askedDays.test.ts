import { describe, expect, it } from 'vitest';
import { askedDays, daysOf } from './askedDays.ts';
import { bookedAt, longDay } from './bookedAt.ts';

// Wednesday 2 December 2026.
const WED = '2026-12-02';

describe('daysOf', () => {
  it('reads a week as Monday to Sunday', () => {
    expect(daysOf('next_week', WED)).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    expect(daysOf('this_week', WED)).toEqual({ from: WED, to: '2026-12-06' });
    // Said on a Sunday, next week starts the next day.
    expect(daysOf('next_week', '2026-12-06')).toEqual({ from: '2026-12-07', to: '2026-12-13' });
  });
  it('reads a weekday as the next one after the day it was said', () => {
    expect(daysOf('monday', WED)).toEqual({ from: '2026-12-07', to: '2026-12-07' });
    expect(daysOf('friday', WED)).toEqual({ from: '2026-12-04', to: '2026-12-04' });
    expect(daysOf('wednesday', WED)).toEqual({ from: '2026-12-09', to: '2026-12-09' });
    expect(daysOf('monday', '2026-12-07')).toEqual({ from: '2026-12-14', to: '2026-12-14' });
  });
  it('reads today, tomorrow and the weekends', () => {
    expect(daysOf('today', WED)).toEqual({ from: WED, to: WED });
    expect(daysOf('tomorrow', '2026-12-31')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(daysOf('this_weekend', WED)).toEqual({ from: '2026-12-05', to: '2026-12-06' });
    expect(daysOf('this_weekend', '2026-12-06')).toEqual({ from: '2026-12-06', to: '2026-12-06' });
    expect(daysOf('next_weekend', WED)).toEqual({ from: '2026-12-12', to: '2026-12-13' });
  });
  it('keeps calendar days across a daylight-saving change', () => {
    expect(daysOf('next_week', '2026-03-25')).toEqual({ from: '2026-03-30', to: '2026-04-05' });
  });
});

describe('askedDays', () => {
  it('counts from the day the client asked, from today on', () => {
    expect(askedDays('next_week', WED, WED)).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    // Asked last Wednesday for "this week", opened on Friday: Friday to Sunday.
    expect(askedDays('this_week', WED, '2026-12-04')).toEqual({ from: '2026-12-04', to: '2026-12-06' });
  });
  it('is null when nothing was asked or the days have passed', () => {
    expect(askedDays(null, WED, WED)).toBeNull();
    expect(askedDays(undefined, WED, WED)).toBeNull();
    expect(askedDays('friday', WED, '2026-12-05')).toBeNull();
  });
});

describe('bookedAt and longDay', () => {
  it("say a booked time as 'Monday 7 December, 10:00' in the given zone", () => {
    expect(bookedAt('2026-12-07T10:00:00.000Z', 'Europe/London')).toBe('Monday 7 December, 10:00');
    expect(bookedAt('2026-12-07T10:00:00.000Z', 'America/New_York')).toBe('Monday 7 December, 05:00');
    expect(bookedAt('2026-12-07T02:30:00.000Z', 'America/Los_Angeles')).toBe('Sunday 6 December, 18:30');
    expect(longDay('2026-12-07')).toBe('Monday 7 December');
  });
});
