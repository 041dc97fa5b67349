import { describe, expect, it } from 'vitest';
import { mergeRanges, openRanges, type AvailabilityPattern } from './open-hours.ts';

describe('openRanges', () => {
  const weekly: AvailabilityPattern = {
    id: 'w',
    type: 'RECURRING',
    rrule: 'FREQ=WEEKLY;BYDAY=MO,WE',
    specificDate: null,
    startTime: '09:00',
    endTime: '12:00',
    anchorDate: '2026-01-05',
  };
  const block: AvailabilityPattern = {
    ...weekly,
    id: 'b',
    type: 'STATIC',
    rrule: null,
    specificDate: '2026-01-10',
    startTime: '14:00',
    endTime: '15:30',
  };

  it("opens each rule day's hours and a block on its date, in the coach's zone", () => {
    const open = openRanges([weekly, block], 'Europe/Paris', '2026-01-05', '2026-01-11');
    expect(open.map((r) => [new Date(r.start).toISOString(), new Date(r.end).toISOString(), r.patternId])).toEqual([
      ['2026-01-05T08:00:00.000Z', '2026-01-05T11:00:00.000Z', 'w'],
      ['2026-01-07T08:00:00.000Z', '2026-01-07T11:00:00.000Z', 'w'],
      ['2026-01-10T13:00:00.000Z', '2026-01-10T14:30:00.000Z', 'b'],
    ]);
  });

  it('leaves out a block outside the days and a range that ends before it starts', () => {
    const inverted = { ...block, id: 'x', specificDate: '2026-01-06', startTime: '15:00', endTime: '14:00' };
    expect(openRanges([block, inverted], 'UTC', '2026-01-05', '2026-01-09')).toEqual([]);
  });
});

describe('mergeRanges', () => {
  it('joins overlapping ranges and keeps the first one', () => {
    expect(
      mergeRanges([
        { start: 5, end: 9, id: 'b' },
        { start: 0, end: 6, id: 'a' },
        { start: 10, end: 11, id: 'c' },
      ]),
    ).toEqual([
      { start: 0, end: 9, id: 'a' },
      { start: 10, end: 11, id: 'c' },
    ]);
  });
});
