import { describe, expect, it } from 'vitest';
import { formatDuration, formatStartsIn, formatWhen } from './format.ts';

describe('formatWhen', () => {
  it('shows the instant in the reader zone with the zone named', () => {
    const at = '2026-11-26T15:00:00Z';
    expect(formatWhen(at, 'America/New_York')).toBe('Thu, Nov 26, 2026, 10:00 AM EST (America/New_York)');
    expect(formatWhen(at, 'Asia/Kolkata')).toBe('Thu, Nov 26, 2026, 8:30 PM GMT+5:30 (Asia/Kolkata)');
    expect(formatWhen(at, 'Australia/Sydney')).toBe('Fri, Nov 27, 2026, 2:00 AM GMT+11 (Australia/Sydney)');
    expect(formatWhen('2026-07-01T09:00:00Z', 'Europe/London')).toBe('Wed, Jul 1, 2026, 10:00 AM GMT+1 (Europe/London)');
  });

  it('falls back to UTC for a zone it does not know', () => {
    expect(formatWhen('2026-11-26T15:00:00Z', 'Mars/Olympus')).toBe('Thu, Nov 26, 2026, 3:00 PM UTC (UTC)');
  });
});

describe('formatDuration', () => {
  it('reads as words', () => {
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(90)).toBe('1 hour 30 minutes');
    expect(formatDuration(15)).toBe('15 minutes');
    expect(formatDuration(120)).toBe('2 hours');
  });
});

describe('formatStartsIn', () => {
  it('says the time left as a reminder would', () => {
    expect(formatStartsIn(1439.5)).toBe('24 hours');
    expect(formatStartsIn(23 * 60)).toBe('23 hours');
    expect(formatStartsIn(59.5)).toBe('1 hour');
    expect(formatStartsIn(30)).toBe('30 minutes');
    expect(formatStartsIn(1)).toBe('1 minute');
  });
});
