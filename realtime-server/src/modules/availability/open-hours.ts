import { floatingDay, minutesOf, weeklyRuleOf } from './weekly-rule.ts';
import { wallToInstant } from '../../lib/zone-time.ts';

/** An availability pattern as its open hours are read from it (times local to the coach's zone). */
export interface AvailabilityPattern {
  id: string;
  type: 'RECURRING' | 'STATIC';
  rrule: string | null;
  /** 'YYYY-MM-DD' for a one-time block. */
  specificDate: string | null;
  startTime: string;
  endTime: string;
  /** The local day the weekly rule counts its weeks from (INTERVAL=2 means every other week from here). */
  anchorDate: string;
}

/** An open range as instants in ms, with the pattern that opened it. */
export interface OpenRange {
  start: number;
  end: number;
  patternId: string;
}

/**
 * A coach's open hours in the local days [firstDay, lastDay]: each day's open range of every
 * weekly pattern (its rule counted from its anchor day) and of every one-time block on its date.
 * Free slots are cut from these, and the dashboard's utilization counts their minutes.
 */
export function openRanges(patterns: AvailabilityPattern[], zone: string, firstDay: string, lastDay: string): OpenRange[] {
  const out: OpenRange[] = [];
  const add = (day: string, p: AvailabilityPattern) => {
    const start = wallToInstant(day, minutesOf(p.startTime), zone);
    const end = wallToInstant(day, minutesOf(p.endTime), zone);
    if (end > start) out.push({ start, end, patternId: p.id });
  };
  for (const p of patterns) {
    if (p.type === 'STATIC') {
      if (p.specificDate && p.specificDate >= firstDay && p.specificDate <= lastDay) add(p.specificDate, p);
      continue;
    }
    const rule = p.rrule ? weeklyRuleOf(p.rrule, p.anchorDate) : null;
    if (!rule) continue;
    for (const d of rule.between(floatingDay(firstDay), floatingDay(lastDay), true)) add(d.toISOString().slice(0, 10), p);
  }
  return out;
}

/** Overlapping or touching ranges joined; the joined range keeps the pattern that opened it first. */
export function mergeRanges<T extends { start: number; end: number }>(ranges: T[]): T[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const out: T[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}
