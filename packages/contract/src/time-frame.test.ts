import { describe, expect, it } from 'vitest';
import { dayIn, dueDateOf } from './time-frame.ts';

describe('dueDateOf', () => {
  it('counts days and weeks by the calendar, across months and years', () => {
    expect(dueDateOf({ amount: 4, unit: 'week' }, '2026-11-25')).toBe('2026-12-23');
    expect(dueDateOf({ amount: 10, unit: 'day' }, '2026-12-28')).toBe('2027-01-07');
    expect(dueDateOf({ amount: 1, unit: 'day' }, '2028-02-28')).toBe('2028-02-29');
  });

  it('counts months and years by the calendar, the end of a shorter month falling back to its last day', () => {
    expect(dueDateOf({ amount: 3, unit: 'month' }, '2026-11-25')).toBe('2027-02-25');
    expect(dueDateOf({ amount: 1, unit: 'month' }, '2027-01-31')).toBe('2027-02-28');
    expect(dueDateOf({ amount: 1, unit: 'month' }, '2028-01-31')).toBe('2028-02-29');
    expect(dueDateOf({ amount: 1, unit: 'year' }, '2028-02-29')).toBe('2029-02-28');
    expect(dueDateOf({ amount: 12, unit: 'month' }, '2026-12-15')).toBe('2027-12-15');
  });
});

describe('dayIn', () => {
  it('is the calendar day in the given zone', () => {
    const at = new Date('2026-11-25T20:00:00Z');
    expect(dayIn(at, 'UTC')).toBe('2026-11-25');
    expect(dayIn(at, 'Pacific/Kiritimati')).toBe('2026-11-26');
    expect(dayIn(at, 'America/Los_Angeles')).toBe('2026-11-25');
  });
});
