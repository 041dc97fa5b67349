import { sql } from 'kysely';
import type { Db } from '@coach/db';
import type { GoalContext, RecurrencePattern, TSmartBreakdown } from '@coach/contract';
import type { PagePlace } from '../../lib/page-cursor.ts';

/** A goal row as the service works with it: dates as 'YYYY-MM-DD' text, assignees as ids. */
export interface GoalRecord {
  id: string;
  roomId: string;
  createdBy: string | null;
  title: string;
  description: string;
  category: string;
  priority: 'low' | 'medium' | 'high';
  dueDate: string | null;
  progress: number;
  isRecurring: boolean;
  recurrencePattern: RecurrencePattern | null;
  recurrenceInterval: number | null;
  recurrenceAnchor: string | null;
  totalCompletions: number;
  currentStreak: number;
  bestStreak: number;
  lastCompletedPeriod: number | null;
  lastCompletedAt: Date | null;
  completedAt: Date | null;
  validationScore: number;
  smartBreakdown: TSmartBreakdown;
  createdAt: Date;
  updatedAt: Date;
  assigneeIds: string[];
}

function goalsQuery(db: Db) {
  return db
    .selectFrom('goals')
    .select([
      'goals.id',
      'goals.roomId',
      'goals.createdBy',
      'goals.title',
      'goals.description',
      'goals.category',
      'goals.priority',
      sql<string | null>`goals.due_date::text`.as('dueDate'),
      'goals.progress',
      'goals.isRecurring',
      'goals.recurrencePattern',
      'goals.recurrenceInterval',
      sql<string | null>`goals.recurrence_anchor::text`.as('recurrenceAnchor'),
      'goals.totalCompletions',
      'goals.currentStreak',
      'goals.bestStreak',
      'goals.lastCompletedPeriod',
      'goals.lastCompletedAt',
      'goals.completedAt',
      'goals.validationScore',
      'goals.smartBreakdown',
      'goals.createdAt',
      'goals.updatedAt',
      sql<
        string[]
      >`coalesce((select jsonb_agg(ga.user_id order by ga.user_id) from goal_assignees ga where ga.goal_id = goals.id), '[]'::jsonb)`.as(
        'assigneeIds',
      ),
    ]);
}

const asRecord = (r: unknown) => r as GoalRecord;

/** `limit + 1` of the room's goals after `after`, oldest first (the index goals_room_created_id_idx). */
export async function goalsOfRoomPage(db: Db, roomId: string, limit: number, after?: PagePlace) {
  let q = goalsQuery(db)
    .select(sql<string>`(extract(epoch from goals.created_at) * 1000000)::bigint::text`.as('sortMicros'))
    .where('goals.roomId', '=', roomId);
  if (after) {
    const at = sql`(timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond')`;
    q = q.where(sql<boolean>`(goals.created_at, goals.id) > (${at}, ${after.id}::uuid)`);
  }
  const rows = await q
    .orderBy('goals.createdAt')
    .orderBy('goals.id')
    .limit(limit + 1)
    .execute();
  return rows.map((r) => ({ ...asRecord(r), id: r.id, sortMicros: r.sortMicros }));
}

export async function countGoalsOfRoom(db: Db, roomId: string): Promise<number> {
  const row = await db
    .selectFrom('goals')
    .select(sql<string>`count(*)`.as('n'))
    .where('roomId', '=', roomId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `forUpdate` locks the row for a progress change, so two concurrent +25% both count. */
export async function findGoal(db: Db, id: string, forUpdate = false): Promise<GoalRecord | undefined> {
  let q = goalsQuery(db).where('goals.id', '=', id);
  if (forUpdate) q = q.forUpdate('goals');
  const row = await q.executeTakeFirst();
  return row ? asRecord(row) : undefined;
}

export interface GoalRoom {
  id: string;
  clientId: string;
  humanCoachId: string | null;
  context: GoalContext;
  /** The client's time zone: where their days (streaks, due dates, recurrence periods) end. */
  timeZone: string;
}

/** The room of a goal call, when `userId` is its client or human coach (the AI coach goes through chat). */
export async function roomForMember(db: Db, roomId: string, userId: string): Promise<GoalRoom | undefined> {
  const row = await db
    .selectFrom('rooms')
    .innerJoin('roomMembers as me', (j) => j.onRef('me.roomId', '=', 'rooms.id').on('me.userId', '=', userId))
    .leftJoin('userProfiles as p', 'p.userId', 'rooms.clientId')
    .select(['rooms.id', 'rooms.clientId', 'rooms.humanCoachId', 'rooms.context', 'p.timeZone'])
    .where('rooms.id', '=', roomId)
    .where('me.role', 'in', ['client', 'coach'])
    .executeTakeFirst();
  return row ? { ...row, timeZone: row.timeZone ?? 'UTC' } : undefined;
}

export async function roomMemberIdsOf(db: Db, roomId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('roomMembers')
    .select('userId')
    .where('roomId', '=', roomId)
    .where('role', 'in', ['client', 'coach'])
    .execute();
  return rows.map((r) => r.userId);
}

/** A goal's record of completions and streaks: what checking it off changes. */
type CompletionFields = 'totalCompletions' | 'currentStreak' | 'bestStreak' | 'lastCompletedPeriod' | 'lastCompletedAt' | 'completedAt';

export type NewGoal = Omit<GoalRecord, 'id' | 'createdAt' | 'updatedAt' | 'assigneeIds' | CompletionFields>;

export async function insertGoal(db: Db, v: NewGoal, assigneeIds: string[], now: Date): Promise<string> {
  const row = await db
    .insertInto('goals')
    .values({ ...v, smartBreakdown: JSON.stringify(v.smartBreakdown), createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (assigneeIds.length)
    await db
      .insertInto('goalAssignees')
      .values(assigneeIds.map((userId) => ({ goalId: row.id, userId })))
      .execute();
  return row.id;
}

export type GoalPatch = Partial<
  Pick<
    GoalRecord,
    | 'title'
    | 'description'
    | 'category'
    | 'priority'
    | 'dueDate'
    | 'progress'
    | 'isRecurring'
    | 'recurrencePattern'
    | 'recurrenceInterval'
    | 'recurrenceAnchor'
    | CompletionFields
    | 'validationScore'
    | 'smartBreakdown'
  >
>;

export async function updateGoal(db: Db, id: string, patch: GoalPatch, now: Date): Promise<void> {
  const { smartBreakdown, ...rest } = patch;
  await db
    .updateTable('goals')
    .set({ ...rest, ...(smartBreakdown ? { smartBreakdown: JSON.stringify(smartBreakdown) } : {}), updatedAt: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteGoal(db: Db, id: string): Promise<boolean> {
  const r = await db.deleteFrom('goals').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The room's open goals (not completed), newest first: what the AI coach is told the client is working on. */
export async function openGoalTitles(db: Db, roomId: string, limit = 10): Promise<string[]> {
  const rows = await db
    .selectFrom('goals')
    .select('title')
    .where('roomId', '=', roomId)
    .where('completedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.title);
}
