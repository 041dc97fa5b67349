import rrulePkg, { type Options } from 'rrule';

// rrule ships CommonJS to Node: its named exports exist only on the default object.
export const { RRule } = rrulePkg;

/** The weekly rule of a pattern, or an error text key when it is not one. */
export type WeeklyRule = { ok: true; options: Partial<Options> } | { ok: false; reason: 'invalid' };

/**
 * Parses 'FREQ=WEEKLY;BYDAY=MO,WE[;INTERVAL=n]' (an 'RRULE:' prefix allowed). Only weekly rules with
 * plain weekdays describe availability: a daily or monthly rule or '1MO' is refused (UNTIL and
 * COUNT are kept: availability that stops).
 */
export function parseWeeklyRule(text: string): WeeklyRule {
  let options: Partial<Options>;
  try {
    options = RRule.parseString(text.trim().replace(/^RRULE:/i, ''));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const days = options.byweekday;
  const list = Array.isArray(days) ? days : days === undefined || days === null ? [] : [days];
  const plainDays = list.length > 0 && list.every((d) => d !== undefined && d !== null && (typeof d !== 'object' || d.n === undefined));
  const interval = options.interval ?? 1;
  // Weeks count from the pattern's own anchor day: a DTSTART in the text would move them.
  if (options.freq !== RRule.WEEKLY || !plainDays || interval < 1 || interval > 99 || options.dtstart)
    return { ok: false, reason: 'invalid' };
  return { ok: true, options };
}

/** rrule's dates are "floating": a local day is carried as that day's UTC midnight. */
export const floatingDay = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** 'HH:MM' as minutes after midnight. */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

// Parsing a rule costs more than expanding a month of it: keep the few each coach has.
const ruleCache = new Map<string, InstanceType<typeof RRule> | null>();
const RULE_CACHE_MAX = 5000;

/** A pattern's weekly rule counted from its anchor day (null when the text is not one), parsed once. */
export function weeklyRuleOf(text: string, anchorDate: string): InstanceType<typeof RRule> | null {
  const key = `${anchorDate}|${text}`;
  let rule = ruleCache.get(key);
  if (rule === undefined) {
    const parsed = parseWeeklyRule(text);
    rule = parsed.ok ? new RRule({ ...parsed.options, dtstart: floatingDay(anchorDate) }) : null;
    if (ruleCache.size >= RULE_CACHE_MAX) ruleCache.clear();
    ruleCache.set(key, rule);
  }
  return rule;
}

/** Forgets the parsed rules (the slots benchmark measures the computation cold). */
export function clearWeeklyRuleCache(): void {
  ruleCache.clear();
}
