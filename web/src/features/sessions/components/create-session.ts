import {
  DEFAULT_RECURRING_DAYS,
  DEFAULT_RECURRING_OCCURRENCES,
  DEFAULT_SESSION_DURATION,
  RECURRING_INTERVAL_MAX,
  RECURRING_INTERVAL_MIN,
  RECURRING_OCCURRENCES_MAX,
  RECURRING_OCCURRENCES_MIN,
  SESSION_ERR,
  type SessionType,
  type TOneOffSessionBody,
  type TSessionTemplateBody,
} from '@coach/contract';
import { localDay } from '../../../lib/session-format.ts';

export type RecurringEnd = 'never' | 'on' | 'after';

/** The new-session form; numbers typed in fields stay text until they are read. */
export interface NewSessionForm {
  coacheeId: string;
  date: string;
  time: string;
  duration: number;
  type: SessionType;
  notes: string;
  /** What the session is for; a one-off's only (a series keeps none: set them on each session). */
  goals: string;
  isRecurring: boolean;
  recurringInterval: string;
  recurringDays: number[];
  recurringEnd: RecurringEnd;
  recurringEndDate: string;
  recurringOccurrences: string;
}

export const newSessionForm = (coacheeId = ''): NewSessionForm => ({
  coacheeId,
  date: '',
  time: '',
  duration: DEFAULT_SESSION_DURATION,
  type: 'video',
  notes: '',
  goals: '',
  isRecurring: false,
  recurringInterval: String(RECURRING_INTERVAL_MIN),
  recurringDays: [...DEFAULT_RECURRING_DAYS],
  recurringEnd: 'never',
  recurringEndDate: '',
  recurringOccurrences: String(DEFAULT_RECURRING_OCCURRENCES),
});

/** A whole number within [min, max]: anything unreadable or below falls back to min, above stops at max. */
export function boundedInt(raw: string, min: number, max: number): number {
  const n = Number(raw.trim());
  if (!Number.isInteger(n) || n < min) return min;
  return Math.min(n, max);
}

export const intervalOf = (f: NewSessionForm) => boundedInt(f.recurringInterval, RECURRING_INTERVAL_MIN, RECURRING_INTERVAL_MAX);
export const occurrencesOf = (f: NewSessionForm) =>
  boundedInt(f.recurringOccurrences, RECURRING_OCCURRENCES_MIN, RECURRING_OCCURRENCES_MAX);

/** The submit button says what it will make. */
export function submitLabel(f: NewSessionForm): string {
  if (!f.isRecurring) return 'Create Session';
  if (f.recurringEnd !== 'after') return 'Create Recurring Sessions';
  const n = occurrencesOf(f);
  return n === 1 ? 'Create 1 Session' : `Create ${n} Sessions`;
}

/**
 * Creating a session (docs/sessions-and-availability.md#creating-sessions): coachee, date and time (and the end date when the series ends
 * on one).
 */
export function missingRequired(f: NewSessionForm): string | null {
  const missing = !f.coacheeId || !f.date || !f.time || (f.isRecurring && f.recurringEnd === 'on' && !f.recurringEndDate);
  return missing ? SESSION_ERR.REQUIRED_FIELDS : null;
}

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE' from weekday codes (Sunday 0); none picked: the first date's weekday. */
export function weeklyRule(interval: number, days: number[], firstDay: string): string {
  const picked = days.length > 0 ? [...new Set(days)].sort((a, b) => a - b) : [weekdayOf(firstDay)];
  return `FREQ=WEEKLY;INTERVAL=${interval};BYDAY=${picked.map((d) => BYDAY[d]).join(',')}`;
}

/** 'HH:mm' of an instant in `timeZone`. */
const wallTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);

export type CreateRequest = { kind: 'oneOff'; body: TOneOffSessionBody } | { kind: 'template'; body: TSessionTemplateBody };

/**
 * The call the form makes. The coach picks a date and time in this browser; a one-off session sends
 * that instant. A series is stored in the coach's own zone (`coachZone`), so its first date, time and
 * weekdays are moved there (a Wednesday 23:30 here may be a Thursday there).
 */
export function createRequest(f: NewSessionForm, coachZone: string): CreateRequest {
  const at = new Date(`${f.date}T${f.time}:00`);
  const description = f.notes.trim() || null;
  if (!f.isRecurring) {
    const sessionGoals = f.goals.trim() || null;
    return {
      kind: 'oneOff',
      body: { clientId: f.coacheeId, scheduledAt: at.toISOString(), duration: f.duration, sessionType: f.type, description, sessionGoals },
    };
  }
  const startDate = localDay(at, coachZone);
  const shift = daysBetween(f.date, startDate);
  const days = (f.recurringDays.length > 0 ? f.recurringDays : [weekdayOf(f.date)]).map((d) => (((d + shift) % 7) + 7) % 7);
  return {
    kind: 'template',
    body: {
      clientId: f.coacheeId,
      rrule: weeklyRule(intervalOf(f), days, startDate),
      startTime: wallTime(at, coachZone),
      duration: f.duration,
      sessionType: f.type,
      description,
      startDate,
      endDate: f.recurringEnd === 'on' ? f.recurringEndDate : null,
      count: f.recurringEnd === 'after' ? occurrencesOf(f) : null,
    },
  };
}
