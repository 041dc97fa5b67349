import { createRequire } from 'node:module';
import { DateTime } from 'luxon';
import type * as RRuleModule from 'rrule';
import { FALLBACK_RECURRING_DAY, RECURRING_INTERVAL_MAX, RECURRING_INTERVAL_MIN } from '@coach/contract';
import { weekday } from '../../../lib/local-days.ts';

// rrule ships CommonJS without an `exports` map: Node's ESM loader cannot see its named exports.
const require = createRequire(import.meta.url);
const { RRule } = require('rrule') as typeof RRuleModule;

/** A weekly rule as the coach dashboard makes it: every `interval` weeks on `days` (Sunday 0 .. Saturday 6). */
export interface WeeklyRule {
  interval: number;
  days: number[];
}

/** A recurring template's timing, local to the coach's zone. */
export interface TemplateTiming {
  rule: WeeklyRule;
  startDate: string;
  /** 'HH:mm' wall-clock time in `timeZone`, kept across daylight-saving changes. */
  startTime: string;
  endDate: string | null;
  count: number | null;
  timeZone: string;
}

// rrule counts weekdays from Monday (0) to Sunday (6); the contract from Sunday (0).
const RRULE_DAYS = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA];
const RRULE_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/**
 * Reads a template's rule ('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE', an 'RRULE:' prefix allowed). A
 * frequency other than weekly falls back to weekly on Tuesday
 * (docs/sessions-and-availability.md#recurring-series); a weekly rule without weekdays repeats on
 * the start date's weekday, as RFC 5545 says. Null for what is not a rule or an interval outside
 * 1-99.
 */
export function parseWeeklyRule(text: string, startDate: string): WeeklyRule | null {
  let options: ReturnType<typeof RRule.parseString>;
  try {
    options = RRule.parseString(text.trim().replace(/^RRULE:/i, ''));
  } catch {
    return null;
  }
  if (options.freq === undefined) return null;
  const interval = options.interval ?? 1;
  if (!Number.isInteger(interval) || interval < RECURRING_INTERVAL_MIN || interval > RECURRING_INTERVAL_MAX) return null;
  if (options.freq !== RRule.WEEKLY) return { interval, days: [FALLBACK_RECURRING_DAY] };
  const given = options.byweekday === undefined || options.byweekday === null ? [] : [options.byweekday].flat();
  // rrule's Monday-based numbers (or Weekday objects, or 'MO'..) to Sunday-based codes.
  // An unknown day code parses to undefined.
  if (given.some((d) => d === undefined || d === null)) return null;
  const days = given.map((d) => (typeof d === 'string' ? RRULE_CODES.indexOf(d) : ((typeof d === 'number' ? d : d.weekday) + 1) % 7));
  if (days.some((d) => d < 0 || d > 6)) return null;
  const unique = [...new Set(days)].sort((a, b) => a - b);
  return { interval, days: unique.length ? unique : [weekday(startDate)] };
}

/** How a rule's own text ends it: `COUNT=n` (occurrences, the first included) or `UNTIL=` (a day). */
export interface RuleEnd {
  count: number | null;
  until: string | null;
}

/**
 * The end a rule's text gives (RFC 5545 3.3.10: COUNT, or UNTIL, never both), or null for what is
 * not a rule. A template keeps its end in its own fields; the rule is stored without it.
 */
export function ruleEnd(text: string): RuleEnd | null {
  let options: ReturnType<typeof RRule.parseString>;
  try {
    options = RRule.parseString(text.trim().replace(/^RRULE:/i, ''));
  } catch {
    return null;
  }
  const count = options.count ?? null;
  const until = options.until instanceof Date && !Number.isNaN(options.until.getTime()) ? options.until.toISOString().slice(0, 10) : null;
  if (count !== null && until !== null) return null;
  return { count, until };
}

/** The rule as stored and answered: always weekly, with its interval and weekdays. */
export const formatWeeklyRule = (rule: WeeklyRule) =>
  `FREQ=WEEKLY;INTERVAL=${rule.interval};BYDAY=${rule.days.map((d) => RRULE_CODES[d]).join(',')}`;

/** A local day and 'HH:mm' as rrule's "floating" date: the wall clock written in UTC fields. */
function floating(day: string, time = '00:00'): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, h, mi));
}

/** A floating date's wall clock read in `timeZone` (a time the clocks skip moves forward). */
function toInstant(f: Date, timeZone: string): Date {
  return DateTime.fromObject(
    { year: f.getUTCFullYear(), month: f.getUTCMonth() + 1, day: f.getUTCDate(), hour: f.getUTCHours(), minute: f.getUTCMinutes() },
    { zone: timeZone },
  ).toJSDate();
}

const DAY_MS = 86_400_000;

function rruleOf(t: TemplateTiming) {
  return new RRule({
    freq: RRule.WEEKLY,
    interval: t.rule.interval,
    byweekday: t.rule.days.map((d) => RRULE_DAYS[d]!),
    wkst: RRule.SU,
    dtstart: floating(t.startDate, t.startTime),
    until: t.endDate ? floating(t.endDate, '23:59') : null,
    count: t.count,
  });
}

/**
 * The template's occurrences that start in [from, to), as instants, in order. The rule runs over
 * local wall-clock dates (so 09:00 stays 09:00 on either side of a daylight-saving change) and ends
 * on `endDate` (inclusive) or after `count` occurrences counted from the start date, whichever is
 * first. Weeks start on Sunday, as the weekday codes do, so an interval of 2 groups days alike.
 */
export function occurrences(t: TemplateTiming, from: Date, to: Date): Date[] {
  const rule = rruleOf(t);
  // Floating dates differ from instants by the zone's offset (under a day): widen, then filter.
  const candidates = rule.between(new Date(from.getTime() - DAY_MS), new Date(to.getTime() + DAY_MS), true);
  return candidates.map((f) => toInstant(f, t.timeZone)).filter((at) => at >= from && at < to);
}

/** The instant after the template's last occurrence could start, or null for a template that never ends. */
export function lastPossibleStart(t: TemplateTiming): Date | null {
  if (t.count !== null) {
    const last = rruleOf(t).all().at(-1);
    return last ? new Date(toInstant(last, t.timeZone).getTime() + 1) : floating(t.startDate);
  }
  return t.endDate ? new Date(toInstant(floating(t.endDate, '23:59'), t.timeZone).getTime() + 60_000) : null;
}
