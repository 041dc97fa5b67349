import type { Db } from './handle.ts';
import { NOTE_TYPE_LABEL, type NoteType } from '@coach/contract';
import type { Insertable } from 'kysely';
import type { NotesTable } from './types.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The coach's general notes on the client: days before `now`, and whether the client reads them. */
const GENERAL_NOTES: { daysAgo: number; title: string; content: string; isPrivate: boolean }[] = [
  {
    daysAgo: 24,
    title: 'Where Jordan is starting from',
    content:
      'Six years as a senior analyst. Feels capable but flat: the work no longer stretches them. Wants a role with more people in it, probably team lead, but worries about "selling" themselves. Prefers small concrete steps over big plans.',
    isPrivate: true,
  },
  {
    daysAgo: 16,
    title: 'Strengths to keep naming',
    content:
      'Explains hard things simply; colleagues already come to them for help. Follows through once a step has a day on it. Tends to discount progress that is not complete: one of two counts as zero in their head.',
    isPrivate: true,
  },
  {
    daysAgo: 5,
    title: 'Morning walk',
    content:
      'Keep the 20-minute morning walk going on workdays: it is when the outreach messages get drafted, and the days with a walk are the days you feel ready to send one.',
    isPrivate: false,
  },
];

/** What the coach wrote after each of the first completed sessions (oldest first), shared or not. */
const SESSION_NOTES: { title: string; content: string; isPrivate: boolean }[] = [
  {
    title: 'Energy map',
    content:
      'Listed the week in two columns. Energised: mentoring the new hire, the Thursday design review. Drained: status meetings, reporting. Team-lead roles fit the first column; agreed to name three such roles before we meet again.',
    isPrivate: true,
  },
  {
    title: 'Roles list reviewed',
    content:
      'Brought three roles: team lead (analytics), analytics manager, internal trainer. Most drawn to team lead. Hesitant to contact people in those roles; agreed one small step: draft two messages, send when ready.',
    isPrivate: true,
  },
  {
    title: 'Check-in: one message sent',
    content:
      'Sent one of the two messages and had a reply within a day. Well done: that is the hardest one. The second message moves to next week; no need to send both at once.',
    isPrivate: false,
  },
];

/** The room's Summarize text (video/live/service.ts shapes it so) for the second session. */
const SUMMARY = [
  'Session summary: Coaching Session',
  'Length: 54:20, 16 lines captured.',
  '',
  'Who spoke',
  '- Casey Coach (Coach): 8 lines',
  '- Jordan Client (Client): 8 lines',
  '',
  'Main topics: the three roles, what a team lead does day to day, reaching out to people in those roles',
  '',
  'Goals and commitments',
  '- Jordan Client: "I\'ll draft two messages this week and send them when they feel right."',
  '',
  'Questions asked',
  '- Casey Coach: "Which of the three roles would you most like to hear about first-hand?"',
  '- Casey Coach: "What is the smallest step that still moves this forward?"',
].join('\n');

/** The client's own note, shared with the coach. */
const CLIENT_NOTE = {
  daysAgo: 2,
  title: 'For our next session',
  content:
    'Priya replied and offered a call next week. What should I ask her? Also: how do I follow up with the meetup mentor without sounding pushy?',
};

/**
 * The demo coach's notebook on the demo client: general notes (one shared), a note on each of the
 * first completed sessions of seed-sessions.ts (the last one shared), the room's summary of the
 * second, and a note the client shared. The video session of seed-video.ts keeps its own notes.
 * Does nothing when the coach already has a general note on the client, so a second run adds nothing.
 */
export async function seedDemoNotes(db: Db, coachId: string, clientId: string, now: Date): Promise<void> {
  const done = await db
    .selectFrom('notes')
    .select('id')
    .where('coachId', '=', coachId)
    .where('coacheeId', '=', clientId)
    .where('noteType', '=', 'GENERAL_COACH')
    .limit(1)
    .executeTakeFirst();
  if (done) return;

  // The sessions seed-sessions.ts completed, oldest first; the video one (seed-video.ts) has its notes.
  const sessions = await db
    .selectFrom('sessions')
    .select(['id', 'endsAt'])
    .where('coachId', '=', coachId)
    .where('clientId', '=', clientId)
    .where('status', '=', 'COMPLETED')
    .where('videoRoomName', 'is', null)
    .orderBy('scheduledAt')
    .limit(SESSION_NOTES.length)
    .execute();

  const note = (
    noteType: NoteType,
    at: Date,
    n: { title: string; content: string; isPrivate: boolean },
    sessionId: string | null = null,
    authorId = coachId,
  ): Insertable<NotesTable> => ({
    coachId,
    coacheeId: clientId,
    sessionId,
    authorId,
    noteType,
    title: n.title,
    content: n.content,
    isPrivate: n.isPrivate,
    linkedTimestamp: null,
    createdAt: at,
    updatedAt: at,
  });
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const after = (end: Date, minutes: number) => new Date(new Date(end).getTime() + minutes * MINUTE_MS);

  const rows: Insertable<NotesTable>[] = GENERAL_NOTES.map((n) => note('GENERAL_COACH', ago(n.daysAgo), n));
  sessions.forEach((s, i) => rows.push(note('SESSION_COACH_MANUAL', after(s.endsAt, 10), SESSION_NOTES[i]!, s.id)));
  const second = sessions[1];
  if (second) {
    const title = `${NOTE_TYPE_LABEL.SESSION_TRANSCRIPT_SUMMARY}: Coaching Session`;
    rows.push(note('SESSION_TRANSCRIPT_SUMMARY', after(second.endsAt, 2), { title, content: SUMMARY, isPrivate: true }, second.id));
  }
  rows.push(note('GENERAL_COACHEE', ago(CLIENT_NOTE.daysAgo), { ...CLIENT_NOTE, isPrivate: false }, null, clientId));
  await db.insertInto('notes').values(rows).execute();
}
