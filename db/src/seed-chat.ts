import type { Db } from './handle.ts';
import { AI_COACH_USER_ID, type TSmartBreakdown } from '@coach/contract';
import { sql, type Insertable } from 'kysely';
import type { GoalsTable } from './types.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Author = 'client' | 'coach' | 'ai';

/**
 * The demo room's chat, oldest first: how many hours before `now` each message was sent, and by whom.
 * It follows the story of seed-sessions.ts, seed-video.ts and seed-notes.ts (outreach to Priya and
 * the meetup mentor, the morning walk). The AI coach answers at the room's ENHANCED level in the
 * built-in coach's wording (ai-coach/wording.ts), and keeps quiet, as ai-quiet.ts does, when the
 * client writes to Casey by name. The newest message is the client's, under a day old: the coach's
 * one unread message, not yet an unanswered one on the dashboard's needs-attention list.
 */
export const DEMO_CHAT: { hoursAgo: number; from: Author; text: string }[] = [
  { hoursAgo: 288, from: 'ai', text: '' }, // The AI coach's greeting (chat/service.ts welcome), filled in with the client's name.
  {
    hoursAgo: 287.8,
    from: 'client',
    text: "I'd like to get better at reaching out to people. I've drafted two messages to people in team-lead roles, but they're still sitting in my drafts.",
  },
  {
    hoursAgo: 287.78,
    from: 'ai',
    text: "It sounds like there's a lot going on with reaching out. You've got more to work with here than it might feel like. What part of this feels most within your control?",
  },
  { hoursAgo: 287.6, from: 'client', text: 'Choosing who goes first, I think. Priya would be the easiest, we worked together years ago.' },
  { hoursAgo: 287.58, from: 'ai', text: "That's a real option. What would be the first small step toward that?" },
  {
    hoursAgo: 238,
    from: 'coach',
    text: "Great session today, Jordan. Quick recap: Priya on Tuesday morning, the meetup mentor by Friday, and one out of two still counts. I've added it as a goal so we can both see how it goes.",
  },
  { hoursAgo: 221, from: 'client', text: 'Sent the message to Priya this morning, done before I could talk myself out of it!' },
  { hoursAgo: 220.98, from: 'ai', text: "Well done, that's real progress. What made the difference?" },
  { hoursAgo: 196, from: 'client', text: "Priya already wrote back: she's happy to tell me what being a team lead is really like." },
  { hoursAgo: 195.98, from: 'ai', text: "That's great news about Priya. How can you build on that this week?" },
  {
    hoursAgo: 163,
    from: 'coach',
    text: 'Thanks for the call, Jordan. One message sent and a reply within a day is the hardest part done. The mentor message can wait until next week, no need to send both at once.',
  },
  { hoursAgo: 148, from: 'client', text: 'Morning walk done, 20 minutes. I drafted the mentor message on the way.' },
  { hoursAgo: 147.98, from: 'ai', text: 'I love hearing that. What did you learn from it that you can use again?' },
  {
    hoursAgo: 99,
    from: 'client',
    text: 'Casey, sorry I missed our session today. A deadline ran over and I completely lost track of the time.',
  },
  {
    hoursAgo: 98,
    from: 'coach',
    text: "No problem, Jordan, it happens. Let's use our next session to get you ready for the talk with Priya. Could you bring two or three questions you'd like to ask her?",
  },
  { hoursAgo: 72, from: 'client', text: "Honestly, I skipped my walk twice this week. Two late nights, and then I just didn't get up." },
  {
    hoursAgo: 71.98,
    from: 'ai',
    text: 'A missed day happens to everyone; what counts is picking it back up. What got in the way, and what would make the next try easier?',
  },
  { hoursAgo: 71.9, from: 'client', text: 'Laying my shoes out the night before, and going before I open my email.' },
  { hoursAgo: 71.88, from: 'ai', text: "That's a real option. On a scale of 1 to 10, how likely are you to try it?" },
  { hoursAgo: 71.85, from: 'client', text: 'An 8. Tomorrow morning, before work.' },
  { hoursAgo: 71.83, from: 'ai', text: "Good, that's a concrete plan. What might get in the way, and how will you handle it?" },
  { hoursAgo: 50, from: 'client', text: 'Priya offered a call next week! I put my questions for her in a note for our next session.' },
  { hoursAgo: 49.98, from: 'ai', text: "I'm really glad to hear that about Priya. What would make that call really worthwhile for you?" },
  {
    hoursAgo: 46,
    from: 'coach',
    text: "Lovely news, Jordan. I read your note: good questions. Let's start with what her week actually looks like, and we'll go through the rest together.",
  },
  {
    hoursAgo: 20,
    from: 'client',
    text: "Still haven't sent the meetup mentor message, Casey. Can I bring the draft to our session so we can look at it together?",
  },
];

/** The words of the AI coach's greeting, as chat/service.ts sends it once per room. */
export const greetingFor = (name: string) =>
  `Hi ${name}! I'm your AI coach. I'm here between sessions to help you set goals, reflect on ` +
  `your progress and keep your momentum. What would you like to focus on first?`;

/** A goal as the goals service stores it; days count from `now` in the room's (the client's) zone. */
export interface DemoGoal {
  title: string;
  description: string;
  category: string;
  priority: 'low' | 'medium' | 'high';
  createdBy: 'client' | 'coach';
  daysAgo: number;
  /** Days from today (negative: past), or null. */
  dueIn: number | null;
  recurring: boolean;
}

export const DEMO_GOALS = {
  outreach: {
    title: 'Send 2 outreach messages to team leads',
    description:
      'Message Priya and the mentor from the meetup about their work as team leads, so that I know what the job is like before I apply for a team-lead role.',
    category: 'Career',
    priority: 'high',
    createdBy: 'coach',
    daysAgo: 10,
    dueIn: 3,
    recurring: false,
  },
  walk: {
    title: 'Take a 20-minute morning walk',
    description:
      'Walk for 20 minutes before work, three mornings a week, and use the time to think through the week ahead, so that I start work with more energy.',
    category: 'Health & Fitness',
    priority: 'medium',
    createdBy: 'client',
    daysAgo: 15,
    dueIn: null,
    recurring: true,
  },
  energy: {
    title: 'Write down what energises me at work',
    description:
      'Keep a list for one week of the tasks that gave me energy and the ones that drained it, then pick 3 roles that fit the first list, so that my job search aims at work that energises me.',
    category: 'Personal Growth',
    priority: 'medium',
    createdBy: 'coach',
    daysAgo: 20,
    dueIn: -14,
    recurring: false,
  },
} satisfies Record<string, DemoGoal>;

/** Days before `now` the client ticked off a morning walk; the setback of the chat is the week with two. */
const WALKS_DAYS_AGO = [15, 13, 11, 8, 6, 2, 1];
/** The outreach goal went to 50% the day Priya's message went out; the energy list was done before the roles session. */
const OUTREACH_HALF_DAYS_AGO = 9;
const ENERGY_DONE_DAYS_AGO = 15;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The calendar day ('YYYY-MM-DD') of an instant in an IANA zone (realtime-server lib/local-days.ts localDay). */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).format(at);
}
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const addDays = (day: string, n: number) => new Date((dayNumber(day) + n) * DAY_MS).toISOString().slice(0, 10);
const longDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

/**
 * What goals/smart.ts scoreGoal gives each demo goal when it is created (db/test/seed-chat.test.ts
 * checks it against the scorer): every goal is specific and relevant; only the due date's wording
 * depends on the day.
 */
export function demoGoalScore(key: keyof typeof DEMO_GOALS, dueDay: string | null): TSmartBreakdown {
  const did = (verb: string) => ({
    score: 20,
    maxScore: 20,
    feedback: `Says clearly what you will do ("${verb}") and what it applies to.`,
  });
  const realistic = { score: 20, maxScore: 20, feedback: 'The amount and time frame look realistic.' };
  const fits = (category: string, why: string) => ({
    score: 20,
    maxScore: 20,
    feedback: `It fits "${category}" and says why it matters ("${why}...").`,
  });
  const due = { score: 20, maxScore: 20, feedback: `It has a due date, ${dueDay ? longDay(dueDay) : ''}.` };
  const breakdowns: Record<keyof typeof DEMO_GOALS, TSmartBreakdown> = {
    outreach: {
      overall: 98,
      grade: 'A',
      breakdown: {
        specific: did('send'),
        measurable: { score: 18, maxScore: 20, feedback: '"2 outreach" gives you something to count progress by.' },
        achievable: realistic,
        relevant: fits('Career', 'so that I know what the job'),
        timeBound: due,
      },
      suggestions: [],
    },
    walk: {
      overall: 95,
      grade: 'A',
      breakdown: {
        specific: did('take'),
        measurable: {
          score: 20,
          maxScore: 20,
          feedback: '"20 minutes" and "three mornings a week" give you something to count progress by.',
        },
        achievable: realistic,
        relevant: fits('Health & Fitness', 'so that I start work with more'),
        timeBound: {
          score: 15,
          maxScore: 20,
          feedback: 'It repeats weekly, so each cycle has its own deadline, but there is no end or review date.',
        },
      },
      suggestions: ['Add a due date to review how the routine is going, e.g. in six weeks.'],
    },
    energy: {
      overall: 98,
      grade: 'A',
      breakdown: {
        specific: did('write'),
        measurable: { score: 18, maxScore: 20, feedback: '"3 roles" gives you something to count progress by.' },
        achievable: realistic,
        relevant: fits('Personal Growth', 'so that my job search aims at'),
        timeBound: due,
      },
      suggestions: [],
    },
  };
  return breakdowns[key];
}

/** The weekly cycles of the walk goal, counted as goals/cycles.ts completeCycle counts them. */
function walkCycles(anchorDay: string, days: string[]) {
  let currentStreak = 0;
  let bestStreak = 0;
  let last: number | null = null;
  for (const day of days) {
    const period = Math.floor((dayNumber(day) - dayNumber(anchorDay)) / 7);
    if (last === null) currentStreak = 1;
    else if (period <= last) currentStreak = Math.max(1, currentStreak);
    else if (period === last + 1) currentStreak += 1;
    else currentStreak = 1;
    bestStreak = Math.max(bestStreak, currentStreak);
    last = last === null ? period : Math.max(period, last);
  }
  return { totalCompletions: days.length, currentStreak, bestStreak, lastCompletedPeriod: last };
}

/**
 * The demo room's chat history and goals, with every counter the app keeps as its sends and goal
 * changes would leave them: the room's message count and greeting mark, each member's sent and
 * unread counts and read mark (the client has read everything; the coach all but the newest
 * message), and the client's and coach's activity days (messages and goal changes, per local day).
 * Does nothing when the room already has messages, so a second run adds nothing.
 */
export async function seedDemoChat(db: Db, coachId: string, clientId: string, roomId: string, now: Date): Promise<void> {
  const done = await db.selectFrom('messages').select('id').where('roomId', '=', roomId).limit(1).executeTakeFirst();
  if (done) return;

  const people = await db
    .selectFrom('users')
    .leftJoin('userProfiles', 'userProfiles.userId', 'users.id')
    .select(['users.id', 'users.firstName', 'users.preferredName', 'userProfiles.timeZone'])
    .where('users.id', 'in', [coachId, clientId])
    .execute();
  const client = people.find((p) => p.id === clientId);
  const zoneOf = (id: string) => people.find((p) => p.id === id)?.timeZone || 'UTC';
  const roomZone = zoneOf(clientId);
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const today = localDay(now, roomZone);
  const userOf: Record<Author, string> = { client: clientId, coach: coachId, ai: AI_COACH_USER_ID };
  // Every message and goal change of a person counts on their local day (streaks, momentum).
  const activity: { userId: string; at: Date }[] = [];

  const seqs: number[] = [];
  for (const m of DEMO_CHAT) {
    const at = ago(m.hoursAgo);
    const content = m.text || greetingFor(client?.preferredName || client?.firstName || 'there');
    const row = await db
      .insertInto('messages')
      .values({
        roomId,
        userId: userOf[m.from],
        content,
        messageType: 'text',
        actionData: null,
        clientId: null,
        createdAt: at,
        updatedAt: at,
      })
      .returning('seq')
      .executeTakeFirstOrThrow();
    seqs.push(Number(row.seq));
    if (m.from !== 'ai') activity.push({ userId: userOf[m.from], at });
  }

  const goalRow = (key: keyof typeof DEMO_GOALS, extra: Partial<Insertable<GoalsTable>>): Insertable<GoalsTable> => {
    const g = DEMO_GOALS[key];
    const createdAt = ago(g.daysAgo * 24);
    const dueDate = g.dueIn === null ? null : addDays(today, g.dueIn);
    const smart = demoGoalScore(key, dueDate);
    activity.push({ userId: userOf[g.createdBy], at: createdAt });
    return {
      roomId,
      createdBy: userOf[g.createdBy],
      title: g.title,
      description: g.description,
      category: g.category,
      priority: g.priority,
      dueDate,
      isRecurring: g.recurring,
      recurrencePattern: g.recurring ? 'weekly' : null,
      recurrenceInterval: g.recurring ? 1 : null,
      recurrenceAnchor: g.recurring ? localDay(createdAt, roomZone) : null,
      validationScore: smart.overall,
      smartBreakdown: JSON.stringify(smart),
      createdAt,
      updatedAt: createdAt,
      ...extra,
    };
  };

  const walkAt = WALKS_DAYS_AGO.map((d) => ago(d * 24));
  const walkCreated = ago(DEMO_GOALS.walk.daysAgo * 24);
  const cycles = walkCycles(
    localDay(walkCreated, roomZone),
    walkAt.map((at) => localDay(at, roomZone)),
  );
  const lastWalk = walkAt.at(-1)!;
  const outreachHalf = ago(OUTREACH_HALF_DAYS_AGO * 24);
  const energyDone = ago(ENERGY_DONE_DAYS_AGO * 24);
  const goals = [
    goalRow('energy', { progress: 100, completedAt: energyDone, updatedAt: energyDone }),
    goalRow('walk', { progress: 0, ...cycles, lastCompletedAt: lastWalk, updatedAt: lastWalk }),
    goalRow('outreach', { progress: 50, updatedAt: outreachHalf }),
  ];
  const inserted = await db.insertInto('goals').values(goals).returning('id').execute();
  // The goals service assigns a goal to the room's client unless told otherwise.
  await db
    .insertInto('goalAssignees')
    .values(inserted.map((g) => ({ goalId: g.id, userId: clientId })))
    .execute();
  for (const at of [...walkAt, outreachHalf, energyDone]) activity.push({ userId: clientId, at });

  const counts = new Map<string, { userId: string; day: string; count: number }>();
  for (const a of activity) {
    const day = localDay(a.at, zoneOf(a.userId));
    const key = `${a.userId}|${day}`;
    const c = counts.get(key) ?? { userId: a.userId, day, count: 0 };
    c.count += 1;
    counts.set(key, c);
  }
  await db
    .insertInto('roomActivity')
    .values([...counts.values()].map((c) => ({ roomId, ...c })))
    .execute();

  // The counters the send keeps (chat/send-queries.ts) and the read marks a read leaves (read-queries.ts).
  const greetedAt = ago(DEMO_CHAT[0]!.hoursAgo);
  await sql`update rooms set message_count = message_count + ${seqs.length}, welcomed_at = ${greetedAt} where id = ${roomId}`.execute(db);
  const newest = seqs.at(-1)!;
  const marks = [
    { userId: clientId, seq: newest },
    { userId: coachId, seq: seqs.at(-2)! },
  ];
  await db
    .insertInto('roomReads')
    .values(marks.map((m) => ({ roomId, userId: m.userId, lastReadSeq: m.seq, updatedAt: now })))
    .execute();
  await sql`update room_members rm set
      sent_count = (select count(*) from messages m where m.room_id = rm.room_id and m.user_id = rm.user_id),
      unread_count = (select count(*) from messages m where m.room_id = rm.room_id and m.user_id <> rm.user_id
        and m.seq > coalesce((select rr.last_read_seq from room_reads rr where rr.room_id = rm.room_id and rr.user_id = rm.user_id), 0))
    where rm.room_id = ${roomId} and rm.user_id <> ${AI_COACH_USER_ID}`.execute(db);
}
