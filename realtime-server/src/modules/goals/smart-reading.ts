/**
 * A goal read once into the signals its SMART dimensions judge (smart.ts): the tidied title and
 * description, the due date and deadline phrase against the user's local day, amounts, rhythm,
 * recurrence, action verbs, vague and absolute words, purpose, category and area of life, and
 * any pace nobody can keep. The word tables behind these live in smart-signals.ts and
 * smart-deadlines.ts.
 */
import { RECURRENCE_PATTERNS, recurrenceInterval, type RecurrencePattern, type TScoreGoalInput } from '@coach/contract';
import { daysBetween, isCalendarDay, localDay } from '../../lib/local-days.ts';
import { scanDeadlines, type Deadline } from './smart-deadlines.ts';
import {
  CATEGORY_AREA,
  actionIn,
  areasIn,
  countableActionIn,
  absoluteWords,
  overreachWords,
  hasNumber,
  othersDecideIn,
  outcomeIn,
  purposeIn,
  quantities,
  rhythmIn,
  unrealisticPace,
  vagueWords,
  type Area,
  type Pace,
} from './smart-signals.ts';

/** Everything the dimensions read, worked out once. */
export interface Signals {
  title: string;
  titleLower: string;
  description: string;
  text: string;
  today: string;
  due: { day: string; left: number } | null;
  deadline: Deadline | null;
  deadlineLeft: number | null;
  amounts: string[];
  number: boolean;
  rhythm: string | null;
  recurrence: string | null;
  outcome: string | null;
  /** A one-off action done on a rhythm (call, visit): each time either happens or not. */
  countable: string | null;
  othersDecide: string | null;
  verb: string | null;
  vague: string[];
  absolutes: string[];
  overreach: string[];
  /** The action verb of the description, when the title has none. */
  descriptionVerb: string | null;
  purpose: string | null;
  category: string;
  categoryArea: Area | null;
  areas: Area[];
  pace: Pace | null;
  pastDue: boolean;
}

function recurrencePhrase(input: TScoreGoalInput): string | null {
  if (!input.isRecurring) return null;
  const pattern: RecurrencePattern | undefined = RECURRENCE_PATTERNS.find((p) => p === input.pattern);
  if (!pattern) return 'on a schedule';
  const n = recurrenceInterval(input.interval);
  const unit = { daily: 'day', weekly: 'week', monthly: 'month' }[pattern];
  return n === 1 ? pattern : `every ${n} ${unit}s`;
}

/** Reads a goal on the user's local day (`timeZone` decides which day `now` is). */
export function readSignals(input: TScoreGoalInput, now: Date, timeZone: string): Signals {
  const title = input.title.trim().replace(/\s+/g, ' ');
  const description = input.description.trim().replace(/[^\S\n]+/g, ' ');
  const titleLower = title.toLowerCase();
  const text = `${titleLower}\n${description.toLowerCase()}`;
  const today = localDay(now, timeZone);
  const due = input.dueDate && isCalendarDay(input.dueDate) ? { day: input.dueDate, left: daysBetween(today, input.dueDate) } : null;
  const { deadline, rest } = scanDeadlines(text, today);
  const deadlineLeft = deadline?.day ? daysBetween(today, deadline.day) : null;
  const amounts = quantities(rest);
  const category = input.category.trim();
  const categoryArea = CATEGORY_AREA[category.toLowerCase()] ?? null;
  const daysGiven = due ? due.left : deadlineLeft;
  const textPast = !due && deadline !== null && deadline.explicitYear && deadlineLeft !== null && deadlineLeft < 0;
  return {
    title,
    titleLower,
    description,
    text,
    today,
    due,
    deadline,
    deadlineLeft,
    amounts,
    number: hasNumber(rest),
    rhythm: rhythmIn(rest),
    recurrence: recurrencePhrase(input),
    outcome: outcomeIn(rest),
    countable: countableActionIn(titleLower),
    othersDecide: othersDecideIn(text),
    verb: actionIn(titleLower),
    vague: vagueWords(titleLower, amounts.length > 0),
    absolutes: absoluteWords(text),
    overreach: overreachWords(text),
    descriptionVerb: actionIn(description.toLowerCase()),
    purpose: purposeIn(text, `${title}\n${description}`),
    category,
    categoryArea,
    areas: areasIn(text),
    pace: unrealisticPace(rest, daysGiven !== null && daysGiven >= 0 ? Math.max(1, daysGiven) : null),
    pastDue: (due !== null && due.left < 0) || textPast,
  };
}
