/**
 * The deadlines in a goal's words, for the SMART scorer: dates ("until 1 March", "by Friday",
 * "end of Q1"), spans from today ("within 6 weeks", "30-day challenge") and fuzzy words ("soon",
 * "someday"), each read against the user's local day. Pure functions on lower-case text.
 */
import { addDays, daysInMonth, isCalendarDay, parseDay, weekday } from '../../lib/local-days.ts';
import { SMALL_NUMBERS } from '../../lib/number-words.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const WEEKDAY = `(${WEEKDAYS.join('|')})`;
const UNTIL = '(?:by|until|till|til|before|due|no later than)';
const COUNT = `(\\d+|${Object.keys(SMALL_NUMBERS)
  .sort((x, y) => y.length - x.length)
  .join('|')})`;
/** Days in each unit of a span ("6 weeks"), months and years rounded. */
export const SPAN_UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

const monthNumber = (name: string) => MONTHS.indexOf(name.slice(0, 3) as (typeof MONTHS)[number]) + 1;
const countOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : (SMALL_NUMBERS[word] ?? 1));
const day = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const endOfMonth = (y: number, m: number) => day(y, m, daysInMonth(y, m));

/** The first y-m-d on or after `today` (next year's when this year's is over), or the given year's. */
function nextOccurrence(today: string, m: number, d: number, year?: number): string | null {
  const [ty] = parseDay(today);
  if (year !== undefined) return isCalendarDay(day(year, m, d)) ? day(year, m, d) : null;
  for (const y of [ty, ty + 1, ty + 2, ty + 3, ty + 4]) {
    const candidate = day(y, m, d);
    if (isCalendarDay(candidate) && candidate >= today) return candidate;
  }
  return null;
}

function endOfNamedMonth(today: string, m: number, year?: number): string {
  const [ty, tm] = parseDay(today);
  const y = year ?? (m >= tm ? ty : ty + 1);
  return endOfMonth(y, m);
}

function endOfPeriod(today: string, unit: string, next: boolean): string {
  const [y, m] = parseDay(today);
  switch (unit) {
    case 'week':
    case 'weekend': {
      // Weeks end on Sunday.
      const sunday = addDays(today, (7 - weekday(today)) % 7);
      return next ? addDays(sunday, 7) : sunday;
    }
    case 'month':
      return next ? (m === 12 ? endOfMonth(y + 1, 1) : endOfMonth(y, m + 1)) : endOfMonth(y, m);
    case 'quarter': {
      const q = Math.ceil(m / 3) * 3 + (next ? 3 : 0);
      return q > 12 ? endOfMonth(y + 1, q - 12) : endOfMonth(y, q);
    }
    default:
      return day(next ? y + 1 : y, 12, 31);
  }
}

const SEASON_END: Record<string, [number, number]> = {
  spring: [5, 31],
  summer: [8, 31],
  autumn: [11, 30],
  fall: [11, 30],
  winter: [2, 28],
  christmas: [12, 25],
  'new year': [1, 1],
  "new year's": [1, 1],
};

export interface Deadline {
  /** The words that set it, as written (lower case). */
  phrase: string;
  /** 'date': a day of the calendar; 'span': a stretch of time from today; 'fuzzy': "soon", "someday". */
  kind: 'date' | 'span' | 'fuzzy';
  /** The local day it falls on when it can be told, else null. */
  day: string | null;
  /** Whether the phrase gave a year of its own (only such dates can lie in the past). */
  explicitYear: boolean;
}

interface Rule {
  re: RegExp;
  kind: Deadline['kind'];
  day: (m: RegExpExecArray, today: string) => string | null;
  explicitYear?: (m: RegExpExecArray) => boolean;
}

const RULES: Rule[] = [
  { re: /\b(\d{4})-(\d{2})-(\d{2})\b/g, kind: 'date', day: (m) => (isCalendarDay(m[0]) ? m[0] : null), explicitYear: () => true },
  {
    re: new RegExp(
      `\\b(?:${UNTIL}\\s+|on\\s+)?(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH}\\b(?:,?\\s+(\\d{4})\\b)?`,
      'g',
    ),
    kind: 'date',
    day: (m, t) => nextOccurrence(t, monthNumber(m[2]!), Number(m[1]), m[3] ? Number(m[3]) : undefined),
    explicitYear: (m) => Boolean(m[3]),
  },
  {
    re: new RegExp(`\\b(?:${UNTIL}\\s+|on\\s+)?${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4})\\b)?`, 'g'),
    kind: 'date',
    day: (m, t) => nextOccurrence(t, monthNumber(m[1]!), Number(m[2]), m[3] ? Number(m[3]) : undefined),
    explicitYear: (m) => Boolean(m[3]),
  },
  {
    re: new RegExp(
      `\\b(?:(?:${UNTIL}|in|during)\\s+(?:the\\s+)?(?:end\\s+of\\s+)?|(?:the\\s+)?end\\s+of\\s+)${MONTH}\\b(?:\\s+(\\d{4})\\b)?`,
      'g',
    ),
    kind: 'date',
    day: (m, t) => endOfNamedMonth(t, monthNumber(m[1]!), m[2] ? Number(m[2]) : undefined),
    explicitYear: (m) => Boolean(m[2]),
  },
  {
    re: new RegExp(`\\b(?:${UNTIL}|on|this|next|coming)\\s+(next\\s+)?${WEEKDAY}\\b`, 'g'),
    kind: 'date',
    day: (m, t) => {
      // "By Friday" and "next Friday" both mean the coming one; said on a Friday, "next" is a week on.
      const ahead = (WEEKDAYS.indexOf(m[2] as (typeof WEEKDAYS)[number]) - weekday(t) + 7) % 7;
      return addDays(t, ahead === 0 && (m[1] || m[0].startsWith('next')) ? 7 : ahead);
    },
  },
  {
    re: new RegExp(`\\b(?:${UNTIL}|in|during)\\s+(?:the\\s+end\\s+of\\s+)?(\\d{4})\\b`, 'g'),
    kind: 'date',
    day: (m) => {
      const y = Number(m[1]);
      return y >= 1900 && y <= 2199 ? day(m[0].startsWith('before') ? y - 1 : y, 12, 31) : null;
    },
    explicitYear: () => true,
  },
  {
    re: new RegExp(`\\b(?:${UNTIL}|on)\\s+(\\d{1,2})/(\\d{1,2})(?:/(\\d{2,4}))?\\b`, 'g'),
    // 3/4 is March 4th or 3 April: a date, but not a day we can name.
    kind: 'date',
    day: () => null,
  },
  {
    re: new RegExp(
      `\\b(?:(?:within|in|for|over)\\s+(?:the\\s+)?(?:next\\s+|coming\\s+|following\\s+)?|(?:the\\s+)?next\\s+)${COUNT}\\s+(day|week|month|year)s?\\b`,
      'g',
    ),
    kind: 'span',
    day: (m, t) => addDays(t, countOf(m[1]!) * SPAN_UNIT_DAYS[m[2]!]!),
  },
  {
    re: /\b(\d+)-(day|week|month)\s+(?:challenge|plan|program|programme|streak|sprint)\b/g,
    kind: 'span',
    day: (m, t) => addDays(t, Number(m[1]) * SPAN_UNIT_DAYS[m[2]!]!),
  },
  {
    re: /\b(?:by\s+|until\s+|before\s+)?(?:the\s+)?end\s+of\s+(this\s+|next\s+|the\s+)?(week|month|quarter|year)\b/g,
    kind: 'span',
    day: (m, t) => endOfPeriod(t, m[2]!, (m[1] ?? '').trim() === 'next'),
  },
  {
    re: /\b(?:(?:by|until|before|in|during)\s+)?(?:the\s+)?(?:end\s+of\s+)?q([1-4])(?:\s+(\d{4}))?\b/g,
    kind: 'date',
    day: (m, t) => {
      const month = Number(m[1]) * 3;
      const [ty] = parseDay(t);
      const end = endOfMonth(m[2] ? Number(m[2]) : ty, month);
      return m[2] || end >= t ? end : endOfMonth(ty + 1, month);
    },
    explicitYear: (m) => Boolean(m[2]),
  },
  {
    re: /\b(this|next|coming)\s+(week|weekend|month|quarter|year)\b/g,
    kind: 'span',
    day: (m, t) => endOfPeriod(t, m[2]!, m[1] !== 'this'),
  },
  {
    re: /\b(?:(?:by|until|before|this|next|in)\s+(?:the\s+)?(?:end\s+of\s+)?(?:this\s+|next\s+)?)(spring|summer|autumn|fall|winter|christmas|new year's|new year)\b/g,
    kind: 'span',
    // The coming one, "this" or "next" alike (Northern Hemisphere seasons).
    day: (m, t) => nextOccurrence(t, ...SEASON_END[m[1]!]!),
  },
  // Only "by tomorrow", not "start tomorrow": a start is not a deadline.
  {
    re: /\b(?:by|until|before|due)\s+(?:the\s+end\s+of\s+)?(tomorrow|tonight|today)\b|\b(?:by\s+)?(?:the\s+)?end\s+of\s+(?:the\s+)?(day|today)\b/g,
    kind: 'date',
    day: (m, t) => (m[1] === 'tomorrow' ? addDays(t, 1) : t),
  },
  {
    re: /\b(soon|someday|some day|one day(?!\s+(?:a|per|each|every)\b)|eventually|sometime|some time|in the future|asap|as soon as possible|at some point|in a while)\b/g,
    kind: 'fuzzy',
    day: () => null,
  },
];

const KIND_RANK: Record<Deadline['kind'], number> = { date: 0, span: 1, fuzzy: 2 };

export interface DeadlineScan {
  /** The most exact deadline the text names, or null. */
  deadline: Deadline | null;
  /** The text with every deadline phrase blanked out, so "in 30 days" is not read as an amount. */
  rest: string;
}

/** Finds deadline phrases in lower-case text, read against the user's local `today`. */
export function scanDeadlines(text: string, today: string): DeadlineScan {
  const found: (Deadline & { at: number })[] = [];
  let rest = text;
  for (const rule of RULES) {
    for (const m of rest.matchAll(rule.re)) {
      found.push({
        phrase: m[0].trim(),
        kind: rule.kind,
        day: rule.day(m, today),
        explicitYear: rule.explicitYear?.(m) ?? false,
        at: m.index,
      });
    }
    rest = rest.replace(rule.re, (s) => ' '.repeat(s.length));
  }
  found.sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || Number(b.day !== null) - Number(a.day !== null) || a.at - b.at);
  const best = found[0];
  return { deadline: best ? { phrase: best.phrase, kind: best.kind, day: best.day, explicitYear: best.explicitYear } : null, rest };
}
