import { DateTime } from 'luxon';
import { clip, normalize } from '../ai-coach/text.ts';
import type { BriefAuthor, BriefGoal, BriefInput, BriefNoteKind } from '../../providers/ai/types.ts';

/**
 * What a session's preparation brief is made from (docs/coach-workspace.md#preparation-brief): the
 * session itself, the client's recent chat with the coach, the client's goals in that chat, and the
 * last completed session between them with its notes. The same input goes to the AI provider
 * (briefFacts renders it for a model) and to the built-in brief maker (brief.ts).
 */

/** The chat messages a brief reads: the latest this many of the client's rooms with the coach. */
export const BRIEF_MESSAGES_MAX = 30;
/** A brief is cut to this many characters, whoever wrote it. */
export const BRIEF_CHARS_MAX = 8000;

// The input's shape is the AI provider's (it goes to a model as it is); the module's files read it from here.
export type {
  BriefAuthor,
  BriefGoal,
  BriefInput,
  BriefLastSession,
  BriefMessage,
  BriefNote,
  BriefNoteKind,
} from '../../providers/ai/types.ts';

function zoned(at: string, timeZone: string): DateTime {
  const dt = DateTime.fromISO(at, { zone: timeZone });
  return dt.isValid ? dt : DateTime.fromISO(at, { zone: 'UTC' });
}

/** 'Tue 2 Dec 2026, 14:00' in the coach's zone. */
export const formatDateTime = (at: string, timeZone: string) => zoned(at, timeZone).toFormat('ccc d LLL yyyy, HH:mm');
/** The same with the zone's name ('Fri 4 Dec 2026, 14:00 EST'): the brief is read in any browser's zone. */
export const formatDateTimeZone = (at: string, timeZone: string) => zoned(at, timeZone).toFormat('ccc d LLL yyyy, HH:mm ZZZZ');
/** 'Tue 2 Dec' in the coach's zone. */
export const formatDay = (at: string, timeZone: string) => zoned(at, timeZone).toFormat('ccc d LLL');
/** A 'YYYY-MM-DD' due date as 'Mon 1 Dec'. */
export const formatDueDate = (day: string) => DateTime.fromISO(day, { zone: 'UTC' }).toFormat('ccc d LLL');
/** Today's date in the coach's zone, 'YYYY-MM-DD'. */
export const localToday = (now: string, timeZone: string) => zoned(now, timeZone).toISODate() ?? now.slice(0, 10);

/** Whole days from `from` to `to`, both 'YYYY-MM-DD'. */
export function daysBetween(from: string, to: string): number {
  return Math.round(DateTime.fromISO(to, { zone: 'UTC' }).diff(DateTime.fromISO(from, { zone: 'UTC' }), 'days').days);
}

/** One line of text, cut at a word boundary. */
export const oneLine = (text: string, max: number) => clip(normalize(text), max);

const AUTHOR: Record<BriefAuthor, string> = { client: '', coach: 'Coach', ai: 'AI coach' };
export const authorName = (from: BriefAuthor, input: Pick<BriefInput, 'client'>) =>
  from === 'client' ? input.client.firstName : AUTHOR[from];

export function goalFacts(goal: BriefGoal, today: string): string {
  const parts = [`"${oneLine(goal.title, 120)}"`];
  if (goal.completedAt) parts.push(`completed ${goal.completedAt.slice(0, 10)}`);
  else if (goal.isRecurring) parts.push(`recurring ${goal.recurrencePattern ?? ''}`.trim(), `streak ${goal.currentStreak}`);
  else parts.push(`${goal.progress}%`);
  if (goal.dueDate && !goal.completedAt) {
    const late = daysBetween(goal.dueDate, today);
    parts.push(`due ${goal.dueDate}${late > 0 ? ` (overdue by ${late} day${late === 1 ? '' : 's'})` : ''}`);
  }
  return `- ${parts.join(', ')}`;
}

const NOTE_LABEL: Record<BriefNoteKind, string> = {
  SESSION_TRANSCRIPT_SUMMARY: 'Transcript summary',
  SESSION_COACH_MANUAL: "Coach's note",
};

/** The whole input as plain text, for a model to write the brief from: facts only, each cut to a sane length. */
export function briefFacts(input: BriefInput): string {
  const tz = input.timeZone;
  const s = input.session;
  const today = localToday(input.now, tz);
  const lines = [
    `Coach: ${input.coachName}. Client: ${input.client.fullName}. Today: ${today} (${tz}).`,
    `Upcoming session: "${oneLine(s.title, 200)}", ${formatDateTime(s.scheduledAt, tz)}, ${s.duration} minutes.`,
  ];
  if (s.sessionGoals?.trim()) lines.push(`What the session is for: ${oneLine(s.sessionGoals, 1000)}`);
  if (s.description?.trim()) lines.push(`Session description: ${oneLine(s.description, 1000)}`);

  lines.push(
    '',
    input.messages.length > 0
      ? `Recent chat, oldest first (the latest ${input.messages.length} messages):`
      : 'Recent chat: no messages yet.',
  );
  for (const m of input.messages) lines.push(`[${formatDateTime(m.at, tz)}] ${authorName(m.from, input)}: ${oneLine(m.content, 500)}`);

  lines.push('', input.goals.length > 0 ? 'Goals:' : 'Goals: none yet.');
  for (const g of input.goals) lines.push(goalFacts(g, today));

  const last = input.lastSession;
  lines.push('');
  if (!last) lines.push('Last session: none; this is their first session together.');
  else {
    lines.push(`Last completed session: "${oneLine(last.title, 200)}", ${formatDateTime(last.scheduledAt, tz)}.`);
    if (last.coachNotes?.trim()) lines.push(`Coach's private notes: ${oneLine(last.coachNotes, 1500)}`);
    if (last.sharedNotes?.trim()) lines.push(`Notes shared with the client: ${oneLine(last.sharedNotes, 1500)}`);
    if (last.completionNotes?.trim()) lines.push(`Completion notes: ${oneLine(last.completionNotes, 1500)}`);
    for (const n of last.notes)
      lines.push(`${NOTE_LABEL[n.kind]}${n.title ? ` "${oneLine(n.title, 120)}"` : ''}: ${clip(n.content.trim(), 3000)}`);
  }
  return lines.join('\n');
}
