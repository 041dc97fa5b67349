import { SLOT_STEP_MINUTES, type TAvailableSlot } from '@coach/contract';
import { clearWeeklyRuleCache } from '../../availability/weekly-rule.ts';
import { mergeRanges, openRanges, type AvailabilityPattern, type OpenRange } from '../../availability/open-hours.ts';
import { localDate } from '../../../lib/zone-time.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** An availability pattern as the slot computation needs it. */
export type SlotPattern = AvailabilityPattern;

/** A live session of the coach, as instants in ms. */
export interface BusyRange {
  start: number;
  end: number;
}

export interface SlotInput {
  patterns: SlotPattern[];
  timeZone: string;
  from: Date;
  to: Date;
  durationMinutes: number;
  busy: BusyRange[];
  bufferMinutes: number;
  /** No slot starts before this instant (now + the coach's minimum notice). */
  earliest: Date;
  coachName: string;
}

// The open ranges depend only on the patterns, the zone and the days: the same for every request
// until the coach changes them, while rrule and zone arithmetic are most of a request's work.
const openCache = new Map<string, OpenRange[]>();
const OPEN_CACHE_MAX = 2000;

function mergedOpenRanges(patterns: SlotPattern[], zone: string, firstDay: string, lastDay: string): OpenRange[] {
  let key = `${zone}|${firstDay}|${lastDay}`;
  for (const p of patterns) key += `|${p.id},${p.type},${p.rrule},${p.specificDate},${p.startTime},${p.endTime},${p.anchorDate}`;
  let open = openCache.get(key);
  if (!open) {
    open = mergeRanges(openRanges(patterns, zone, firstDay, lastDay));
    if (openCache.size >= OPEN_CACHE_MAX) openCache.clear();
    openCache.set(key, open);
  }
  return open;
}

/** Forgets the cached ranges and texts (the benchmark measures the computation cold this way). */
export function clearSlotCaches(): void {
  openCache.clear();
  isoCache.clear();
  clearWeeklyRuleCache();
}

// Slot starts repeat from request to request, and toISOString costs about a microsecond each.
const isoCache = new Map<number, string>();
const ISO_CACHE_MAX = 200_000;
function isoOf(ms: number): string {
  let iso = isoCache.get(ms);
  if (iso === undefined) {
    iso = new Date(ms).toISOString();
    if (isoCache.size >= ISO_CACHE_MAX) isoCache.clear();
    isoCache.set(ms, iso);
  }
  return iso;
}

/**
 * The free slots of a coach in [from, to): each local day's availability (weekly patterns and
 * one-time blocks, in the coach's zone) merged, cut into `durationMinutes` slots every
 * SLOT_STEP_MINUTES, minus live sessions widened by the buffer, minus what starts before `earliest`.
 */
export function computeSlots(input: SlotInput): TAvailableSlot[] {
  const { timeZone: zone, durationMinutes } = input;
  const from = input.from.getTime();
  const to = input.to.getTime();
  if (to <= from) return [];
  // One local day either side: a zone's day can start up to 14 h away from UTC's.
  const firstDay = localDate(from - DAY_MS, zone);
  const lastDay = localDate(to + DAY_MS, zone);
  const open = mergedOpenRanges(input.patterns, zone, firstDay, lastDay);

  const buffer = input.bufferMinutes * MINUTE_MS;
  const busy = mergeRanges(input.busy.map((b) => ({ start: b.start - buffer, end: b.end + buffer })));
  const length = durationMinutes * MINUTE_MS;
  const step = SLOT_STEP_MINUTES * MINUTE_MS;
  const earliest = Math.max(from, input.earliest.getTime());

  const slots: TAvailableSlot[] = [];
  let b = 0;
  for (const range of open) {
    const templateId = `availability-${range.patternId}`;
    for (let t = range.start; t + length <= range.end && t < to; t += step) {
      if (t < earliest) continue;
      // Slots and merged busy ranges both ascend: skip the busy ranges that ended before this slot.
      while (b < busy.length && (busy[b] as BusyRange).end <= t) b++;
      const next = busy[b];
      if (next && next.start < t + length) continue;
      slots.push({ templateId, scheduledAt: isoOf(t), duration: durationMinutes, coachName: input.coachName });
    }
  }
  return slots;
}
