import {
  GOAL_CATEGORIES,
  type TCreateGoalBody,
  type TGoal,
  type TGoalChange,
  type TGoalDraft,
  type TGoalsPage,
  type TMakeRecurringBody,
  type TScoreGoalInput,
  type TSmartBreakdown,
  type TUpdateGoalBody,
  ZCreateGoalBody,
  ZMakeRecurringBody,
  ZUpdateGoalBody,
} from '@coach/contract';
import type { UserRow, Db } from '@coach/db';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAccess } from '../../lib/access.ts';
import { badRequest } from '../../lib/errors.ts';
import { goalAccess, goalRoomAccess } from './access.ts';
import { localDay } from '../../lib/local-days.ts';
import { readCursor, toPage } from '../../lib/page-cursor.ts';
import { recordActivity } from '../activity/service.ts';
import { timeZoneOf } from '../users/queries.ts';
import { completeCycle, effectiveStreak } from './cycles.ts';
import { scoreGoal } from './smart.ts';
import {
  deleteGoal,
  findGoal,
  countGoalsOfRoom,
  goalsOfRoomPage,
  insertGoal,
  roomMemberIdsOf,
  updateGoal,
  type GoalPatch,
  type GoalRecord,
  type GoalRoom,
} from './queries.ts';

/** The goal as the room sees it today: a recurring streak whose period passed unmet reads 0. */
export function toGoalDto(g: GoalRecord, today: string): TGoal {
  const streak =
    g.isRecurring && g.recurrencePattern && g.recurrenceAnchor
      ? effectiveStreak(
          {
            totalCompletions: g.totalCompletions,
            currentStreak: g.currentStreak,
            bestStreak: g.bestStreak,
            lastCompletedPeriod: g.lastCompletedPeriod,
          },
          g.recurrencePattern,
          g.recurrenceInterval ?? 1,
          g.recurrenceAnchor,
          today,
        )
      : g.currentStreak;
  return {
    id: g.id,
    roomId: g.roomId,
    title: g.title,
    description: g.description,
    category: g.category,
    priority: g.priority,
    dueDate: g.dueDate,
    progress: g.progress,
    assigneeIds: g.assigneeIds,
    createdById: g.createdBy,
    isRecurring: g.isRecurring,
    recurrencePattern: g.recurrencePattern,
    recurrenceInterval: g.recurrenceInterval,
    totalCompletions: g.totalCompletions,
    currentStreak: streak,
    bestStreak: g.bestStreak,
    lastCompletedAt: g.lastCompletedAt ? g.lastCompletedAt.toISOString() : null,
    completedAt: g.completedAt ? g.completedAt.toISOString() : null,
    validationScore: g.validationScore,
    smartBreakdown: g.smartBreakdown,
    createdAt: g.createdAt.toISOString(),
    updatedAt: g.updatedAt.toISOString(),
  };
}

function checkCategory(room: GoalRoom, category: string): void {
  if (category && !GOAL_CATEGORIES[room.context].includes(category))
    throw badRequest(`Choose a category from the list: ${GOAL_CATEGORIES[room.context].join(', ')}`, 'INVALID_CATEGORY');
}

const scoreOf = (
  g: Pick<GoalRecord, 'title' | 'description' | 'category' | 'dueDate' | 'isRecurring' | 'recurrencePattern' | 'recurrenceInterval'>,
  now: Date,
  tz: string,
): TSmartBreakdown =>
  scoreGoal(
    {
      title: g.title,
      description: g.description,
      category: g.category,
      dueDate: g.dueDate,
      isRecurring: g.isRecurring,
      pattern: g.recurrencePattern ?? undefined,
      interval: g.recurrenceInterval ?? undefined,
    },
    now,
    tz,
  );

function publish(ctx: AppContext, change: TGoalChange, actorId: string): TGoalChange {
  ctx.events.publish('goal.changed', { change, actorId });
  return change;
}

/** A page of the room's goals, oldest first, with where the next starts and how many there are. */
export async function listGoals(
  ctx: AppContext,
  user: UserRow,
  query: { roomId: string; limit: number; cursor?: string },
): Promise<TGoalsPage> {
  const room = await requireAccess(ctx.db, goalRoomAccess, user, query.roomId);
  const today = localDay(ctx.clock.now(), room.timeZone);
  const rows = await goalsOfRoomPage(ctx.db, room.id, query.limit, query.cursor ? readCursor(query.cursor) : undefined);
  const { items, nextCursor } = toPage(rows, query.limit);
  const total = await countGoalsOfRoom(ctx.db, room.id);
  return { data: items.map((g) => toGoalDto(g, today)), pagination: { nextCursor, total, limit: query.limit } };
}

/** Inserts a goal in an open transaction; the caller publishes once it commits. */
export async function insertGoalIn(
  ctx: AppContext,
  db: Db,
  room: GoalRoom,
  actor: UserRow,
  input: z.output<typeof ZCreateGoalBody>,
): Promise<TGoal> {
  const now = ctx.clock.now();
  checkCategory(room, input.category);
  const members = new Set(await roomMemberIdsOf(db, room.id));
  const assignees = [...new Set(input.assigneeIds?.length ? input.assigneeIds : [room.clientId])];
  if (assignees.some((id) => !members.has(id))) throw badRequest('Goals can only be assigned to members of the room', 'INVALID_ASSIGNEE');
  const today = localDay(now, room.timeZone);
  const recurring = input.isRecurring;
  const fields = {
    title: input.title,
    description: input.description,
    category: input.category,
    dueDate: input.dueDate ?? null,
    isRecurring: recurring,
    recurrencePattern: recurring ? (input.pattern ?? 'weekly') : null,
    recurrenceInterval: recurring ? (input.interval ?? 1) : null,
  };
  const smart = scoreOf(fields, now, room.timeZone);
  const id = await insertGoal(
    db,
    {
      ...fields,
      roomId: room.id,
      createdBy: actor.id,
      priority: input.priority,
      progress: 0,
      recurrenceAnchor: recurring ? today : null,
      validationScore: smart.overall,
      smartBreakdown: smart,
    },
    assignees,
    now,
  );
  await recordActivity(db, room.id, actor.id, actor.id === room.clientId ? room.timeZone : await timeZoneOf(db, actor.id), now);
  return toGoalDto((await findGoal(db, id))!, today);
}

export async function createGoal(ctx: AppContext, user: UserRow, body: TCreateGoalBody): Promise<TGoal> {
  const input = ZCreateGoalBody.parse(body);
  const goal = await ctx.db.transaction().execute(async (trx) => {
    const room = await requireAccess(trx, goalRoomAccess, user, input.roomId);
    return insertGoalIn(ctx, trx, room, user, input);
  });
  publish(ctx, { goal }, user.id);
  return goal;
}

/** An approved AI goal suggestion becomes a goal of the room (a category outside the room's list is left blank). */
export async function insertGoalFromDraft(ctx: AppContext, db: Db, roomId: string, actor: UserRow, draft: TGoalDraft): Promise<TGoal> {
  const room = await requireAccess(db, goalRoomAccess, actor, roomId);
  const category = GOAL_CATEGORIES[room.context].includes(draft.category) ? draft.category : '';
  // The body is strict: the draft's time frame (already counted into dueDate) is no field of a goal.
  const { timeFrame: _timeFrame, ...fields } = draft;
  return insertGoalIn(ctx, db, room, actor, ZCreateGoalBody.parse({ ...fields, category, roomId }));
}

export const publishGoalCreated = (ctx: AppContext, goal: TGoal, actorId: string) => publish(ctx, { goal }, actorId);

/**
 * PUT /api/goals/{id}: details and progress. Progress is clamped to 0-100; a recurring goal that
 * reaches 100 completes a cycle (counted, streak moved on, progress back to 0); a one-off goal
 * at 100 is completed, and moving it back below reopens it.
 */
export async function updateGoalById(ctx: AppContext, user: UserRow, id: string, body: TUpdateGoalBody): Promise<TGoalChange> {
  const input = ZUpdateGoalBody.parse(body);
  const change = await ctx.db.transaction().execute(async (trx) => {
    const { goal, room } = await requireAccess(trx, goalAccess, user, id, { forUpdate: true });
    const now = ctx.clock.now();
    const today = localDay(now, room.timeZone);
    const patch: GoalPatch = {};
    if (input.title !== undefined) patch.title = input.title;
    if (input.description !== undefined) patch.description = input.description;
    if (input.priority !== undefined) patch.priority = input.priority;
    if (input.dueDate !== undefined) patch.dueDate = input.dueDate;
    if (input.category !== undefined) {
      checkCategory(room, input.category);
      patch.category = input.category;
    }
    let cycleCompleted = false;
    let completed = false;
    if (input.progress !== undefined && input.progress !== goal.progress) {
      if (goal.isRecurring && goal.recurrencePattern && input.progress >= 100) {
        const next = completeCycle(
          {
            totalCompletions: goal.totalCompletions,
            currentStreak: goal.currentStreak,
            bestStreak: goal.bestStreak,
            lastCompletedPeriod: goal.lastCompletedPeriod,
          },
          goal.recurrencePattern,
          goal.recurrenceInterval ?? 1,
          goal.recurrenceAnchor ?? today,
          today,
        );
        Object.assign(patch, next, { progress: 0, lastCompletedAt: now });
        cycleCompleted = true;
      } else {
        patch.progress = input.progress;
        if (input.progress >= 100 && !goal.completedAt) {
          patch.completedAt = now;
          completed = true;
        } else if (input.progress < 100 && goal.completedAt) patch.completedAt = null;
      }
      await recordActivity(trx, room.id, user.id, user.id === room.clientId ? room.timeZone : await timeZoneOf(trx, user.id), now);
    }
    if (['title', 'description', 'category', 'dueDate'].some((k) => k in patch)) {
      const smart = scoreOf({ ...goal, ...patch }, now, room.timeZone);
      patch.smartBreakdown = smart;
      patch.validationScore = smart.overall;
    }
    if (Object.keys(patch).length) await updateGoal(trx, id, patch, now);
    const goalDto = toGoalDto((await findGoal(trx, id))!, today);
    return { goal: goalDto, cycleCompleted, completed } satisfies TGoalChange;
  });
  return publish(ctx, change, user.id);
}

export async function removeGoal(ctx: AppContext, user: UserRow, id: string): Promise<void> {
  const roomId = await ctx.db.transaction().execute(async (trx) => {
    const { goal } = await requireAccess(trx, goalAccess, user, id, { forUpdate: true });
    await deleteGoal(trx, id);
    return goal.roomId;
  });
  ctx.events.publish('goal.deleted', { goalId: id, roomId, actorId: user.id });
}

/** POST /api/goals/{id}/make-recurring: (re)starts the recurrence from today; completions so far are kept. */
export async function makeRecurring(ctx: AppContext, user: UserRow, id: string, body: TMakeRecurringBody): Promise<TGoal> {
  const input = ZMakeRecurringBody.parse(body);
  const change = await ctx.db.transaction().execute(async (trx) => {
    const { goal, room } = await requireAccess(trx, goalAccess, user, id, { forUpdate: true });
    const now = ctx.clock.now();
    const today = localDay(now, room.timeZone);
    const patch: GoalPatch = {
      isRecurring: true,
      recurrencePattern: input.pattern,
      recurrenceInterval: input.interval ?? 1,
      recurrenceAnchor: today,
      currentStreak: 0,
      lastCompletedPeriod: null,
      // A finished one-off goal starts its first cycle.
      ...(goal.progress >= 100 ? { progress: 0, completedAt: null } : {}),
    };
    const smart = scoreOf({ ...goal, ...patch }, now, room.timeZone);
    await updateGoal(trx, id, { ...patch, smartBreakdown: smart, validationScore: smart.overall }, now);
    return { goal: toGoalDto((await findGoal(trx, id))!, today) };
  });
  publish(ctx, change, user.id);
  return change.goal;
}

/** POST /api/goals/score: the live score of the add-goal dialog, in the caller's time zone. */
export async function scoreDraft(ctx: AppContext, user: UserRow, input: TScoreGoalInput): Promise<TSmartBreakdown> {
  return scoreGoal(input, ctx.clock.now(), await timeZoneOf(ctx.db, user.id));
}
