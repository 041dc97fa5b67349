import { clip, normalize, sentences } from '../ai-coach/text.ts';
import {
  BRIEF_CHARS_MAX,
  BRIEF_MESSAGES_MAX,
  type BriefGoal,
  type BriefInput,
  type BriefMessage,
  daysBetween,
  formatDateTimeZone,
  formatDay,
  formatDueDate,
  localToday,
  oneLine,
} from './brief-input.ts';

export type { BriefInput } from './brief-input.ts';

/**
 * The built-in brief maker: a preparation brief for the coach composed from the data alone,
 * deterministic (the same input gives the same brief) and never stating what the data does not
 * hold. Sections: the session, "Since last session" (or "Recent chat"), "Goals", "From the last
 * session" and "Suggested focus" with two or three questions drawn from what came before.
 */

const QUOTE_MAX = 160;
const NOTE_MAX = 400;
const SUMMARY_LINES = 14;
const NOTE_LINES = 5;
const LINE_MAX = 200;
const GOALS_SHOWN = 8;
const QUOTES_SHOWN = 3;
const FOCUS_MAX = 3;
/** Without an earlier session, completed goals of this many days count as recent. */
const RECENT_DAYS = 30;

const SETBACK =
  /\b(missed|skipped|failed|fell off|gave up|didn't|did not|couldn't|could not|haven't|have not|forgot|struggl\w*|slipped)\b/i;
const COMMITMENT = /\b(?:i will|i'll|i(?:'m| am) going to|my goal|i plan to|i commit to|we agreed|next step|by next session)\b/i;

const quote = (text: string, max = QUOTE_MAX) => `"${oneLine(text, max)}"`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const isOpen = (g: BriefGoal) => !g.completedAt;

interface Facts {
  input: BriefInput;
  tz: string;
  today: string;
  name: string;
  /** The messages since the last session (all of them for a first session). */
  recent: BriefMessage[];
  clientRecent: BriefMessage[];
  overdue: { goal: BriefGoal; days: number }[];
  completedLately: BriefGoal[];
  /** The client's latest question that nobody human has answered since. */
  openQuestion: BriefMessage | null;
  setback: BriefMessage | null;
  commitment: string | null;
}

/** Days an open, one-off goal is past its due date; 0 when it is not. */
function lateBy(goal: BriefGoal, today: string): number {
  return goal.dueDate && isOpen(goal) && !goal.isRecurring ? Math.max(0, daysBetween(goal.dueDate, today)) : 0;
}

/** The first sentence of a note that states a commitment, without list marks, speaker or quotes. */
function commitmentIn(text: string): string | null {
  for (const raw of text.split(/\n+/)) {
    // A summary's line reads '- Cleo Client: "I will apply on Monday."'.
    const line = normalize(raw)
      .replace(/^[-*•]\s*/, '')
      .replace(/^[^:"]{1,60}:\s*(?=")/, '');
    const found = sentences(line).find((s) => COMMITMENT.test(s));
    if (found) return found.replace(/^"+|"+$/g, '');
  }
  return null;
}

/** A note's first lines, each cut, indented under its label. */
function excerpt(text: string, maxLines: number, lineMax: number): string[] {
  const lines = text
    .split(/\n+/)
    .map((l) => normalize(l))
    .filter((l) => l !== '');
  const shown = lines.slice(0, maxLines).map((l) => `  ${clip(l, lineMax)}`);
  if (lines.length > maxLines) shown.push('  ...');
  return shown;
}

function gather(input: BriefInput): Facts {
  const tz = input.timeZone;
  const today = localToday(input.now, tz);
  const last = input.lastSession;
  const since = last ? Date.parse(last.scheduledAt) : -Infinity;
  const recent = input.messages.filter((m) => Date.parse(m.at) > since);
  const clientRecent = recent.filter((m) => m.from === 'client');
  const overdue = input.goals
    .map((goal) => ({ goal, days: lateBy(goal, today) }))
    .filter((o) => o.days > 0)
    .sort((a, b) => b.days - a.days);
  const completedSince = last ? since : Date.parse(input.now) - RECENT_DAYS * 86_400_000;
  const completedLately = input.goals.filter((g) => g.completedAt && Date.parse(g.completedAt) > completedSince);

  const lastClientAt = clientRecent.at(-1);
  const coachAfter = lastClientAt && recent.some((m) => m.from === 'coach' && Date.parse(m.at) > Date.parse(lastClientAt.at));
  const openQuestion = lastClientAt && !coachAfter && normalize(lastClientAt.content).includes('?') ? lastClientAt : null;
  const setback = [...clientRecent].reverse().find((m) => SETBACK.test(normalize(m.content))) ?? null;

  const noteTexts = last ? [last.sharedNotes, last.coachNotes, last.completionNotes, ...last.notes.map((n) => n.content)] : [];
  const commitment = noteTexts.map((t) => (t ? commitmentIn(t) : null)).find((c) => c !== null) ?? null;
  return {
    input,
    tz,
    today,
    name: input.client.firstName,
    recent,
    clientRecent,
    overdue,
    completedLately,
    openQuestion,
    setback,
    commitment,
  };
}

function header(f: Facts): string[] {
  const s = f.input.session;
  const lines = [
    `Preparation brief: "${oneLine(s.title, 120)}" with ${f.input.client.fullName}, ${formatDateTimeZone(s.scheduledAt, f.tz)} (${s.duration} min).`,
  ];
  if (s.sessionGoals?.trim()) lines.push(`What ${f.name} wants to work on: ${quote(s.sessionGoals, 300)}`);
  if (s.description?.trim()) lines.push(`Description: ${oneLine(s.description, 300)}`);
  return lines;
}

function chatSection(f: Facts): string[] {
  const last = f.input.lastSession;
  const lines = [last ? 'Since last session' : 'Recent chat'];
  if (f.input.messages.length === 0) return [...lines, `- No chat messages with ${f.name} yet.`];
  if (f.recent.length === 0) {
    const lastFromClient = f.input.messages.filter((m) => m.from === 'client').at(-1);
    lines.push(`- No messages since the last session on ${formatDay(last!.scheduledAt, f.tz)}.`);
    if (lastFromClient) lines.push(`- ${f.name} last wrote on ${formatDay(lastFromClient.at, f.tz)}: ${quote(lastFromClient.content)}`);
    return lines;
  }
  const count = (from: BriefMessage['from']) => f.recent.filter((m) => m.from === from).length;
  const scope =
    f.input.messages.length >= BRIEF_MESSAGES_MAX && f.recent.length === f.input.messages.length
      ? ` (the latest ${BRIEF_MESSAGES_MAX})`
      : '';
  const parts = [`${count('client')} from ${f.name}`, `${count('coach')} from you`];
  if (count('ai') > 0) parts.push(`${count('ai')} from the AI coach`);
  lines.push(`- ${plural(f.recent.length, 'message')}${scope}: ${parts.join(', ')}.`);
  if (f.clientRecent.length === 0) lines.push(`- ${f.name} has not written${last ? ' since the last session' : ' yet'}.`);
  const quoted = f.clientRecent.slice(-QUOTES_SHOWN).reverse();
  for (const m of quoted) lines.push(`- ${f.name}, ${formatDay(m.at, f.tz)}: ${quote(m.content)}`);
  if (f.setback && !quoted.includes(f.setback))
    lines.push(`- A setback ${f.name} mentioned on ${formatDay(f.setback.at, f.tz)}: ${quote(f.setback.content)}`);
  if (f.openQuestion) lines.push(`- ${f.name}'s latest question has no answer from you yet.`);
  return lines;
}

function goalLine(goal: BriefGoal, today: string): string {
  const title = quote(goal.title, 100);
  if (goal.isRecurring) {
    const every = goal.recurrencePattern ? `${goal.recurrencePattern} ` : '';
    return `- ${title}: ${every}recurring, streak ${goal.currentStreak}.`;
  }
  const late = lateBy(goal, today);
  const due = goal.dueDate ? `, due ${formatDueDate(goal.dueDate)}` : '';
  return `- ${title}: ${goal.progress}%${due}${late > 0 ? ` (overdue by ${plural(late, 'day')})` : ''}.`;
}

function goalsSection(f: Facts): string[] {
  const lines = ['Goals'];
  const open = f.input.goals.filter(isOpen);
  if (f.input.goals.length === 0) return [...lines, `- No goals set yet with ${f.name}.`];
  const tally = [plural(open.length, 'open goal')];
  if (f.overdue.length > 0) tally.push(`${f.overdue.length} overdue`);
  if (f.completedLately.length > 0)
    tally.push(`${f.completedLately.length} completed ${f.input.lastSession ? 'since the last session' : 'lately'}`);
  lines.push(`- ${tally.join(', ')}.`);
  // Overdue first (longest late first), then by due date, then the rest in their order.
  const rank = (g: BriefGoal) => {
    const late = lateBy(g, f.today);
    return late > 0 ? -late : g.dueDate && !g.isRecurring ? daysBetween(f.today, g.dueDate) : Number.MAX_SAFE_INTEGER;
  };
  const sorted = open.map((g, i) => ({ g, i, r: rank(g) })).sort((a, b) => a.r - b.r || a.i - b.i);
  for (const { g } of sorted.slice(0, GOALS_SHOWN)) lines.push(goalLine(g, f.today));
  if (open.length > GOALS_SHOWN) lines.push(`- and ${plural(open.length - GOALS_SHOWN, 'more open goal')}.`);
  for (const g of f.completedLately.slice(0, 3)) lines.push(`- Completed: ${quote(g.title, 100)} on ${formatDay(g.completedAt!, f.tz)}.`);
  return lines;
}

function lastSessionSection(f: Facts): string[] {
  const last = f.input.lastSession;
  if (!last) {
    const history = f.input.messages.length > 0 || f.input.goals.length > 0;
    return [
      'From the last session',
      `- This is your first session with ${f.name}: there is no earlier session${history ? ' to build on; the chat and goals above are what you know so far' : ', chat or goal to build on yet'}.`,
    ];
  }
  const lines = [`From the last session ("${oneLine(last.title, 80)}", ${formatDay(last.scheduledAt, f.tz)})`];
  if (last.sharedNotes?.trim()) lines.push(`- Shared with ${f.name}: ${oneLine(last.sharedNotes, NOTE_MAX)}`);
  if (last.coachNotes?.trim()) lines.push(`- Your private notes: ${oneLine(last.coachNotes, NOTE_MAX)}`);
  if (last.completionNotes?.trim()) lines.push(`- Completion notes: ${oneLine(last.completionNotes, NOTE_MAX)}`);
  for (const n of last.notes) {
    const summary = n.kind === 'SESSION_TRANSCRIPT_SUMMARY';
    lines.push(`- ${summary ? 'Transcript summary' : `Your note${n.title ? ` ${quote(n.title, 60)}` : ''}`}:`);
    lines.push(...(summary ? excerpt(n.content, SUMMARY_LINES, LINE_MAX) : excerpt(n.content, NOTE_LINES, LINE_MAX)));
  }
  if (lines.length === 1) lines.push('- No notes were saved for that session.');
  return lines;
}

/** Two or three questions for the session, the most pressing first, each drawn from a fact above. */
function focusQuestions(f: Facts): string[] {
  const out: string[] = [];
  const add = (q: string | null) => {
    if (q && out.length < FOCUS_MAX && !out.includes(q)) out.push(q);
  };
  const last = f.input.lastSession;
  if (f.openQuestion)
    add(`Start with ${f.name}'s open question from ${formatDay(f.openQuestion.at, f.tz)}: ${quote(f.openQuestion.content, 120)}`);
  const sessionGoals = f.input.session.sessionGoals?.trim();
  if (sessionGoals) add(`What would make ${quote(sessionGoals, 100)} a success by the end of this session?`);
  const worst = f.overdue[0];
  if (worst)
    add(`What got in the way of ${quote(worst.goal.title, 80)} (due ${formatDueDate(worst.goal.dueDate!)}), and is that date still right?`);
  if (f.setback) add(`${f.name} wrote ${quote(f.setback.content, 100)}: what would make restarting easier this week?`);
  if (f.commitment) add(`From last time: ${quote(/[.!?]$/.test(f.commitment) ? f.commitment : `${f.commitment}.`, 120)} How did that go?`);
  const open = f.input.goals.filter((g) => isOpen(g) && !g.isRecurring && lateBy(g, f.today) === 0);
  const nearDone = open.filter((g) => g.progress >= 75).sort((a, b) => b.progress - a.progress)[0];
  if (nearDone) add(`What would it take to finish ${quote(nearDone.title, 80)} (at ${nearDone.progress}%)?`);
  const stuck = open.filter((g) => g.progress < 50).sort((a, b) => a.progress - b.progress)[0];
  if (stuck) add(`What is the next small step for ${quote(stuck.title, 80)} (at ${stuck.progress}%)?`);
  const done = f.completedLately[0];
  if (done) add(`What helped ${f.name} complete ${quote(done.title, 80)}, and what comes next?`);
  if (last && f.clientRecent.length === 0)
    add(`How have things been since the last session on ${formatDay(last.scheduledAt, f.tz)}? ${f.name} has not written since.`);
  if (!last) {
    add(`What brings ${f.name} to coaching now, and what would make this work worth it for them?`);
    if (f.input.goals.length === 0) add('What is one goal to set first, and how will you both know it is reached?');
    add('Where does ' + f.name + ' want to be in three months?');
  }
  add(`What has changed since you last spoke, and what matters most to ${f.name} today?`);
  add('What would make this session worth the time for both of you?');
  return out;
}

/** The built-in preparation brief: plain text, a few short sections. */
export function builtinBrief(input: BriefInput): string {
  const f = gather(input);
  const focus = focusQuestions(f).map((q, i) => `${i + 1}. ${q}`);
  const sections = [header(f), chatSection(f), goalsSection(f), lastSessionSection(f), ['Suggested focus', ...focus]];
  return clip(sections.map((s) => s.join('\n')).join('\n\n'), BRIEF_CHARS_MAX);
}

/** A provider's brief, trimmed to the size a brief may have; null when it is blank. */
export function tidyBrief(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed.length > BRIEF_CHARS_MAX ? clip(trimmed, BRIEF_CHARS_MAX) : trimmed;
}
