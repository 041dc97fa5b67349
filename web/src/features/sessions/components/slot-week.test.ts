import { describe, expect, it } from 'vitest';
import type { TAvailableSlot } from '@coach/contract';
import { localDay } from '../../../lib/session-format.ts';
import { addDays, dayCells, LAST_WEEK, lookaheadEnd, shownDay, slotsByDay, weekOf, weekView } from './slot-week.ts';

// A Wednesday morning, read in whatever zone the runner has: the rules hold in every zone.
const now = new Date(2026, 10, 25, 8, 30);
const at = (daysAhead: number, hour: number, minute = 0) => {
  const d = addDays(now, daysAhead);
  d.setHours(hour, minute);
  return d.toISOString();
};
const slot = (scheduledAt: string): TAvailableSlot => ({ templateId: 'availability-1', scheduledAt, duration: 60, coachName: 'Sarah Lee' });

describe('weekView', () => {
  it('starts the first week today and cannot go before it', () => {
    const view = weekView(0, now);
    expect(view.days).toHaveLength(7);
    expect(view.days[0]).toBe(localDay(now));
    expect(view.days[6]).toBe(localDay(addDays(now, 6)));
    expect(view.canPrev).toBe(false);
    expect(view.canNext).toBe(true);
    // This week's times are asked from now on, not from this morning's midnight.
    expect(view.startDate).toBe(now.toISOString());
    expect(weekView(-3, now).index).toBe(0);
  });

  it('goes forward week by week up to the 30-day lookahead and no further', () => {
    expect(LAST_WEEK).toBe(4);
    const second = weekView(1, now);
    expect(second.days[0]).toBe(localDay(addDays(now, 7)));
    expect(second.startDate).toBe(addDays(now, 7).toISOString());
    expect(second.canPrev).toBe(true);
    const last = weekView(LAST_WEEK, now);
    expect(last.canNext).toBe(false);
    // The last week's request stops at the lookahead, inside the week.
    expect(last.endDate).toBe(lookaheadEnd(now).toISOString());
    expect(Date.parse(last.endDate)).toBeLessThan(addDays(now, 35).getTime());
    expect(weekView(9, now).index).toBe(LAST_WEEK);
  });
});

describe('dayCells', () => {
  it('disables the days without open times', () => {
    const cells = dayCells(weekView(0, now), [slot(at(1, 10)), slot(at(1, 9)), slot(at(3, 14))], now);
    expect(cells.map((c) => c.disabled)).toEqual([true, false, true, false, true, true, true]);
    // A day's times come in time order.
    expect(cells[1]!.slots.map((s) => s.scheduledAt)).toEqual([at(1, 9), at(1, 10)]);
  });

  it('leaves out times already started and times past the lookahead', () => {
    const cells = dayCells(weekView(0, now), [slot(at(0, 8)), slot(at(0, 8, 30)), slot(at(0, 15))], now);
    expect(cells[0]!.slots.map((s) => s.scheduledAt)).toEqual([at(0, 15)]);
    const late = dayCells(weekView(LAST_WEEK, now), [slot(at(31, 10))], now);
    expect(late.every((c) => c.disabled)).toBe(true);
  });
});

describe('shownDay', () => {
  const cells = dayCells(weekView(0, now), [slot(at(2, 9)), slot(at(4, 9))], now);

  it('shows the first day with open times unless another was picked or chosen', () => {
    expect(shownDay(cells, null, null)).toBe(localDay(addDays(now, 2)));
    expect(shownDay(cells, localDay(addDays(now, 4)), null)).toBe(localDay(addDays(now, 4)));
    expect(shownDay(cells, null, slot(at(4, 9)))).toBe(localDay(addDays(now, 4)));
  });

  it('opens at the day asked for, or the next one with open times that week', () => {
    expect(shownDay(cells, null, null, localDay(addDays(now, 4)))).toBe(localDay(addDays(now, 4)));
    expect(shownDay(cells, null, null, localDay(addDays(now, 3)))).toBe(localDay(addDays(now, 4)));
    // Nothing open from that day on: the week's first open day rather than none.
    expect(shownDay(cells, null, null, localDay(addDays(now, 5)))).toBe(localDay(addDays(now, 2)));
    // What the person picks wins over it.
    expect(shownDay(cells, localDay(addDays(now, 2)), null, localDay(addDays(now, 4)))).toBe(localDay(addDays(now, 2)));
  });

  it('never shows a disabled day, and nothing in a week without open times', () => {
    expect(shownDay(cells, localDay(addDays(now, 3)), null)).toBe(localDay(addDays(now, 2)));
    expect(shownDay(dayCells(weekView(1, now), [], now), null, null)).toBeNull();
  });
});

describe('slotsByDay', () => {
  it('groups by the local day a slot starts on', () => {
    const map = slotsByDay([slot(at(1, 23, 30)), slot(at(2, 0))]);
    expect([...map.keys()]).toEqual([localDay(addDays(now, 1)), localDay(addDays(now, 2))]);
  });
});

describe('weekOf', () => {
  it('finds the week (counted from today) that holds a day, within the lookahead', () => {
    expect(weekOf(localDay(now), now)).toBe(0);
    expect(weekOf(localDay(addDays(now, 6)), now)).toBe(0);
    expect(weekOf(localDay(addDays(now, 7)), now)).toBe(1);
    expect(weekOf(localDay(addDays(now, 13)), now)).toBe(1);
    expect(weekOf(localDay(addDays(now, -3)), now)).toBe(0);
    expect(weekOf(localDay(addDays(now, 400)), now)).toBe(LAST_WEEK);
    expect(weekView(weekOf(localDay(addDays(now, 12)), now), now).days).toContain(localDay(addDays(now, 12)));
  });
});
