import { sql, type Selectable } from 'kysely';
import type { SessionSummariesTable, Db } from '@coach/db';
import type { SessionStatus } from '@coach/contract';

export type SummaryRow = Selectable<SessionSummariesTable>;

export interface BriefSession {
  id: string;
  coachId: string;
  clientId: string;
  status: SessionStatus;
  title: string;
  scheduledAt: Date;
  duration: number;
  sessionGoals: string | null;
  description: string | null;
}

export async function sessionForBrief(db: Db, id: string): Promise<BriefSession | undefined> {
  return db
    .selectFrom('sessions')
    .select(['id', 'coachId', 'clientId', 'status', 'title', 'scheduledAt', 'duration', 'sessionGoals', 'description'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function summaryOf(db: Db, sessionId: string): Promise<SummaryRow | undefined> {
  return db.selectFrom('sessionSummaries').selectAll().where('sessionId', '=', sessionId).executeTakeFirst();
}

/** Starts a session's first brief: the row, unless one exists (another ask or node got there first). */
export async function claimFirst(db: Db, sessionId: string, now: Date): Promise<SummaryRow | undefined> {
  return db
    .insertInto('sessionSummaries')
    .values({ sessionId, status: 'generating', requestedAt: now })
    .onConflict((oc) => oc.column('sessionId').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Starts a new brief (the coach asked again): the row becomes 'generating' unless it already is,
 * since after `stuckBefore` (a generation that old is taken to have died with its process).
 * The row lock makes two concurrent asks start one generation.
 */
export async function claimAgain(db: Db, sessionId: string, now: Date, stuckBefore: Date): Promise<SummaryRow | undefined> {
  // Plain SQL: requested_at is typed insert-only (CreatedAt), yet a new ask moves it on.
  const { rows } = await sql<SummaryRow>`
    insert into session_summaries (session_id, status, requested_at) values (${sessionId}, 'generating', ${now})
    on conflict (session_id) do update set status = 'generating', requested_at = excluded.requested_at
      where session_summaries.status <> 'generating' or session_summaries.requested_at < ${stuckBefore}
    returning *`.execute(db);
  return rows[0];
}

/**
 * Sessions SCHEDULED or CONFIRMED starting in [from, until] that have no brief yet, each given its
 * 'generating' row; returns those this call inserted (two ticks or nodes never both get one).
 */
export async function claimUpcoming(db: Db, from: Date, until: Date, now: Date, limit: number) {
  const due = await db
    .selectFrom('sessions')
    .select(['id', 'coachId'])
    .where('status', 'in', ['SCHEDULED', 'CONFIRMED'])
    .where('scheduledAt', '>=', from)
    .where('scheduledAt', '<=', until)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('sessionSummaries as ss').select('ss.sessionId').whereRef('ss.sessionId', '=', 'sessions.id'))),
    )
    .orderBy('scheduledAt')
    .limit(limit)
    .execute();
  if (due.length === 0) return [];
  const inserted = await db
    .insertInto('sessionSummaries')
    .values(due.map((s) => ({ sessionId: s.id, status: 'generating' as const, requestedAt: now })))
    .onConflict((oc) => oc.column('sessionId').doNothing())
    .returningAll()
    .execute();
  const coachOf = new Map(due.map((s) => [s.id, s.coachId]));
  return inserted.map((row) => ({ row, coachId: coachOf.get(row.sessionId)! }));
}

/** Stores the brief of the generation asked at `requestedAt`; undefined when a newer ask replaced it. */
export async function finishBrief(
  db: Db,
  sessionId: string,
  requestedAt: Date,
  summary: string,
  now: Date,
): Promise<SummaryRow | undefined> {
  return db
    .updateTable('sessionSummaries')
    .set({ status: 'ready', summary, isAi: true, generatedAt: now })
    .where('sessionId', '=', sessionId)
    .where('status', '=', 'generating')
    .where('requestedAt', '=', requestedAt)
    .returningAll()
    .executeTakeFirst();
}

export async function failBrief(db: Db, sessionId: string, requestedAt: Date): Promise<SummaryRow | undefined> {
  return db
    .updateTable('sessionSummaries')
    .set({ status: 'failed', summary: null, generatedAt: null })
    .where('sessionId', '=', sessionId)
    .where('status', '=', 'generating')
    .where('requestedAt', '=', requestedAt)
    .returningAll()
    .executeTakeFirst();
}

// ---------------------------------------------------------------- what a brief is made of

export async function peopleOf(db: Db, coachId: string, clientId: string) {
  const rows = await db
    .selectFrom('users')
    .leftJoin('userProfiles', 'userProfiles.userId', 'users.id')
    .select(['users.id', 'users.firstName', 'users.lastName', 'users.preferredName', 'userProfiles.timeZone'])
    .where('users.id', 'in', [coachId, clientId])
    .execute();
  return { coach: rows.find((r) => r.id === coachId), client: rows.find((r) => r.id === clientId) };
}

/** The pair's chat rooms (the client's rooms where this coach is the human coach). */
const pairRooms = (db: Db, coachId: string, clientId: string) =>
  db.selectFrom('rooms').select('rooms.id').where('rooms.clientId', '=', clientId).where('rooms.humanCoachId', '=', coachId);

/** The latest `limit` messages of the pair's rooms, newest first, with who wrote each. */
export async function latestMessages(db: Db, coachId: string, clientId: string, limit: number) {
  return db
    .selectFrom('messages')
    .select(['messages.userId', 'messages.content', 'messages.createdAt'])
    .where('messages.roomId', 'in', pairRooms(db, coachId, clientId))
    .orderBy('messages.createdAt', 'desc')
    .orderBy('messages.seq', 'desc')
    .limit(limit)
    .execute();
}

/** The client's goals in the pair's rooms, oldest first (at most `limit`). */
export async function goalsOfPair(db: Db, coachId: string, clientId: string, limit: number) {
  return db
    .selectFrom('goals')
    .select([
      'goals.title',
      'goals.progress',
      sql<string | null>`goals.due_date::text`.as('dueDate'),
      'goals.completedAt',
      'goals.isRecurring',
      'goals.recurrencePattern',
      'goals.currentStreak',
    ])
    .where('goals.roomId', 'in', pairRooms(db, coachId, clientId))
    .orderBy('goals.createdAt')
    .orderBy('goals.id')
    .limit(limit)
    .execute();
}

/** The pair's last completed session that started before `before`, other than `exceptId`. */
export async function lastCompletedSession(db: Db, coachId: string, clientId: string, before: Date, exceptId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'title', 'scheduledAt', 'coachNotes', 'sharedNotes', 'completionNotes'])
    .where('coachId', '=', coachId)
    .where('clientId', '=', clientId)
    .where('status', '=', 'COMPLETED')
    .where('scheduledAt', '<', before)
    .where('id', '<>', exceptId)
    .orderBy('scheduledAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * A session's transcript summaries and manual notes the coach may read: their own, or ones shared
 * (a client's private summary stays theirs), oldest first.
 */
export async function sessionNotesForCoach(db: Db, sessionId: string, coachId: string, limit: number) {
  return db
    .selectFrom('notes')
    .select(['noteType', 'title', 'content'])
    .where('sessionId', '=', sessionId)
    .where('coachId', '=', coachId)
    .where('noteType', 'in', ['SESSION_TRANSCRIPT_SUMMARY', 'SESSION_COACH_MANUAL'])
    .where((eb) => eb.or([eb('authorId', '=', coachId), eb('isPrivate', '=', false)]))
    .orderBy('createdAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}
