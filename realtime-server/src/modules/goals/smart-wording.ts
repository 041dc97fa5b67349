/**
 * How the SMART feedback words things: quoted phrases, lists of them, days written out, and an
 * example goal from the goal's own area of life.
 */
import { parseDay } from '../../lib/local-days.ts';
import type { Signals } from './smart-reading.ts';
import type { Area } from './smart-signals.ts';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** '2026-03-01' as '1 March 2026'. */
export const formatDay = (day: string) => {
  const [y, m, d] = parseDay(day);
  return `${d} ${MONTH_NAMES[m - 1]} ${y}`;
};
export const quote = (s: string) => `"${s}"`;
/** '"a"', '"a" and "b"', '"a", "b" and "c"'. */
export const quoteList = (items: string[]) => {
  const q = items.slice(0, 3).map(quote);
  return q.length > 1 ? `${q.slice(0, -1).join(', ')} and ${q.at(-1)}` : (q[0] ?? '');
};

const EXAMPLE: Record<Area | 'other', string> = {
  health: 'Run 5 km three times a week',
  money: 'Save $200 every month until June',
  career: 'Apply to 5 jobs a week',
  learning: 'Read 20 pages a day',
  relationships: 'Call my parents every Sunday',
  other: 'Write 500 words three times a week',
};

/** An example goal from the goal's category, else from the area its words touch. */
export const exampleFor = (s: Signals) => EXAMPLE[s.categoryArea ?? s.areas[0] ?? 'other'];
