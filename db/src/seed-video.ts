import type { Db } from './handle.ts';
import { randomUUID } from 'node:crypto';
import { NOTE_TYPE_LABEL, VIDEO_ROLE_LABEL, type AssistType, type NoteType, type VideoRole } from '@coach/contract';
import { sql } from 'kysely';

/** Ten days ago at 10:00 in the coach's zone, an hour on video: between planning the outreach and the check-in on it. */
const DAY = -10;
const TIME = '10:00';
const DURATION = 60;
const TITLE = 'Coaching Session';

/** Who spoke (the coach or the client), how far into the call (seconds), and what they said. */
const LINES: { role: Exclude<VideoRole, 'observer'>; at: number; text: string }[] = [
  {
    role: 'coach',
    at: 45,
    text: 'Good to see you, Jordan. Last time you left with a list of three roles. How has reaching out felt since then?',
  },
  {
    role: 'coachee',
    at: 130,
    text: "Honestly, I've drafted the messages but I keep not sending them. It feels like asking strangers for a favour.",
  },
  { role: 'coach', at: 410, text: 'That makes sense. What would it mean to you if one of them said yes?' },
  { role: 'coachee', at: 600, text: "I'd learn what a team lead actually does day to day, instead of guessing from job posts." },
  {
    role: 'coach',
    at: 905,
    text: 'So the message is about curiosity more than a favour. On a scale of one to ten, how ready are you to send one this week?',
  },
  { role: 'coachee', at: 1130, text: 'Maybe a six. The first message is the hardest one.' },
  { role: 'coach', at: 1420, text: 'What would move it from a six to an eight?' },
  { role: 'coachee', at: 1700, text: "Sending the first one to Priya. We worked together years ago, so it's less of a cold message." },
  { role: 'coach', at: 2010, text: 'That sounds like a good first step. What will you send, and when?' },
  { role: 'coachee', at: 2290, text: "I'll message Priya on Tuesday morning, and the mentor from the meetup by Friday." },
  { role: 'coach', at: 2600, text: 'And if Friday comes and the second message is still a draft, what will you tell yourself?' },
  { role: 'coachee', at: 2880, text: "That one out of two is still progress, and I'll send it the Monday after." },
  { role: 'coach', at: 3150, text: "I like that. Let's look at how both went when we next meet." },
];

/** What the AI assist proposed to the coach during the call (seconds in), the second one pinned. */
const SUGGESTIONS: { type: AssistType; at: number; text: string; isPinned: boolean }[] = [
  {
    type: 'MI',
    at: 700,
    text: 'Try a scaling question: "On a scale of 1 to 10, how ready are you to send one this week?"',
    isPinned: false,
  },
  {
    type: 'Commitment',
    at: 1950,
    text: 'Turn the intention into an action with a day: "What exactly will you send, and when?"',
    isPinned: true,
  },
];

const MANUAL_NOTE = {
  at: 1760,
  content:
    'Reframed the outreach as curiosity rather than asking a favour. Readiness went from 6 towards 8 once Priya came up as a warmer first contact. Watch for all-or-nothing thinking if the second message slips.',
};
const SUMMARY_POINTS = {
  topics: 'outreach messages, curiosity over favours, readiness to send, a warm first contact',
  commitments: ['Jordan Client: "I\'ll message Priya on Tuesday morning, and the mentor from the meetup by Friday."'],
  questions: ['Casey Coach: "What would move it from a six to an eight?"', 'Casey Coach: "What will you send, and when?"'],
};
const FEEDBACK = 'Thinking of the messages as curiosity made them feel doable. I sent the first one the next morning!';

const mmss = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
const plus = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/**
 * A finished video session of the demo coach and client with everything the room leaves behind:
 * the transcript (both agreed to it), the saved transcript, its summary and a note of the coach's,
 * the AI assist's suggestions and the client's rating. Does nothing when the pair already has a
 * session with a transcript, so running it twice adds nothing.
 */
export async function seedDemoVideoSession(db: Db, coachId: string, clientId: string, relationshipId: string, now: Date): Promise<void> {
  const done = await db
    .selectFrom('videoTranscriptLines as t')
    .innerJoin('sessions as s', 's.id', 't.sessionId')
    .select('t.id')
    .where('s.coachId', '=', coachId)
    .where('s.clientId', '=', clientId)
    .limit(1)
    .executeTakeFirst();
  if (done) return;

  const people = await db.selectFrom('users').select(['id', 'firstName', 'lastName']).where('id', 'in', [coachId, clientId]).execute();
  const name = (id: string) => {
    const u = people.find((p) => p.id === id);
    return u ? `${u.firstName} ${u.lastName}`.trim() : '';
  };
  const profile = await db.selectFrom('userProfiles').select('timeZone').where('userId', '=', coachId).executeTakeFirst();
  const tz = profile?.timeZone ?? 'UTC';
  // The local day and time of the coach's zone as an instant, daylight saving included.
  const { at: startRaw } = await sql<{
    at: Date | string;
  }>`select ((${now}::timestamptz at time zone ${tz})::date + ${DAY}::int + ${TIME}::time) at time zone ${tz} as at`
    .execute(db)
    .then((r) => r.rows[0]!);
  const start = new Date(startRaw);
  const end = plus(start, DURATION * 60);
  const id = randomUUID();

  await db
    .insertInto('sessions')
    .values({
      id,
      coachId,
      clientId,
      relationshipId,
      scheduledAt: start,
      duration: DURATION,
      endsAt: end,
      status: 'COMPLETED',
      title: TITLE,
      sessionType: 'video',
      sessionGoals: 'Find the confidence to send the first outreach messages',
      coachNotes: 'Stuck on sending, not on writing. Curiosity framing helped; Priya as the first contact.',
      sharedNotes: 'Message Priya on Tuesday and the meetup mentor by Friday. One out of two still counts.',
      source: 'coach',
      createdBy: coachId,
      startedAt: start,
      completedAt: end,
      videoRoomName: `session-${id}`,
      videoStartedAt: start,
      completionNotes: 'Two messages planned with days; readiness 6 to 8.',
      updatedAt: end,
    })
    .execute();

  const who = { coach: coachId, coachee: clientId } as const;
  await db
    .insertInto('videoConsents')
    .values(
      (['coach', 'coachee'] as const).map((role) => ({
        sessionId: id,
        identity: who[role],
        userId: who[role],
        name: name(who[role]),
        kind: 'transcription' as const,
        consentedAt: plus(start, 20),
      })),
    )
    .execute();
  await db
    .insertInto('videoTranscriptLines')
    .values(
      LINES.map((l) => ({
        sessionId: id,
        identity: who[l.role],
        userId: who[l.role],
        speaker: name(who[l.role]),
        speakerRole: l.role,
        text: l.text,
        spokenAt: plus(start, l.at),
      })),
    )
    .execute();
  await db
    .insertInto('videoAssistSuggestions')
    .values(SUGGESTIONS.map((s) => ({ sessionId: id, type: s.type, text: s.text, isPinned: s.isPinned, createdAt: plus(start, s.at) })))
    .execute();

  // The notes as the room saves them: in the coach's notebook about the client, private to the coach.
  const transcript = LINES.map((l) => `[${mmss(l.at)}] ${name(who[l.role])}: ${l.text}`).join('\n');
  const spoke = (role: 'coach' | 'coachee') => LINES.filter((l) => l.role === role).length;
  const summary = [
    `Session summary: ${TITLE}`,
    `Length: ${mmss(LINES.at(-1)!.at)}, ${LINES.length} lines captured.`,
    '',
    'Who spoke',
    ...(['coach', 'coachee'] as const).map((role) => `- ${name(who[role])} (${VIDEO_ROLE_LABEL[role]}): ${spoke(role)} lines`),
    '',
    `Main topics: ${SUMMARY_POINTS.topics}`,
    '',
    'Goals and commitments',
    ...SUMMARY_POINTS.commitments.map((c) => `- ${c}`),
    '',
    'Questions asked',
    ...SUMMARY_POINTS.questions.map((q) => `- ${q}`),
  ].join('\n');
  const note = (
    noteType: NoteType,
    content: string,
    createdAt: Date,
    linkedTimestamp: number | null,
    title = `${NOTE_TYPE_LABEL[noteType]}: ${TITLE}`,
  ) => ({
    coachId,
    coacheeId: clientId,
    sessionId: id,
    authorId: coachId,
    noteType,
    title,
    content,
    isPrivate: true,
    linkedTimestamp,
    createdAt,
    updatedAt: createdAt,
  });
  await db
    .insertInto('notes')
    .values([
      note('SESSION_COACH_MANUAL', MANUAL_NOTE.content, plus(start, MANUAL_NOTE.at), MANUAL_NOTE.at, 'Outreach: curiosity, not a favour'),
      note('SESSION_TRANSCRIPT_FULL', transcript, plus(start, LINES.at(-1)!.at + 60), null),
      note('SESSION_TRANSCRIPT_SUMMARY', summary, plus(start, LINES.at(-1)!.at + 90), null),
    ])
    .execute();

  await db
    .insertInto('sessionFeedback')
    .values({
      sessionId: id,
      identity: clientId,
      userId: clientId,
      role: 'coachee',
      rating: 5,
      comments: FEEDBACK,
      createdAt: plus(end, 120),
    })
    .execute();
}
