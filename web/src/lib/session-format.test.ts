import { describe, expect, it } from 'vitest';
import { canJoin, formatSessionDateTime, localDay } from './session-format.ts';

describe('session formatting', () => {
  it('names the zone and shows the wall-clock time there', () => {
    expect(formatSessionDateTime('2026-03-08T14:00:00Z', 'America/New_York')).toBe('Sun, Mar 8, 10:00 AM EDT');
    expect(formatSessionDateTime('2026-03-08T14:00:00Z', 'Asia/Kolkata')).toBe('Sun, Mar 8, 7:30 PM GMT+5:30');
  });
  it('gives the local day of an instant', () => {
    expect(localDay(new Date('2026-11-26T23:30:00Z'), 'Australia/Sydney')).toBe('2026-11-27');
  });
  it('opens Join 15 minutes before the start, until the end, for live sessions only', () => {
    const s = { scheduledAt: '2026-11-26T10:00:00Z', duration: 60, status: 'CONFIRMED' as const };
    expect(canJoin(s, Date.parse('2026-11-26T09:44:00Z'))).toBe(false);
    expect(canJoin(s, Date.parse('2026-11-26T09:45:00Z'))).toBe(true);
    expect(canJoin(s, Date.parse('2026-11-26T10:59:00Z'))).toBe(true);
    expect(canJoin(s, Date.parse('2026-11-26T11:00:00Z'))).toBe(false);
    expect(canJoin({ ...s, status: 'CANCELLED' }, Date.parse('2026-11-26T10:00:00Z'))).toBe(false);
  });
});
